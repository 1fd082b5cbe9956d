// The rules of booking together (docs/behaviour.md, Booking together), zod-free so the form can
// say them before sending; the back-end refuses with the same words (a party booked too soon:
// tooSoonMessage in src/mocks/domain/party-booking.ts, with the days from noticeDays).
import { openDayAfter } from '@/lib/salon-time'

export const partyRules = {
  /** Guests besides the client who books. */
  maxGuests: 7,
  /** People who sit at once, one per stylist: a larger party sits in two waves. */
  sideBySide: 4,
  /** From this many people a party is a private event. */
  eventSize: 5,
  eventPercent: 10,
  /** Days ahead a private event, and a bridal party, must be booked. */
  eventNoticeDays: 7,
  bridalNoticeDays: 14,
  /** The free add-on of the birthday treat. */
  birthdayAddOn: 'nail-art-simple',
} as const

export type PartyKind = 'together' | 'event'

/** A party of this many people (the client included) is a private event. */
export const isEvent = (size: number) => size >= partyRules.eventSize

/** How many days ahead a party must be booked (0: no notice). */
export const noticeDays = (size: number, bridal: boolean) =>
  bridal ? partyRules.bridalNoticeDays : isEvent(size) ? partyRules.eventNoticeDays : 0

/** The first day a party can be booked, from the salon's `today`. */
export const firstPartyDay = (today: string, size: number, bridal: boolean) =>
  openDayAfter(today, noticeDays(size, bridal))

export const partyMessages = {
  guestNameMissing: 'Please enter your guest’s name',
  namesRepeat: 'Each person needs her own name: one person holds one chair.',
  tooManyGuests: `A party can bring up to ${partyRules.maxGuests} guests.`,
  brideTwice: 'Only one person can be the bride.',
  stylistTwice:
    'A stylist sees one of you at a time: please choose another stylist or Any available.',
  movesTogether: 'A party moves together: reschedule the whole party.',
  ownVisitInParty: 'Your own visit holds the party together: cancel the whole party, or a guest.',
} as const
