import { z } from './zod'

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
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
    alternatives: z.array(z.string()).optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
export type ErrorCode = (typeof errorCodes)[number]

/**
 * The one rule for every calendar date the API accepts, in bodies and query strings: YYYY-MM-DD
 * and a day that exists (2026-02-29 and 2026-12-32 do not). Every such date is a booking date, so
 * the message is the booking form's.
 */
export const isoDateSchema = z.iso.date('Please select a date')

/** For answers the client does not read (a logout, a reset request): anything goes. */
export const unreadAnswerSchema = z.unknown()
