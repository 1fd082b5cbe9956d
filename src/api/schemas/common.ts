import { z } from './zod'
import { formMessages, maxLengths } from './limits'

/**
 * A time of day as it travels: ISO 8601 `HH:mm`, 24-hour, in salon time (America/New_York),
 * e.g. '14:30'. Labels such as '2:30 PM' are for people: the app formats them from this.
 */
export const salonTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe('Salon time (America/New_York), 24-hour HH:mm, e.g. "14:30"')

/**
 * Every error code of the API, each named and described once: the envelope's `code` says which
 * refusal it is, so a client asks for it by name, never by status. The contract's answers
 * (./contract-base.ts) say which codes each status carries.
 */
export const errorMeanings = {
  VALIDATION_FAILED: '400: the request is not valid; fieldErrors names each field',
  UNAUTHORIZED: '401: no token, a token the server does not know, or a wrong password',
  FORBIDDEN: '403: the caller may not do this',
  NOT_FOUND: '404: not there, or not the caller’s',
  CONFLICT:
    '409: it clashes with what is there (an email, a taken slot with alternatives, a visit of the same client at that time, a waitlist entry)',
  IN_PROGRESS: '409: a request with this Idempotency-Key is still being handled; try again shortly',
  BUSINESS_RULE:
    '422: a business rule refused it (notice period, closed day, a promotion code, a reward or upgrade not earned; fieldErrors names the field when it is one), or an Idempotency-Key already used for another request',
  PAYMENT_FAILED: '402: the card was declined; nothing was paid',
  BALANCE_DUE:
    '402: a fee is due from a charge that failed; balanceCents says how much, and nothing is booked until it is paid',
  LINK_EXPIRED: '410: a password-reset link that was used, has expired or was never issued',
  TOO_MANY_ATTEMPTS:
    '429: too many tries for this email; Retry-After says how many seconds to wait',
  SERVER_ERROR: '500: something went wrong on the server',
  UNAVAILABLE: '503: the data could not be stored or read; try again',
} as const

export type ErrorCode = keyof typeof errorMeanings
export const errorCodes = Object.keys(errorMeanings) as [ErrorCode, ...ErrorCode[]]

/** Every failure of the API has this one shape. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    /** On a 409 for a taken slot: the nearest free times that day. */
    alternatives: z.array(salonTimeSchema).optional(),
    /** On a 409 for a party: the people who could not be seated at that time. */
    unseated: z.array(z.string()).optional(),
    /** On a 402 BALANCE_DUE: what she owes, in cents. */
    balanceCents: z.number().int().optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

/**
 * The one rule for every calendar date the API accepts, in bodies and query strings: YYYY-MM-DD
 * and a day that exists (2026-02-29 and 2026-12-32 do not). Every such date is a booking date, so
 * the message is the booking form's.
 */
export const isoDateSchema = z.iso
  .date('Please select a date')
  .describe('A salon date, YYYY-MM-DD, that exists')

/** An email address a client types: its form's message when it is not one, or too long. */
export const emailSchema = z
  .email('Please enter a valid email address')
  .max(maxLengths.email, formMessages.emailTooLong)

type TypedField = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'resetToken'

/**
 * What a client types in `field`: trimmed, at least `min` characters (else `short`), at most the
 * field's limit (else its "must be … characters or fewer").
 */
export const typedText = (field: TypedField, min: number, short: string) =>
  z.string().trim().min(min, short).max(maxLengths[field], formMessages[`${field}TooLong`])

/** For answers the client does not read (a logout, a reset request): anything goes. */
export const unreadAnswerSchema = z.unknown()
