import type { ZodType } from 'zod'
import { LOGIN_LIMIT, minutesOf, RESET_LINK_TTL_MINUTES } from '@/lib/rules'
import { z } from './zod'
import { errorEnvelopeSchema, type ErrorCode } from './common'

// What every entry of the contract table (./contract.ts) is made of: its shape, its answers, the
// failures each status documents with the error codes it carries.

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
/** 'required': 401 without a valid bearer token; 'optional': a token changes the answer. */
type Auth = 'none' | 'optional' | 'required'

export interface AnswerSpec {
  description: string
  /** The body's schema; none for an answer without a body (204, 202). */
  schema?: ZodType
  /** A failure's error codes (./common.ts): which refusals its envelope may carry. */
  codes?: readonly ErrorCode[]
}

export interface Endpoint {
  method: Method
  /** Relative to the API's base URL; `:name` is a path parameter. */
  path: string
  summary: string
  auth: Auth
  /** The query string, one field per parameter (`.describe()` says what it is). */
  query?: z.ZodObject
  body?: ZodType
  /** A POST that only asks (its question is too large for a query string): it changes nothing. */
  asks?: true
  /**
   * The fields of the 2xx answer that are the salon's words (a service's title, a question and its
   * answer), answered in the caller's language: paths such as 'appointments[].services[].name',
   * '[]' for each item of a list. Nothing else is translated: what a client typed never is.
   */
  words?: readonly string[]
  /** Every answer by status: exactly one 2xx, and the failures, always in the error envelope. */
  answers: Record<number, AnswerSpec>
  /** How long the reference mock takes to answer, in ms. */
  delayMs: number
  /**
   * Takes an `Idempotency-Key` header: a repeat with the same key answers the first answer and
   * does nothing else; the same key with another request answers 422, and while the first is
   * still being handled, 409. Without the header the call works as it does alone.
   */
  idempotent?: true
}

/** A success answer; the schema's own type is kept, so the contract suite's answers are typed. */
export function ok(description: string): { description: string }
export function ok<S extends ZodType>(
  description: string,
  schema: S,
): { description: string; schema: S }
export function ok(description: string, schema?: ZodType): AnswerSpec {
  return schema ? { description, schema } : { description }
}

/** How long an Idempotency-Key's first answer is kept: a day, as the Idempotency-Key draft suggests. */
export const IDEMPOTENCY_KEY_KEPT_HOURS = 24

/** A window as the summaries say it: 'an hour', or 'every 15 minutes'. */
export const perWindow = (windowMs: number) =>
  minutesOf(windowMs) === 60 ? 'an hour' : `every ${minutesOf(windowMs)} minutes`

/** Each documented failure: what it means, and the error codes (./common.ts) its envelope carries. */
const failureSpecs = {
  400: {
    codes: ['VALIDATION_FAILED'],
    description: 'Bad input: the envelope names each field in fieldErrors',
  },
  401: { codes: ['UNAUTHORIZED'], description: 'No token, or a token the server does not know' },
  402: {
    codes: ['PAYMENT_FAILED', 'BALANCE_DUE'],
    description:
      'Payment: the card was declined (PAYMENT_FAILED), or a balance is due and must be paid first (BALANCE_DUE, with balanceCents)',
  },
  404: { codes: ['NOT_FOUND'], description: 'Not there, or not the caller’s' },
  409: {
    codes: ['CONFLICT', 'IN_PROGRESS'],
    description:
      'Conflict (an email, a slot, a visit of the same client at that time or a waitlist entry already there, a taken slot listing alternatives; or a request with this Idempotency-Key still being handled)',
  },
  410: {
    codes: ['LINK_EXPIRED'],
    description: `The password-reset link was used, has expired (after ${RESET_LINK_TTL_MINUTES} minutes) or was never issued: ask for a new one`,
  },
  422: {
    codes: ['BUSINESS_RULE'],
    description:
      'A business rule refused it (notice period, closed day, promotion, a refused promotion code named in fieldErrors.promoCode, a reward or upgrade not earned named in fieldErrors.useReward or fieldErrors.upgrade; or this Idempotency-Key already used for another request)',
  },
  429: {
    codes: ['TOO_MANY_ATTEMPTS'],
    description: `Too many wrong passwords for this email (${LOGIN_LIMIT.tries} in ${minutesOf(LOGIN_LIMIT.windowMs)} minutes): the Retry-After header says how many seconds until it may try again`,
  },
} satisfies Record<number, { codes: ErrorCode[]; description: string }>
export type FailureStatus = keyof typeof failureSpecs

/** A failure's answer: always the one error envelope, with the codes it may carry. */
interface FailureSpec extends AnswerSpec {
  schema: typeof errorEnvelopeSchema
  codes: readonly ErrorCode[]
}

/** The documented failures of a call, each in the one error envelope. */
export function failures<S extends FailureStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { ...failureSpecs[status], schema: errorEnvelopeSchema }]),
  ) as unknown as Record<S, FailureSpec>
}

export const list = <T extends ZodType>(schema: T) => z.array(schema)
export const categoryQuery = (values: readonly [string, ...string[]]) =>
  z.object({
    category: z.enum(values, 'Unknown category').optional().describe('One tab only'),
  })

/** A visit's services as the salon names them, in an appointment or a waitlist entry. */
export const visitWords = ['serviceName', 'services[].name', 'services[].upgradedFrom'] as const

/** `paths` inside the field `prefix` names ('appointments[].'). */
export const wordsUnder = (prefix: string, paths: readonly string[]) =>
  paths.map((path) => `${prefix}${path}`)

/** A party's people's visits. */
export const partyWords = wordsUnder('appointments[].', visitWords)
