import { QueryClient } from '@tanstack/react-query'
import { expect } from 'vitest'
import { ApiError, login, register, setAuthToken, type BookAppointmentRequest } from '@/api'
import { request } from '@/api/client'
import { lateFeeCents, type Agreement, type PaymentMethod } from '@/api/schemas'
import { apiBaseUrl } from '@/lib/env'
import { POLICY_VERSION } from '@/lib/rules'
import { resolveVisit, type VisitChoice } from '@/mocks/domain/visit-choice'
import { providerBaseOf } from '@/lib/payments/provider-contract'
import { httpClient } from '../contract/http'

/** The card each client signed in here holds her bookings with (her default), by email. */
const heldBy = new Map<string, string>()
/** The client signed in last: booking() agrees with her card. */
let signedIn = ''

/** Signs a new client up and sends their token with every following call. */
export async function signUp(
  email = 'ana@example.com',
  password = 'secret123',
  name = 'Ana Garcia',
) {
  const { user, token } = await register({ name, email, password })
  setAuthToken(token)
  signedIn = email
  heldBy.delete(email)
  return { user, token }
}

/** Signs a new client up with test card 4242 4242 4242 4242 on file: she can book. */
export async function signUpWithCard(
  email = 'ana@example.com',
  password = 'secret123',
  name = 'Ana Garcia',
) {
  const signed = await signUp(email, password, name)
  await cardOnFile()
  return signed
}

export async function signIn(email: string, password = 'secret123') {
  const { user, token } = await login({ email, password })
  setAuthToken(token)
  signedIn = email
  // A client seeded or signed up before books with the default card she has on file.
  const { cards } = await request('paymentMethods')
  const held = cards.find((card) => card.isDefault)
  if (held) heldBy.set(email, held.id)
  return { user, token }
}

/** The provider's token for a test card, as the card form gets it (expiry 12/2030). */
export async function testCardToken(number = '4242424242424242'): Promise<string> {
  const amex = /^3[47]/.test(number)
  const response = await fetch(
    new URL(`${providerBaseOf(apiBaseUrl)}/tokens`, window.location.href),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: 2030, cvc: amex ? '1234' : '123' }),
    },
  )
  return ((await response.json()) as { token: string }).token
}

/**
 * Puts a test card on file for the signed-in client, as the card form does: the provider's token
 * for the number, then POST /payment-methods. Her default card holds what booking() books.
 */
export async function cardOnFile(
  number = '4242424242424242',
  makeDefault?: boolean,
): Promise<PaymentMethod> {
  const token = await testCardToken(number)
  const card = await request('addPaymentMethod', { body: { token, makeDefault } })
  if (card.isDefault) heldBy.set(signedIn, card.id)
  return card
}

/** A visit's fee; nothing for one the back-end will refuse (a test of a wrong service). */
function feeOf(visit: VisitChoice) {
  try {
    return lateFeeCents(resolveVisit(visit))
  } catch {
    return 0
  }
}

/** What she agrees to for visits of `people`: today's policy, their fees together, her card. */
export const agreementFor = (
  people: readonly VisitChoice[],
  cardId = heldBy.get(signedIn) ?? 'no-card-on-file',
): Agreement => ({
  policyVersion: POLICY_VERSION,
  feeCents: people.reduce((sum, visit) => sum + feeOf(visit), 0),
  cardId,
})

/**
 * A plain HTTP call to the API (fetch, JSON in and out), for what the app's client hides: the
 * answer's status and its raw body (null when empty).
 */
export const callApi = httpClient(new URL(apiBaseUrl, window.location.href).href)

/** Awaits a call expected to fail and returns its ApiError for assertions. */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('Expected the call to fail, but it succeeded')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** Runs a query-options factory the way the app does, through a fresh QueryClient. */
export const fetchQuery: QueryClient['fetchQuery'] = (options) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(options)

/**
 * A valid booking for Wednesday 2026-11-25 at 10:00 AM, with any field overridden, agreed to with
 * the signed-in client's card (see cardOnFile).
 */
export const booking = (
  overrides: Partial<BookAppointmentRequest> = {},
): BookAppointmentRequest => {
  const visit = {
    name: 'Ana Garcia',
    email: 'ana@example.com',
    phone: '(703) 555-0100',
    service: 'gel-manicure',
    date: '2026-11-25',
    time: '10:00',
    ...overrides,
  }
  return { ...visit, agreement: overrides.agreement ?? agreementFor([visit]) }
}
