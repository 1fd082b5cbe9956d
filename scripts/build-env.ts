import { z } from 'zod'
import { apiBaseUrlSchema, apiMockingSchema, badValue } from '../src/lib/env-schema.ts'

// The build's VITE_* variables, read once with a schema: a value the site does not know stops the
// build with the variable's name and what it may be, instead of silently meaning the default.

/** An origin such as https://images.example.com, and nothing more (it goes into the CSP). */
export const isOrigin = (text: string) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(text)

/** Space- or comma-separated origins. */
const origins = z
  .string()
  .trim()
  .refine(
    (value) => value.split(/[\s,]+/).every(isOrigin),
    'one or more origins such as https://images.example.com, separated by spaces',
  )

const buildEnvSchema = z.object({
  VITE_API_MOCKING: apiMockingSchema.optional(),
  VITE_API_BASE_URL: apiBaseUrlSchema.optional(),
  VITE_PHOTO_HOST: origins.optional(),
  VITE_MAP_HOST: origins.optional(),
})
export type BuildEnv = z.infer<typeof buildEnvSchema>

/**
 * The build's variables from `env` (Vite's loadEnv: .env files and the shell), checked. An unset
 * or empty variable takes its default; an unknown value throws, naming the variable.
 */
export function readBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const given = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('VITE_') && value?.trim()),
  )
  // A name the site does not read is most likely a misspelt one, which would leave its default.
  const known = Object.keys(buildEnvSchema.shape)
  for (const name of Object.keys(given).filter((name) => !known.includes(name)))
    console.warn(`The build's variables: ${name} is not one the site reads (${known.join(', ')}).`)
  const result = buildEnvSchema.safeParse(given)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return badValue(name, given[name], issue.message)
  })
  throw new Error(`The build's variables:\n  ${problems.join('\n  ')}`)
}
