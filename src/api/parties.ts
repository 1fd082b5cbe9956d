import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from './client'
import { appointmentKeys, useBookingChange, type AppointmentScope } from './appointments'
import type {
  Appointment,
  BookPartyRequest,
  Party,
  PartyAvailabilityRequest,
  PartyPriceRequest,
  PersonVisit,
  RescheduleRequest,
} from './schemas'

// Booking together: the client and her guests as one party (docs/behaviour.md).

/** A person's visit as sent: a choice left at "None" or "Any available" is not sent. */
export const personVisitOf = (visit: {
  service: string
  secondService?: string
  addOns?: readonly string[]
  stylist?: string
  upgrade?: string
  bride?: boolean
}): PersonVisit => ({
  service: visit.service,
  secondService: visit.secondService || undefined,
  addOns: visit.addOns?.length ? [...visit.addOns] : undefined,
  stylist: visit.stylist || undefined,
  upgrade: visit.upgrade || undefined,
  bride: visit.bride || undefined,
})

/** The people still coming to a party (all of them once it is cancelled). */
export const comingTo = (party: Party): Appointment[] => {
  const coming = party.appointments.filter((a) => a.status !== 'cancelled')
  return coming.length ? coming : party.appointments
}

/** Where a party starts: its first seat (the client may sit in a later wave). */
export const partyStart = (party: Party): Appointment =>
  [...comingTo(party)].sort((a, b) =>
    `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`),
  )[0]!

const partyKeys = {
  list: (scope: AppointmentScope) => [...appointmentKeys.parties, 'list', scope] as const,
  availability: (ask: PartyAvailabilityRequest) =>
    ['availability', 'party', { ...ask, people: ask.people.map(personVisitOf) }] as const,
  price: (ask: PartyPriceRequest) =>
    ['promo', 'party', { ...ask, people: ask.people.map(personVisitOf) }] as const,
}

export const partiesQuery = (scope: AppointmentScope) =>
  queryOptions({
    queryKey: partyKeys.list(scope),
    queryFn: async () => (await request('parties', { query: { scope } })).parties,
  })

/** The times a whole party can start on a day, each with who sits where. */
export const partyAvailabilityQuery = (ask: PartyAvailabilityRequest) =>
  queryOptions({
    queryKey: partyKeys.availability(ask),
    queryFn: () =>
      request('partyAvailability', { body: { ...ask, people: ask.people.map(personVisitOf) } }),
    staleTime: 15_000,
  })

/** What each person pays on a date, and which offer applies. */
export const partyPriceQuery = (ask: PartyPriceRequest) =>
  queryOptions({
    queryKey: partyKeys.price(ask),
    queryFn: () =>
      request('partyPrice', { body: { ...ask, people: ask.people.map(personVisitOf) } }),
    retry: false,
  })

export const bookParty = (body: BookPartyRequest, idempotencyKey?: string) =>
  request('bookParty', { body }, { idempotencyKey })

export const rescheduleParty = (id: string, body: RescheduleRequest, idempotencyKey?: string) =>
  request('rescheduleParty', { params: { id }, body }, { idempotencyKey })

export const cancelParty = (id: string, idempotencyKey?: string) =>
  request('cancelParty', { params: { id } }, { idempotencyKey })

/** A party's times once everyone has a service and a date is chosen. */
export const usePartyAvailability = (ask: PartyAvailabilityRequest, enabled: boolean) =>
  useQuery({ ...partyAvailabilityQuery(ask), enabled, placeholderData: keepPreviousData })

export const usePartyPrice = (ask: PartyPriceRequest, enabled: boolean) =>
  useQuery({ ...partyPriceQuery(ask), enabled, placeholderData: keepPreviousData })

export const useBookParty = () => useBookingChange(bookParty)

export const useRescheduleParty = () =>
  useBookingChange(({ id, ...body }: RescheduleRequest & { id: string }, key: string) =>
    rescheduleParty(id, body, key),
  )

export const useCancelParty = () => useBookingChange(cancelParty)
