import {
  personVisitOf,
  type Agreement,
  type Appointment,
  type BookAppointmentRequest,
  type BookPartyRequest,
  type Party,
  type PersonVisit,
} from '@/api'
import { POLICY_VERSION } from '@/lib/rules'

// The booking form's values: her own visit as for one booking, and any guests she brings. With
// a guest it is a party, sent to POST /parties; alone, a visit, to POST /appointments.

/** A guest as the form holds her: every field a string, as its control shows it. */
export interface GuestDraft {
  name: string
  email: string
  service: string
  secondService: string
  addOns: string[]
  stylist: string
}

export type BookingValues = Omit<BookAppointmentRequest, 'agreement'> & {
  /** The card that holds the visit (and a party's every guest): one of hers, or '' for none yet. */
  cardId: string
  guests: GuestDraft[]
  /** "This is a bridal party". */
  bridal: boolean
  /** Who the bride is: '' (not named), 'me', or a guest's place in the list ('0', '1', …). */
  brideOf: string
}

/** A fresh form: every field empty, as its control shows it. */
export const emptyBooking = (): BookingValues => ({
  name: '',
  email: '',
  phone: '',
  service: '',
  secondService: '',
  addOns: [],
  stylist: '',
  date: '',
  time: '',
  notes: '',
  promoCode: '',
  useReward: false,
  upgrade: '',
  cardId: '',
  guests: [],
  bridal: false,
  brideOf: '',
})

/** What was booked: one visit, or a party and its people's visits. */
export type Booked =
  { appointment: Appointment; party?: undefined } | { party: Party; appointment?: undefined }

export const emptyGuest = (): GuestDraft => ({
  name: '',
  email: '',
  service: '',
  secondService: '',
  addOns: [],
  stylist: '',
})

/** Each person's visit, hers first (with her free upgrade), with who is the bride. */
export function peopleOf(
  values: Pick<BookingValues, 'guests' | 'bridal' | 'brideOf'> & PersonVisit,
): PersonVisit[] {
  const bride = (who: string) => (values.bridal && values.brideOf === who) || undefined
  return [
    personVisitOf({ ...values, bride: bride('me') }),
    ...values.guests.map((guest, i) =>
      personVisitOf({ ...guest, upgrade: undefined, bride: bride(String(i)) }),
    ),
  ]
}

/** The policy she agrees to by booking: this visit's fee, held by the card she chose. */
export const agreementOf = (
  values: Pick<BookingValues, 'cardId'>,
  feeCents: number,
): Agreement => ({
  policyVersion: POLICY_VERSION,
  feeCents,
  cardId: values.cardId,
})

/** The visit the form's values book when she comes alone, with the fee she agrees to. */
export function visitRequestOf(
  {
    guests: _guests,
    bridal: _bridal,
    brideOf: _brideOf,
    cardId: _cardId,
    ...values
  }: BookingValues,
  agreement: Agreement,
): BookAppointmentRequest {
  return {
    ...values,
    agreement,
    // A choice left at "None" or "Any available" is not sent.
    secondService: values.secondService || undefined,
    addOns: values.addOns?.length ? values.addOns : undefined,
    stylist: values.stylist || undefined,
    promoCode: values.promoCode?.trim() || undefined,
    useReward: values.useReward || undefined,
    upgrade: values.upgrade || undefined,
  }
}

/** The party the form's values book (her details, her visit, her guests'), all held by her card. */
export function partyRequestOf(values: BookingValues, agreement: Agreement): BookPartyRequest {
  const [first, ...guests] = peopleOf(values)
  // Her upgrade travels as the booking's own field; a guest has none.
  const { upgrade: _upgrade, ...own } = first!
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    date: values.date,
    time: values.time,
    notes: values.notes,
    promoCode: values.promoCode?.trim() || undefined,
    useReward: values.useReward || undefined,
    upgrade: values.upgrade || undefined,
    ...own!,
    bridal: values.bridal || undefined,
    agreement,
    guests: values.guests.map((guest, i) => ({
      ...guests[i]!,
      name: guest.name,
      email: guest.email.trim() || undefined,
    })),
  }
}
