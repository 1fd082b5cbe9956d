import { screen } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorEnvelopeSchema } from '@/api/schemas'
import { endpointList, endpoints, type Endpoint, type EndpointName } from '@/api/schemas/contract'
import { ProfilePage } from '@/features/profile/ProfilePage'
import { request } from '@/api/client'
import {
  agreementFor,
  booking,
  callApi,
  signUpWithCard,
  testCardToken,
} from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 in Chantilly.
const NOW = '2026-11-18T15:00:00Z'

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
  name: EndpointName,
  params: Record<string, string> | undefined,
  body: unknown,
  token?: string,
) {
  const answer = await callApi(name, { params, body, token })
  const label = `${name} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`
  if (answer.status < 400) return answer.status
  expect(answer.status, label).toBeLessThan(500)
  // Every failure comes in the one envelope, with one of its codes.
  const envelope = errorEnvelopeSchema.safeParse(answer.body)
  expect(envelope.success, label).toBe(true)
  expect(envelope.data?.error.code, label).not.toBe('SERVER_ERROR')
  return answer.status
}

/**
 * Each call that changes something, what it may answer (its success first) and a body it accepts
 * from a signed-in client: tried first, so that the success is seen and not only allowed. The two
 * calls on an appointment name one no client has, so they cannot succeed: their answers are the
 * refusals alone. The fields tried are those of the call's body in the contract table.
 */
const twoPeople = [{ service: 'gel-manicure' }, { service: 'gel-manicure' }]

const mutations: {
  name: EndpointName
  params?: Record<string, string>
  answers: number[]
  /** Made once the client is signed up with a card on file (an agreement names her card). */
  valid?: () => unknown
}[] = [
  {
    name: 'login',
    // Enough wrong passwords for one email lock it (429).
    answers: [200, 400, 401, 429],
    valid: () => ({ email: 'new.client@example.com', password: 'secret123' }),
  },
  {
    name: 'register',
    answers: [201, 400, 409],
    valid: () => ({ name: 'Bella Rose', email: 'bella@example.com', password: 'secret123' }),
  },
  {
    name: 'requestPasswordReset',
    answers: [202, 400],
    valid: () => ({ email: 'ana@example.com' }),
  },
  {
    name: 'confirmPasswordReset',
    answers: [400, 410],
    valid: () => ({ token: 'f'.repeat(64), password: 'secret123' }),
  },
  { name: 'bookAppointment', answers: [201, 400, 401, 402, 409, 422], valid: () => booking() },
  { name: 'rescheduleAppointment', params: { id: 'appt_x' }, answers: [400, 401, 404] },
  { name: 'cancelAppointment', params: { id: 'appt_x' }, answers: [401, 404] },
  {
    name: 'partyAvailability',
    answers: [200, 400, 401, 404],
    valid: () => ({ date: '2026-11-25', people: twoPeople }),
  },
  {
    name: 'partyPrice',
    answers: [200, 400, 401, 422],
    valid: () => ({ date: '2026-11-25', people: twoPeople }),
  },
  {
    name: 'bookParty',
    answers: [201, 400, 401, 402, 409, 422],
    valid: () => {
      const guests = [{ name: 'Bea Lopez', service: 'gel-manicure' }]
      const own = booking()
      return { ...own, guests, agreement: agreementFor([own, ...guests]) }
    },
  },
  { name: 'rescheduleParty', params: { id: 'party_x' }, answers: [400, 401, 404] },
  { name: 'cancelParty', params: { id: 'party_x' }, answers: [401, 404] },
  {
    name: 'sendContactMessage',
    answers: [201, 400],
    valid: () => ({ name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Hi!' }),
  },
  {
    name: 'subscribeToNewsletter',
    answers: [201, 400, 409],
    valid: () => ({ email: 'news@example.com' }),
  },
  { name: 'joinLoyalty', answers: [201, 401, 409], valid: () => ({}) },
  { name: 'updateMe', answers: [200, 400, 401], valid: () => ({ emailReminders: false }) },
  {
    name: 'joinWaitlist',
    answers: [201, 400, 401, 409, 422],
    valid: () => ({ date: '2026-11-21', service: 'gel-manicure', time: '11:00' }),
  },
  { name: 'leaveWaitlist', params: { id: 'wish_x' }, answers: [401, 404] },
  // Her card on file is the one signed up with it: the token for another card is new.
  { name: 'addPaymentMethod', answers: [201, 400, 401, 422], valid: () => ({ token: newToken }) },
  { name: 'setDefaultPaymentMethod', params: { id: 'card_x' }, answers: [401, 404] },
  { name: 'removePaymentMethod', params: { id: 'card_x' }, answers: [401, 404] },
  // Nothing due: paying answers her payments as they are.
  { name: 'payBalance', answers: [200, 400, 401, 402, 404, 422], valid: () => ({ cardId }) },
  { name: 'logout', answers: [204], valid: () => ({}) },
]

/** The signed-up client's card, and a token for another card, for the payment calls. */
let cardId = ''
let newToken = ''

const fieldsOf = (name: EndpointName): string[] => {
  const body = (endpoints[name] as Endpoint).body
  return body instanceof z.ZodObject ? Object.keys(body.shape) : []
}

describe('hostile input never breaks the back-end', () => {
  it('tries every call of the contract that changes something', () => {
    const changing = endpointList.filter(([, e]) => e.method !== 'GET').map(([name]) => name)
    expect(mutations.map((m) => m.name).sort()).toEqual(changing.sort())
  })

  for (const { name, params, answers, valid } of mutations) {
    const { method, path } = endpoints[name]
    it(`${method} ${path} answers only ${answers.join(', ')} (a refusal in the 4xx envelope), whatever it is sent`, async () => {
      // booking() is a Wednesday in November 2026: a morning a week before it.
      await control.setClock(NOW)
      const { token } = await signUpWithCard(`hostile.${name}@example.com`)
      cardId = (await request('paymentMethods')).cards[0]!.id
      newToken = await testCardToken('5555555555554444')
      const example = valid?.()
      const seen = new Set<number>()
      await fc.assert(
        fc.asyncProperty(bodyFor(fieldsOf(name)), fc.boolean(), async (body, signedIn) => {
          const status = await answerTo(name, params, body, signedIn ? token : undefined)
          expect(answers, `${method} ${path} answered ${status}`).toContain(status)
          seen.add(status)
        }),
        { numRuns: 25, examples: example === undefined ? [] : [[example, true]] },
      )
      if (valid !== undefined) expect([...seen]).toContain(answers[0])
    }, 60_000)
  }
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
          const { user, token } = await signUpWithCard(
            `name.${Math.random().toString(36).slice(2)}@example.com`,
            'secret123',
            name,
          )
          localStorage.setItem('user', JSON.stringify({ ...user, token }))
          const { container, unmount } = renderRoutes(
            [{ path: '/profile', element: <ProfilePage /> }],
            '/profile',
          )
          try {
            // Found by its text as typed: an accessible name folds runs of spaces into one.
            const heading = await screen.findByRole('heading', {
              level: 2,
              name: (_, element) => element.textContent === user.name,
            })
            expect(heading.textContent).toBe(user.name)
            expect(container.querySelectorAll('script, img[onerror], b').length).toBe(0)
            // The page has had its answers (its recent visits, or none): none arrives after the test.
            await screen.findByRole('link', { name: /See all appointments|Book an Appointment/ })
          } finally {
            unmount()
          }
        },
      ),
      { numRuns: 12 },
    )
  }, 60_000)
})
