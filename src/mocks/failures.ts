import type { ErrorCode, ErrorEnvelope } from '@/api/schemas'
import { say, write as writeText, type Text } from './language'

// The back-end's refusals: a domain rule throws one, the resolver wrapper (./http.ts) answers it
// as the error envelope in the caller's language.

/** What an error envelope says beside its code and message: its field errors may be Texts. */
export type Extra = Omit<ErrorEnvelope['error'], 'code' | 'message' | 'fieldErrors'> & {
  fieldErrors?: Record<string, string | Text>
}

/**
 * Thrown by a resolver to answer with the error envelope. Its message and field errors are
 * written in the caller's language as it is answered; `message` is the English.
 */
export class ApiFailure extends Error {
  readonly text: Text
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    text: string | Text,
    readonly extra: Extra = {},
    /** Headers of the answer beside the envelope (Retry-After). */
    readonly headers: Record<string, string> = {},
    /** The call's changes are stored all the same (a wrong password is counted): no undo. */
    readonly keepsChanges = false,
  ) {
    super(writeText('en', text))
    this.text = typeof text === 'string' ? { id: text } : text
  }
}

export const fail = {
  badRequest: (message: string | Text, fieldErrors?: Record<string, string | Text>) =>
    new ApiFailure(400, 'VALIDATION_FAILED', message, { fieldErrors }),
  unauthorized: (message: string | Text = 'Please log in to continue.') =>
    new ApiFailure(401, 'UNAUTHORIZED', message),
  notFound: (message: string | Text) => new ApiFailure(404, 'NOT_FOUND', message),
  conflict: (message: string | Text, alternatives?: string[]) =>
    new ApiFailure(409, 'CONFLICT', message, { alternatives }),
  rule: (message: string | Text) => new ApiFailure(422, 'BUSINESS_RULE', message),
  /** A rule refused what one field of the form holds (a promo code, a reward, a date): 422, named on it. */
  ruleOn: (field: string, message: string | Text) =>
    new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { [field]: message } }),
  linkExpired: (message: string | Text) => new ApiFailure(410, 'LINK_EXPIRED', message),
  /** 402: a charge was declined (PAYMENT_FAILED), or a balance is due first (BALANCE_DUE). */
  payment: (code: 'PAYMENT_FAILED' | 'BALANCE_DUE', message: string | Text, extra: Extra = {}) =>
    new ApiFailure(402, code, message, extra),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new ApiFailure(
      429,
      'TOO_MANY_ATTEMPTS',
      say(
        'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
        { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      ),
      {},
      { 'Retry-After': String(Math.ceil(retryAfterSeconds)) },
    ),
  /** `failure`, with what the call wrote before it stored all the same. */
  afterStoring: (failure: ApiFailure) =>
    new ApiFailure(
      failure.status,
      failure.code,
      failure.text,
      failure.extra,
      failure.headers,
      true,
    ),
}
