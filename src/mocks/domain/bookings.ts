import { db, onChange } from '../db/db'
import { needClientVisits, needDay, needParty, needVisit } from '../db/lazy-rows'
import type { AppointmentRecord, PartyRecord } from '../db/records'
import { fail } from '../failures'

// The stored bookings as the rules read them: who holds a stylist on a day, a client's own.

/** Every booking that holds a stylist, by date: worked out again only after a change. */
let holdingByDate: Map<string, AppointmentRecord[]> | null = null
onChange(['appointments'], () => {
  holdingByDate = null
})

/**
 * The appointments that hold a stylist on `date` (all clients), optionally leaving one out: all
 * but cancelled ones, since a visit that took place held its stylist too (a past day's samples).
 * Kept by date, as this runs for every availability answer over years of bookings.
 */
export function activeBookingsOn(date: string, exceptId?: string): AppointmentRecord[] {
  needDay(date)
  if (!holdingByDate) {
    holdingByDate = new Map()
    for (const appointment of db.appointments.all()) {
      if (appointment.status === 'cancelled') continue
      const day = holdingByDate.get(appointment.date)
      if (day) day.push(appointment)
      else holdingByDate.set(appointment.date, [appointment])
    }
  }
  return (holdingByDate.get(date) ?? []).filter((a) => a.id !== exceptId)
}

/** The first seat of a party: its start (the client may sit in a later wave). */
export const firstSeat = <T extends { date: string; time: string }>(people: readonly T[]): T =>
  [...people].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))[0]!

/** Whether she has booked online before (a first-visit offer is for the first). */
export function hasOwnBookings(userId: string | undefined): boolean {
  if (!userId) return false
  needClientVisits(userId)
  return Boolean(db.appointments.findFirst((q) => q.where({ userId, source: 'online' })))
}

/** Her appointment `id`, or 404. */
export function ownAppointment(id: string, userId: string): AppointmentRecord {
  needVisit(id)
  const appointment = db.appointments.findFirst((q) => q.where({ id, userId }))
  if (!appointment) throw fail.notFound('We could not find that appointment.')
  return appointment
}

/** Her party `id`, or 404. */
export function ownParty(id: string, userId: string): PartyRecord {
  const party = db.parties.findFirst((q) => q.where({ id, userId }))
  if (!party) throw fail.notFound('We could not find that party.')
  return party
}

/** The party's people, the client first, then her guests in the order she added them. */
export const membersOf = (partyId: string): AppointmentRecord[] => {
  needParty(partyId)
  const members = db.appointments.findMany((q) => q.where({ partyId }))
  return [...members.filter((m) => !m.guest), ...members.filter((m) => m.guest)]
}

/** A party's people still coming (not cancelled). */
export const comingOf = (partyId: string) =>
  membersOf(partyId).filter((m) => m.status !== 'cancelled')
