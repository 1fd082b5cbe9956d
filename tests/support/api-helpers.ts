import { QueryClient } from '@tanstack/react-query'
import { expect } from 'vitest'
import { ApiError, login, register, setAuthToken, type BookAppointmentRequest } from '@/api'
import { apiBaseUrl } from '@/lib/env'
import { httpClient } from '../contract/http'

/** Signs a new client up and sends their token with every following call. */
export async function signUp(
  email = 'ana@example.com',
  password = 'secret123',
  name = 'Ana Garcia',
) {
  const { user, token } = await register({ name, email, password })
  setAuthToken(token)
  return { user, token }
}

export async function signIn(email: string, password = 'secret123') {
  const { user, token } = await login({ email, password })
  setAuthToken(token)
  return { user, token }
}

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

/** A valid booking for Wednesday 2026-11-25 at 10:00 AM, with any field overridden. */
export const booking = (
  overrides: Partial<BookAppointmentRequest> = {},
): BookAppointmentRequest => ({
  name: 'Ana Garcia',
  email: 'ana@example.com',
  phone: '(703) 555-0100',
  service: 'gel-manicure',
  date: '2026-11-25',
  time: '10:00',
  ...overrides,
})
