import { z } from './zod'
import { priceBases } from '@/lib/money'
import { slotUnavailableReasons, TIME_SLOTS } from '@/lib/salon-time'
import { bookingCategories } from './catalogue'
import { emailSchema, isoDateSchema, salonTimeSchema, typedText } from './common'
import { formMessages, maxLengths } from './limits'
import { agreementSchema, holdSchema, visitFeeSchema } from './payments'

/** What a visit of several services is told when it is put together wrongly. */
export const visitMessages = {
  secondServiceSame: 'That service is already in your visit. Please choose another.',
  secondServiceNotMain: 'Please choose a manicure or pedicure as the second service',
  secondServiceWithPackage: 'A package is booked on its own. Please remove the second service.',
  addOnWithoutService: 'Please select a service before adding add-ons',
  addOnUnknown: 'Please choose add-ons from the list',
  addOnTwice: 'Each add-on can be added once',
  stylistUnknown: 'Please choose a stylist from the list',
  upgradeNotInVisit: 'Please choose a service of this visit that has a higher tier to upgrade',
} as const

const ADD_ONS_MAX = 5

/** The booking form's fields, each with its message: a party's guests reuse them. */
export const bookingFields = z.object({
  name: typedText('name', 2, 'Name must be at least 2 characters'),
  email: emailSchema,
  phone: typedText('phone', 10, 'Please enter a valid phone number'),
  service: z.string('Please select a service').min(1, 'Please select a service'),
  date: isoDateSchema,
  time: z
    .enum(TIME_SLOTS as [string, ...string[]], formMessages.timeMissing)
    .describe('One of the 22 slots, salon time HH:mm: "09:00" to "19:30"'),
  notes: z.string().max(maxLengths.notes, formMessages.notesTooLong).optional(),
  secondService: z
    .string()
    .optional()
    .describe('A second manicure or pedicure (a booking option value) in the same visit'),
  addOns: z
    .array(z.string())
    .max(ADD_ONS_MAX, visitMessages.addOnTwice)
    .optional()
    .describe('Additional Services (booking options of category add-on) in the same visit'),
  stylist: z
    .string()
    .optional()
    .describe('The stylist id the client chose; absent: any available stylist'),
})

/** The rules of a visit that need no catalogue: the back-end checks the rest against its own. */
export function checkVisit(
  visit: { service?: string; secondService?: string; addOns?: string[] },
  context: z.RefinementCtx,
) {
  // It also runs when other fields failed (see visitRules), so it trusts no field's type.
  const addOns = Array.isArray(visit.addOns) ? visit.addOns : []
  if (visit.secondService && visit.secondService === visit.service)
    context.addIssue({
      code: 'custom',
      path: ['secondService'],
      message: visitMessages.secondServiceSame,
    })
  if (addOns.length && !visit.service)
    context.addIssue({
      code: 'custom',
      path: ['addOns'],
      message: visitMessages.addOnWithoutService,
    })
  if (new Set(addOns).size !== addOns.length)
    context.addIssue({ code: 'custom', path: ['addOns'], message: visitMessages.addOnTwice })
}

/**
 * The booking form's values and messages (docs/behaviour.md, Booking). The form validates with
 * this schema and so does the back-end, so the two can never disagree.
 */
/** The visit's rules speak even while other fields are wrong, so every message shows at once. */
export const visitRules = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
}

export const bookingFormSchema = bookingFields.superRefine(checkVisit, visitRules)
export type BookingFormValues = z.infer<typeof bookingFormSchema>

export const promoCodeSchema = z
  .string()
  .trim()
  .max(maxLengths.promoCode, formMessages.promoCodeTooLong)

/** Which service of the visit a member's free upgrade lifts one tier (a booking option value). */
export const upgradeSchema = z
  .string()
  .optional()
  .describe(
    'The main or second service to take one tier up at its own price: a member’s free upgrade',
  )

export const bookAppointmentRequestSchema = bookingFields
  .extend({
    promoCode: promoCodeSchema.optional(),
    useReward: z
      .boolean()
      .optional()
      .describe('Spend 300 Diva Rewards points for $30 off, after any promotion code'),
    upgrade: upgradeSchema,
    agreement: agreementSchema,
  })
  .superRefine(checkVisit, visitRules)
export type BookAppointmentRequest = z.infer<typeof bookAppointmentRequestSchema>

