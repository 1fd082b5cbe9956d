import { screen } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, request, setAuthToken, type RequestConfig } from '@/api'
import { errorEnvelopeSchema } from '@/api/schemas'
import { ProfilePage } from '@/features/profile/ProfilePage'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

serveMockBackend()

// Hostile values: very long strings, unicode, markup and script payloads, wrong types.
const payloads = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "'; DROP TABLE users; --",
    '\u202e\u0000\uffff',
    '𝔇𝔦𝔳𝔞 💅🏽',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
)
const values = fc.oneof(
  payloads,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(payloads, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), payloads, { maxKeys: 3 }),
)
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, values])), { requiredKeys: [] }),
    fc.anything({ maxDepth: 2 }),
  )

/** The answer's status, checking that a failure is a 4xx in the one envelope. */
async function answerTo(
  method: RequestConfig['method'],
  url: string,
  data: unknown,
): Promise<number> {
  try {
    await request((s) => s.unreadAnswerSchema, { method, url, data })
    return 200
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    const failure = error as ApiError
    expect(
      failure.status,
      `${method} ${url} → ${failure.status} ${failure.message}`,
    ).toBeGreaterThanOrEqual(400)
    expect(failure.status).toBeLessThan(500)
    // A 4xx whose body was not the envelope would surface as SERVER_ERROR.
    expect(failure.code).not.toBe('SERVER_ERROR')
    expect(errorEnvelopeSchema.shape.error.shape.code.options).toContain(failure.code)
    return failure.status
  }
}

const mutations: [RequestConfig['method'], string, string[]][] = [
  ['POST', '/auth/login', ['email', 'password']],
  ['POST', '/auth/register', ['name', 'email', 'password']],
  ['POST', '/auth/password-reset', ['email']],
  [
    'POST',
    '/appointments',
    ['name', 'email', 'phone', 'service', 'date', 'time', 'notes', 'promoCode'],
  ],
  ['PATCH', '/appointments/appt_x', ['date', 'time']],
  ['POST', '/appointments/appt_x/cancel', []],
  ['POST', '/contact-messages', ['name', 'email', 'subject', 'message']],
  ['POST', '/newsletter', ['email']],
  ['POST', '/loyalty', []],
  ['POST', '/auth/logout', []],
]

describe('hostile input never breaks the back-end', () => {
  it.each(mutations)(
    '%s %s answers 2xx or a 4xx envelope, whatever it is sent',
    async (method, url, fields) => {
      const { token } = await signUp(`hostile.${url.replace(/\W/g, '')}@example.com`)
      await fc.assert(
        fc.asyncProperty(bodyFor(fields), fc.boolean(), async (body, signedIn) => {
          setAuthToken(signedIn ? token : null)
          const status = await answerTo(method, url, body)
          expect([200, 201, 202, 204, 400, 401, 404, 409, 422]).toContain(status)
        }),
        { numRuns: 25 },
      )
    },
    60_000,
  )
})

describe('hostile names are shown as text, never as markup', () => {
  it('the profile shows any name exactly as typed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(
            '<img src=x onerror=alert(1)>',
            '<script>alert(1)</script>',
            '<b>bold</b> & “quotes”',
          ),
          fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
        ),
        async (name) => {
          const { user, token } = await signUp(
            `name.${Math.random().toString(36).slice(2)}@example.com`,
            'secret123',
            name,
          )
          localStorage.setItem('user', JSON.stringify({ ...user, token }))
          const { container, unmount } = renderRoutes(
            [{ path: '/profile', element: <ProfilePage /> }],
            '/profile',
          )
          const heading = await screen.findByRole('heading', { level: 2, name: user.name })
          expect(heading.textContent).toBe(user.name)
          expect(container.querySelectorAll('script, img[onerror], b').length).toBe(0)
          unmount()
        },
      ),
      { numRuns: 12 },
    )
  }, 60_000)
})
