import { z } from './zod'
import {
  appointmentSchema,
  bookAppointmentRequestSchema,
  bookingFields,
  checkVisit,
  promoCodeSchema,
  upgradeSchema,
  visitRules,
} from './booking'
import { emailSchema, isoDateSchema, salonTimeSchema } from './common'
import { formMessages, maxLengths } from './limits'
import { partyMessages, partyRules } from './party-rules'
import { slotUnavailableReasons } from '@/lib/salon-time'

// Booking together (docs/behaviour.md, Booking together): the client and up to seven guests,
// booked, moved and cancelled as one party.

/** What one person of a party comes for: her services and her stylist (or any). */
const personVisitFields = {
  service: bookingFields.shape.service,
  secondService: bookingFields.shape.secondService,
  addOns: bookingFields.shape.addOns,
  stylist: bookingFields.shape.stylist,
  bride: z.boolean().optional().describe('She is the bride (a bridal party has at most one)'),
}

/** A guest: her name, an email for her own confirmation if she wants one, and her visit. */
export const guestSchema = z
  .object({
    name: z
      .string(partyMessages.guestNameMissing)
      .trim()
      .min(1, partyMessages.guestNameMissing)
      .min(2, 'Name must be at least 2 characters')
      .max(maxLengths.name, formMessages.nameTooLong),
    email: z
      .union([z.literal(''), emailSchema])
      .optional()
      .describe('Where her own confirmation goes; empty or absent: none is sent'),
    ...personVisitFields,
  })
  .superRefine(checkVisit, visitRules)
export type Guest = z.infer<typeof guestSchema>

const guestsSchema = z
  .array(guestSchema)
  .min(1, 'Please add a guest')
  .max(partyRules.maxGuests, partyMessages.tooManyGuests)

const bridalSchema = z
  .boolean()
  .optional()
  .describe('A bridal party: booked at least 14 days ahead; the bride sits with the specialist')

/**
 * Names differ (one person, one chair), at most one person is the bride, and in a party that
 * sits side by side no two people name the same stylist.
 */
function checkParty(
  party: { name?: unknown; bride?: unknown; stylist?: unknown; guests?: unknown },
  context: z.RefinementCtx,
) {
  const guests = Array.isArray(party.guests) ? (party.guests as Partial<Guest>[]) : []
  const key = (name: unknown) => (typeof name === 'string' ? name.trim().toLowerCase() : '')
  const seen = new Set([key(party.name)])
  guests.forEach((guest, i) => {
    const name = key(guest.name)
    if (name && seen.has(name))
      context.addIssue({
        code: 'custom',
        path: ['guests', i, 'name'],
        message: partyMessages.namesRepeat,
      })
    seen.add(name)
  })
  if (guests.length + 1 <= partyRules.sideBySide) {
    const named = new Set(typeof party.stylist === 'string' && party.stylist ? [party.stylist] : [])
    guests.forEach((guest, i) => {
      if (!guest.stylist) return
      if (named.has(guest.stylist))
        context.addIssue({
          code: 'custom',
          path: ['guests', i, 'stylist'],
          message: partyMessages.stylistTwice,
        })
      named.add(guest.stylist)
    })
  }
  const brides = [party.bride, ...guests.map((g) => g.bride)].filter(Boolean).length
  if (brides > 1)
    context.addIssue({ code: 'custom', path: ['bride'], message: partyMessages.brideTwice })
}

/**
 * POST /parties: the booking form's values for the client (her own visit, as for one booking)
 * and her guests', booked as one at one start time.
 */
export const bookPartyRequestSchema = bookingFields
  .extend({
    promoCode: promoCodeSchema.optional(),
    useReward: bookAppointmentRequestSchema.shape.useReward,
    upgrade: upgradeSchema,
    bride: personVisitFields.bride,
    bridal: bridalSchema,
    guests: guestsSchema,
    agreement: bookAppointmentRequestSchema.shape.agreement.describe(
      'The policy she agreed to: feeCents is everyone’s fee together, all held by her card',
    ),
  })
  .superRefine(checkVisit, visitRules)
  .superRefine(checkParty, visitRules)
export type BookPartyRequest = z.infer<typeof bookPartyRequestSchema>

/** One person's visit as the seating and the prices need it: the client first. */
const personVisitSchema = z
  .object({
    ...personVisitFields,
    upgrade: upgradeSchema.describe(
      'The client’s own free upgrade (the first person only): it lengthens her visit',
    ),
  })
  .superRefine(checkVisit, visitRules)
export type PersonVisit = z.infer<typeof personVisitSchema>

// One person is a party whose guests were all cancelled: it can still be moved.
const peopleSchema = z
  .array(personVisitSchema)
  .min(1, 'Please choose a service')
  .max(partyRules.maxGuests + 1, partyMessages.tooManyGuests)
  .describe('Each person’s visit, the booking client first')

/** POST /parties/availability: the times a whole party can start on a day. */
export const partyAvailabilityRequestSchema = z.object({
  date: isoDateSchema,
  people: peopleSchema,
  bridal: bridalSchema,
  exclude: z
    .string()
    .optional()
    .describe('One of the caller’s parties to leave out (when moving it)'),
})
export type PartyAvailabilityRequest = z.infer<typeof partyAvailabilityRequestSchema>

const seatSchema = z.object({
  time: salonTimeSchema,
  stylist: z.string(),
  stylistId: z.string(),
})

export const partyAvailabilitySchema = z.object({
  date: isoDateSchema,
  slots: z.array(
    z.object({
      time: salonTimeSchema,
      available: z.boolean(),
      reason: z.enum([...slotUnavailableReasons, 'too-soon']).optional(),
      /** For a free time: each person's start and stylist, in the order asked. */
      seats: z.array(seatSchema).optional(),
    }),
  ),
  /** The first day this party can be booked (a private event or a bridal party needs notice). */
  firstDay: isoDateSchema,
})
export type PartyAvailability = z.infer<typeof partyAvailabilitySchema>

/** POST /parties/price: what each person pays on a date, and which offer applies. */
export const partyPriceRequestSchema = z.object({
  date: isoDateSchema,
  people: peopleSchema,
  promoCode: promoCodeSchema.optional(),
})
export type PartyPriceRequest = z.infer<typeof partyPriceRequestSchema>

const pricedSchema = z.object({ price: z.number(), discount: z.number(), total: z.number() })

/** The offer a party's prices carry, in the words the summary shows. */
const partyOfferSchema = z.object({
  kind: z.enum(['code', 'event', 'none']),
  code: z.string().optional(),
  percent: z.number().optional(),
  /** A code given that does not apply because the event's discount saves more. */
  setAside: z.string().optional(),
  text: z.string().optional(),
})
export type PartyOffer = z.infer<typeof partyOfferSchema>

export const partyPriceSchema = z.object({
  people: z.array(pricedSchema),
  offer: partyOfferSchema,
  total: z.number(),
})
export type PartyPrice = z.infer<typeof partyPriceSchema>

/** A party as booked: its people's visits (the client first), and what it carries. */
export const partySchema = z.object({
  id: z.string(),
  kind: z.enum(['together', 'event']),
  bridal: z.boolean(),
  /** A private event's welcome. */
  champagne: z.boolean(),
  offer: partyOfferSchema,
  appointments: z.array(appointmentSchema),
  /** What the people still coming pay. */
  total: z.number(),
})
export type Party = z.infer<typeof partySchema>

export const partyListSchema = z.object({ parties: z.array(partySchema) })

/** PATCH /parties/:id: the whole party to a new start. */
export const reschedulePartyRequestSchema = bookingFields.pick({ date: true, time: true })
