import type { WaitlistWish } from '@/api/schemas'
import { wishBookingPath } from '@/lib/booking-link'
import { salon } from '@/lib/salon'
import { closedDayReason, formatLongDate, formatTime, salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { AppointmentRecord, WaitlistRecord } from '../db/records'
import { dayAvailability } from '../domain/availability'
import { hasStarted } from '../domain/policy'
import { visitMinutes, visitName } from '../domain/visit'
import { fail, type Resolvers } from '../http'
import { letter, visitLinesText } from './letters'
import {
  activeBookingsOn,
  resolveVisit,
  sendMail,
  stylistName,
  stylistsFor,
  unavailableMessages,
} from './shared'

// The waitlist: a client asks to be told when a time opens on a day that is full for her visit.
// A cancellation or a move that frees a matching time tells the first one waiting, once; the
// time is not held for her. A wish lasts until the end of its day.

const waitlistMessages = {
  duplicate: 'You are already on the waitlist for this visit on that day.',
  notFound: 'We could not find that waitlist entry.',
  pastDay: 'That day has already passed. Please choose a later date.',
} as const

const toWish = ({
  userId: _u,
  email: _e,
  name: _n,
  toldAt: _t,
  position: _p,
  ...wish
}: WaitlistRecord) => wish satisfies WaitlistWish

/**
 * The wishes still alive, first come first: their day has not ended, and a time they were told
 * of has not passed.
 */
export const waitingList = () => {
  const now = clock.now()
  const today = salonToday(now)
  return db.waitlist
    .all()
    .filter(
      (wish) =>
        wish.date >= today &&
        !(wish.openedTime && hasStarted({ date: wish.date, time: wish.openedTime }, now)),
    )
    .sort((a, b) => a.position - b.position)
}

const sameVisit = (a: { services: { value: string }[] }, b: { services: { value: string }[] }) =>
  a.services.map((l) => l.value).join(',') === b.services.map((l) => l.value).join(',')

/**
 * After `was` was cancelled or moved (the data already changed): tells the first client waiting
 * on its day for whom a time opened that was not free before, and only her.
 */
export async function tellWaitlist(was: AppointmentRecord): Promise<void> {
  const waiting = waitingList().filter(
    (wish) => wish.date === was.date && !wish.toldAt && wish.userId !== was.userId,
  )
  if (!waiting.length) return
  const now = clock.now()
  const after = activeBookingsOn(was.date)
  const before = [...after.filter((b) => b.id !== was.id), was]
  for (const wish of waiting) {
    const ask = {
      date: wish.date,
      durationMinutes: visitMinutes(wish.services),
      stylistIds: wish.stylistId ? [wish.stylistId] : stylists.map((s) => s.id),
      now,
    }
    const freeBefore = new Set(
      dayAvailability({ ...ask, bookings: before })
        .filter((s) => s.available)
        .map((s) => s.time),
    )
    const opened = dayAvailability({ ...ask, bookings: after }).find(
      (s) =>
        s.available && s.stylist && !freeBefore.has(s.time) && (!wish.time || s.time === wish.time),
    )
    if (!opened) continue
    const told = (await db.waitlist.update((q) => q.where({ id: wish.id }), {
      data(record) {
        record.toldAt = now.toISOString()
        record.openedTime = opened.time
        record.openedStylist = stylistName(opened.stylist!)
      },
    }))!
    await sendMail({
      kind: 'waitlist-opening',
      to: told.email,
      subject: `A time opened: ${told.serviceName} on ${formatLongDate(told.date)} at ${formatTime(opened.time)} ET`,
      body: letter(told.name, [
        `A time you asked about has opened: ${formatLongDate(told.date)} at ${formatTime(opened.time)} ET with ${told.openedStylist}.`,
        ...visitLinesText({ services: told.services, durationMinutes: ask.durationMinutes }),
        '',
        'We do not hold the time: whoever books first gets it.',
        `Book it at ${salon.siteUrl}${wishBookingPath(told)} or call us at ${salon.headerPhone}.`,
      ]),
    })
    return
  }
}

/** Booking a visit fulfils the client's wishes for the same visit on that day. */
export function fulfilWishes(
  userId: string,
  visit: { date: string; services: { value: string }[] },
) {
  // A copy: all() is the live list, and a delete while walking it skips the next wish.
  for (const wish of [...db.waitlist.all()])
    if (wish.userId === userId && wish.date === visit.date && sameVisit(wish, visit))
      db.waitlist.delete(wish)
}

export const waitlistResolvers = {
  waitlist: ({ account }) => ({
    wishes: waitingList()
      .filter((wish) => wish.userId === account!.id)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(toWish),
  }),

  joinWaitlist: {
    unsaved: 'We could not add you to the waitlist. Please try again.',
    resolve: async ({ body, account }) => {
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
        if (slot?.reason && slot.reason !== 'booked')
          throw fail.rule(unavailableMessages[slot.reason])
      }
      const stylistId = body.stylist || undefined
      const wish = {
        date: body.date,
        time: body.time,
        services,
        stylistId,
      }
      const already = waitingList().some(
        (w) =>
          w.userId === account!.id &&
          !w.toldAt &&
          w.date === wish.date &&
          w.time === wish.time &&
          w.stylistId === wish.stylistId &&
          sameVisit(w, wish),
      )
      if (already) throw fail.conflict(waitlistMessages.duplicate)
      const record = await db.waitlist.create({
        id: newId('wish'),
        userId: account!.id,
        email: account!.email,
        name: account!.name,
        ...wish,
        service: services[0]!.value,
        serviceName: visitName(services),
        stylist: stylistId ? stylistName(stylistId) : undefined,
        createdAt: now.toISOString(),
        position: Math.max(0, ...db.waitlist.all().map((w) => w.position + 1)),
      })
      return toWish(record)
    },
  },

  leaveWaitlist: {
    unsaved: 'We could not remove you from the waitlist. Please try again.',
    resolve: ({ params, account }) => {
      const wish = db.waitlist.findFirst((q) => q.where({ id: params.id!, userId: account!.id }))
      if (!wish) throw fail.notFound(waitlistMessages.notFound)
      db.waitlist.delete((q) => q.where({ id: wish.id }))
    },
  },
} satisfies Partial<Resolvers>
