import { z } from 'zod'

// What the site's two switches may be (README: a real API in place of the mock). The build checks
// every VITE_* variable with these (scripts/build-env.ts) and stops on a bad value; the code that
// reads the API's base checks it again (env.ts), as the tests and `npm run api` read it unbuilt.
// No first-load module imports this: zod loads with the first request (docs/architecture.md).

export const apiMockingSchema = z.enum(['on', 'off'], { error: '"on" or "off"' })

export const apiBaseUrlSchema = z
  .string()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value),
    'a path such as /api or an absolute URL such as https://api.example.com/v1',
  )

/** The message for a variable set to a value the site does not know. */
export const badValue = (name: string, value: unknown, mayBe: string) =>
  `${name} is "${String(value)}"; it may be ${mayBe}`

/**
 * The API's base as the client and the site's worker use it, from VITE_API_BASE_URL: without a
 * trailing slash, '/api' (same origin) when unset or empty. A bad value throws, saying what it
 * may be.
 */
export function apiBaseUrlOf(value: string | undefined): string {
  if (!value?.trim()) return '/api'
  const result = apiBaseUrlSchema.safeParse(value)
  if (!result.success)
    throw new Error(badValue('VITE_API_BASE_URL', value, result.error.issues[0]?.message ?? ''))
  return result.data.replace(/\/$/, '') || '/api'
}
