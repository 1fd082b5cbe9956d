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

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')

/** For answers the client does not read (a logout, a reset request): anything goes. */
export const unreadAnswerSchema = z.unknown()