/** POST /waitlist: a day that is full for the visit, with its stylist, and a time or any. */
export const joinWaitlistRequestSchema = bookingFields
  .pick({ date: true, service: true, secondService: true, addOns: true, stylist: true })
  .extend({
    time: bookingFields.shape.time
      .optional()
      .describe('The time she wants, salon time HH:mm; absent: any time that day'),
  })
  .superRefine(checkVisit, visitRules)
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>

/** A visit keeps its services and its stylist choice when it moves. */
export const rescheduleRequestSchema = bookingFields.pick({ date: true, time: true })
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>

/** One service of a visit, as it was priced when booked. */
export const visitLineSchema = z.object({
  value: z.string().describe('The booking option value'),
  name: z.string(),
  category: z.enum(bookingCategories),
  price: z.number(),
  priceBasis: z.enum(priceBases),
  durationMinutes: z.number().int().positive(),
  /** The service it was lifted from by a free upgrade, whose price it keeps. */
  upgradedFrom: z.string().optional(),
})
export type VisitLine = z.infer<typeof visitLineSchema>

/** 'missed': the salon marked her a no-show. */
export const appointmentStatuses = ['upcoming', 'completed', 'cancelled', 'missed'] as const

export const appointmentSchema = z.object({
  id: z.string(),
  /** The main service (the form's Service). */
  service: z.string(),
  /** Every service of the visit by name, joined with " + ". */
  serviceName: z.string(),
  /** The visit's services in order: the main one, a second one, then the add-ons. */
  services: z.array(visitLineSchema).min(1),
  date: isoDateSchema,
  time: salonTimeSchema,
  /** The whole visit's. */
  duration: z.string(),
  durationMinutes: z.number().int(),
  stylist: z.string(),
  stylistId: z.string(),
  /** Whether the client chose her stylist (else the salon assigned one). */
  stylistChosen: z.boolean(),
  status: z.enum(appointmentStatuses),
  price: z.number(),
  discount: z.number(),
  /** What is left to pay: price − discount − rewardDiscount. */
  total: z.number(),
  promoCode: z.string().optional(),
  /** Taken off by a Diva Rewards reward, after the promotion. */
  rewardDiscount: z.number(),
  /** The points spent on it (given back if it is cancelled). */
  pointsSpent: z.number().int(),
  /** The points it earned, once it is done (a member's visit). */
  pointsEarned: z.number().int().optional(),
  notes: z.string().optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  /** Whether it can still be rescheduled or cancelled online (upcoming, 24 hours' notice). */
  canChange: z.boolean(),
  /** The party it belongs to, booked together as one (absent: a visit on its own). */
  partyId: z.string().optional(),
  /** A guest's visit in the client's party (absent: the client's own). */
  guest: z.boolean().optional(),
  /** The bride of a bridal party. */
  bride: z.boolean().optional(),
  /** The policy she agreed to and the card that holds it (absent: booked before cards were held). */
  hold: holdSchema.optional(),
  /** What a late cancellation or a no-show cost. */
  fee: visitFeeSchema.optional(),
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

/** A visit in a query string: its add-ons comma-separated. */
const visitQueryFields = {
  service: bookingFields.shape.service.describe('The main service, a booking option value'),
  secondService: bookingFields.shape.secondService,
  addOns: z
    .string()
    .optional()
    .describe('Add-on values, comma-separated (nail-art-simple,polish-change)'),
  upgrade: upgradeSchema,
}

/** The add-ons of a query string's visit, as a list. */
export const addOnsFromQuery = (addOns: string | undefined): string[] =>
  addOns ? addOns.split(',').filter(Boolean) : []

/**
 * GET /availability?date=&service=&secondService=&addOns=&stylist=&exclude=: the times the
 * whole visit fits, with the chosen stylist or any; `exclude` frees the caller's appointment
 * being moved.
 */
export const availabilityQuerySchema = z.object({
  date: isoDateSchema,
  ...visitQueryFields,
  stylist: bookingFields.shape.stylist,
  exclude: z
    .string()
    .optional()
    .describe('One of the caller’s appointments to leave out (when moving it)'),
})

/** GET /promo-check?code=&service=&secondService=&addOns=&date= */
export const promoCheckQuerySchema = z.object({
  code: promoCodeSchema.min(1, 'Please enter a promo code').describe('The code'),
  ...visitQueryFields,
  date: availabilityQuerySchema.shape.date,
})

/** How a promotion code applies to a visit on one date, priced by the back-end. */
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
