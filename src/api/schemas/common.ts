import { z } from './zod'

/**
 * A time of day as it travels: ISO 8601 `HH:mm`, 24-hour, in salon time (America/New_York),
 * e.g. '14:30'. Labels such as '2:30 PM' are for people: the app formats them from this.
 */
export const salonTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe('Salon time (America/New_York), 24-hour HH:mm, e.g. "14:30"')

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 409: a request with this Idempotency-Key is still being handled; try again shortly. */
  'IN_PROGRESS',
  'BUSINESS_RULE',
  /** 410: a password-reset link that was used, has expired or was never issued. */
  'LINK_EXPIRED',
  /** 429: too many tries for this email; `Retry-After` says how many seconds to wait. */
  'TOO_MANY_ATTEMPTS',
  'SERVER_ERROR',
  'UNAVAILABLE',
] as const

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
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
export type ErrorCode = (typeof errorCodes)[number]

/**
 * The one rule for every calendar date the API accepts, in bodies and query strings: YYYY-MM-DD
 * and a day that exists (2026-02-29 and 2026-12-32 do not). Every such date is a booking date, so
 * the message is the booking form's.
 */
export const isoDateSchema = z.iso
  .date('Please select a date')
  .describe('A salon date, YYYY-MM-DD, that exists')

/** For answers the client does not read (a logout, a reset request): anything goes. */
export const unreadAnswerSchema = z.unknown()
