import { z } from './zod'
import { slotUnavailableReasons, TIME_SLOTS } from '@/lib/salon-time'
import { isoDateSchema, salonTimeSchema } from './common'
import { formMessages, maxLengths } from './limits'

/**
 * The booking form's values and messages (docs/behaviour.md, Booking). The form validates with this schema and
 * so does the back-end, so the two can never disagree.
 */
export const bookingFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(maxLengths.name, formMessages.nameTooLong),
  email: z
    .email('Please enter a valid email address')
    .max(maxLengths.email, formMessages.emailTooLong),
  phone: z
    .string()
    .trim()
    .min(10, 'Please enter a valid phone number')
    .max(maxLengths.phone, formMessages.phoneTooLong),
  service: z.string('Please select a service').min(1, 'Please select a service'),
  date: isoDateSchema,
  time: z
    .enum(TIME_SLOTS as [string, ...string[]], formMessages.timeMissing)
    .describe('One of the 22 slots, salon time HH:mm: "09:00" to "19:30"'),
  notes: z.string().max(maxLengths.notes, formMessages.notesTooLong).optional(),
})
export type BookingFormValues = z.infer<typeof bookingFormSchema>

const promoCodeSchema = z.string().trim().max(maxLengths.promoCode, formMessages.promoCodeTooLong)

export const createAppointmentRequestSchema = bookingFormSchema.extend({
  promoCode: promoCodeSchema.optional(),
})
export type CreateAppointmentRequest = z.infer<typeof createAppointmentRequestSchema>

export const rescheduleRequestSchema = bookingFormSchema.pick({ date: true, time: true })
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>

export const appointmentStatuses = ['upcoming', 'completed', 'cancelled'] as const

export const appointmentSchema = z.object({
  id: z.string(),
  service: z.string(),
  serviceName: z.string(),
  date: isoDateSchema,
  time: salonTimeSchema,
  duration: z.string(),
  durationMinutes: z.number().int(),
  stylist: z.string(),
  status: z.enum(appointmentStatuses),
  price: z.number(),
  discount: z.number(),
  total: z.number(),
  promoCode: z.string().optional(),
  notes: z.string().optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  /** Whether it can still be rescheduled or cancelled online (upcoming, 24 hours' notice). */
  canChange: z.boolean(),
})
export type Appointment = z.infer<typeof appointmentSchema>

export const appointmentListSchema = z.object({ appointments: z.array(appointmentSchema) })

export type { SlotUnavailableReason } from '@/lib/salon-time'

export const availabilitySchema = z.object({
  date: isoDateSchema,
  service: z.string(),
  slots: z.array(
    z.object({
      time: salonTimeSchema,
      available: z.boolean(),
      reason: z.enum(slotUnavailableReasons).optional(),
      /** Who the back-end would assign, for a free slot. */
      stylist: z.string().optional(),
    }),
  ),
})
export type Availability = z.infer<typeof availabilitySchema>

/** GET /availability?date=&service=&exclude=: `exclude` frees the caller's appointment being moved. */
export const availabilityQuerySchema = z.object({
  date: isoDateSchema,
  service: bookingFormSchema.shape.service.describe('A booking option value'),
  exclude: z
    .string()
    .optional()
    .describe('One of the caller’s appointments to leave out (when moving it)'),
})

/** GET /promo-check?code=&service=&date= */
export const promoCheckQuerySchema = z.object({
  code: promoCodeSchema.min(1, 'Please enter a promo code').describe('The code'),
  service: availabilityQuerySchema.shape.service,
  date: availabilityQuerySchema.shape.date,
})

/** How a promotion code applies to one service on one date, priced by the back-end. */
export const promoCheckSchema = z.object({
  code: z.string(),
  title: z.string(),
  discountPercent: z.number().optional(),
  terms: z.string(),
  price: z.number(),
  discount: z.number(),
  total: z.number(),
})
export type PromoCheck = z.infer<typeof promoCheckSchema>
