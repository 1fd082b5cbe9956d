import type { ErrorCode, ErrorEnvelope } from './schemas'

/**
 * What went wrong, by name: the contract's codes, and `NETWORK_ERROR` when no answer came at all
 * (offline, the server unreachable, no answer in time), which only the client can tell.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR'

/** Every failed call surfaces as one of these, whatever went wrong underneath. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly fieldErrors: Record<string, string>
  readonly alternatives: string[]
  /** A party's people who could not be seated at the time asked for. */
  readonly unseated: string[]
  /** On a 429: the seconds until she may try again (the answer's `Retry-After`). */
  readonly retryAfterSeconds: number | undefined

  constructor(
    status: number,
    body: Omit<ErrorEnvelope['error'], 'code'> & { code: ApiErrorCode },
    retryAfterSeconds?: number,
  ) {
    super(body.message)
    this.name = 'ApiError'
    this.status = status
    this.code = body.code
    this.fieldErrors = body.fieldErrors ?? {}
    this.alternatives = body.alternatives ?? []
    this.unseated = body.unseated ?? []
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * Whether `error` is a failed call, and (given codes) one of those: features ask by name,
 * `isApiError(error, 'CONFLICT')`, never by HTTP status.
 */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code))
}

/** The codes of a request the server read and refused: its message says why, for her to act on. */
const refusals: readonly ApiErrorCode[] = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'LINK_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  // 402: a declined charge, or a balance due first; once paid, the same booking is a new try.
  'PAYMENT_FAILED',
  'BALANCE_DUE',
]

/**
 * A refusal: the server answered and said no (bad input, a rule, a conflict), so its message is
 * worth showing and trying again unchanged would be refused again. Not a refusal: no answer, a
 * request still in progress, a failure on the server's side.
 */
export const isRefusal = (error: unknown): error is ApiError => isApiError(error, ...refusals)

/**
 * The session ended (401): the session signs her out and sends her to sign in (SessionProvider),
 * so a feature has nothing more to say.
 */
export const isSignedOut = (error: unknown): error is ApiError => isApiError(error, 'UNAUTHORIZED')
