import type { JoinWaitlistRequest, WaitlistEntry } from '@/api/schemas'
import { closedDayReason, salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { db, newId } from '../db/db'
import type { AccountRecord, AppointmentRecord, WaitlistRecord } from '../db/records'
import { fail } from '../failures'
import { dayAvailability } from './availability'
import { activeBookingsOn } from './bookings'
import { hasStarted } from './policy'
import { unavailableMessages } from './slots'
import { stylistName, stylistsFor, teamIds } from './team'
import { visitMinutes, visitName } from './visit'
import { resolveVisit } from './visit-choice'

// The waitlist: a client asks to be told when a time opens on a day that is full for her visit.
// A cancellation or a move that frees a matching time tells the first one waiting, once; the
// time is not held for her. An entry lasts until the end of its day.

const waitlistMessages = {
  duplicate: 'You are already on the waitlist for this visit on that day.',
  notFound: 'We could not find that waitlist entry.',
  pastDay: 'That day has already passed. Please choose a later date.',
} as const

const toEntry = ({
  userId: _u,
  email: _e,
  name: _n,
  toldAt: _t,
  position: _p,
  ...entry
}: WaitlistRecord) => entry satisfies WaitlistEntry

/**
 * The entries still alive, first come first: their day has not ended, and a time they were told
 * of has not passed.
 */
export const waitingList = () => {
  const now = clock.now()
  const today = salonToday(now)
  return db.waitlist
    .all()
    .filter(
      (entry) =>
        entry.date >= today &&
        !(entry.openedTime && hasStarted({ date: entry.date, time: entry.openedTime }, now)),
    )
    .sort((a, b) => a.position - b.position)
}

/** Her entries, by day. */
export const wishesOf = (userId: string) =>
  waitingList()
    .filter((entry) => entry.userId === userId)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(toEntry)

const sameVisit = (a: { services: { value: string }[] }, b: { services: { value: string }[] }) =>
  a.services.map((l) => l.value).join(',') === b.services.map((l) => l.value).join(',')

/** An entry told of a time: the time and the stylist free then are on it. */
export type ToldEntry = WaitlistRecord & { openedTime: string }

/**
 * After `was` was cancelled or moved (the data already changed): the first client waiting on its
 * day for whom a time opened that was not free before, and only her, marked as told; her mail is
 * the caller's to send.
 */
export async function openingAfter(was: AppointmentRecord): Promise<ToldEntry | undefined> {
  const waiting = waitingList().filter(
    (entry) => entry.date === was.date && !entry.toldAt && entry.userId !== was.userId,
  )
  if (!waiting.length) return undefined
  const now = clock.now()
  const after = activeBookingsOn(was.date)
  const before = [...after.filter((b) => b.id !== was.id), was]
  for (const entry of waiting) {
    const ask = {
      date: entry.date,
      durationMinutes: visitMinutes(entry.services),
      stylistIds: entry.stylistId ? [entry.stylistId] : teamIds(),
      now,
    }
    const freeBefore = new Set(
      dayAvailability({ ...ask, bookings: before })
        .filter((s) => s.available)
        .map((s) => s.time),
    )
    const opened = dayAvailability({ ...ask, bookings: after }).find(
      (s) =>
        s.available &&
        s.stylist &&
        !freeBefore.has(s.time) &&
        (!entry.time || s.time === entry.time),
    )
    if (!opened) continue
    const told = await db.waitlist.update((q) => q.where({ id: entry.id }), {
      data(record) {
        record.toldAt = now.toISOString()
        record.openedTime = opened.time
        record.openedStylist = stylistName(opened.stylist!)
      },
    })
    return told as ToldEntry
  }
  return undefined
}

/** Booking a visit fulfils the client's entries for the same visit on that day. */
export function fulfilWaitlistEntries(
  userId: string,
  visit: { date: string; services: { value: string }[] },
) {
  // A copy: all() is the live list, and a delete while walking it skips the next entry.
  for (const entry of [...db.waitlist.all()])
    if (entry.userId === userId && entry.date === visit.date && sameVisit(entry, visit))
      db.waitlist.delete(entry)
}

/** Puts her on the list for a day (and a time, or any), unless she is on it already for that. */
export async function joinWaitlist(body: JoinWaitlistRequest, account: AccountRecord) {
  const services = resolveVisit(body)
  const stylistIds = stylistsFor(body.stylist)
  const now = clock.now()
  const closed = closedDayReason(body.date, salonToday(now))
  if (closed)
    throw fail.rule(closed === 'past' ? waitlistMessages.pastDay : unavailableMessages[closed])
  const durationMinutes = visitMinutes(services)
  if (body.time) {
    const slot = dayAvailability({
      date: body.date,
      durationMinutes,
      bookings: [],
      stylistIds,
      now,
    }).find((s) => s.time === body.time)
    if (slot?.reason && slot.reason !== 'booked') throw fail.rule(unavailableMessages[slot.reason])
  }
  const stylistId = body.stylist || undefined
  const entry = { date: body.date, time: body.time, services, stylistId }
  const already = waitingList().some(
    (w) =>
      w.userId === account.id &&
      !w.toldAt &&
      w.date === entry.date &&
      w.time === entry.time &&
      w.stylistId === entry.stylistId &&
      sameVisit(w, entry),
  )
  if (already) throw fail.conflict(waitlistMessages.duplicate)
  const record = await db.waitlist.create({
    // The ids' prefix predates the word "entry"; stored entries keep theirs.
    id: newId('wish'),
    userId: account.id,
    email: account.email,
    name: account.name,
    ...entry,
    service: services[0]!.value,
    serviceName: visitName(services),
    stylist: stylistId ? stylistName(stylistId) : undefined,
    createdAt: now.toISOString(),
    position: Math.max(0, ...db.waitlist.all().map((w) => w.position + 1)),
  })
  return toEntry(record)
}

/** Takes her entry `id` off the list, or 404. */
export function leaveWaitlist(id: string, userId: string) {
  const entry = db.waitlist.findFirst((q) => q.where({ id, userId }))
  if (!entry) throw fail.notFound(waitlistMessages.notFound)
  db.waitlist.delete((q) => q.where({ id: entry.id }))
}
