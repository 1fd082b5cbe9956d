import type { Availability, SlotUnavailableReason } from '@/api/schemas'
import {
  closedDayReason,
  CLOSING_MINUTES,
  salonMinutesNow,
  salonToday,
  SLOT_MINUTES,
  slotToMinutes,
  TIME_SLOTS,
} from '@/lib/salon-time'

/** What the slot engine needs to know of a booking. */
export interface Occupancy {
  time: string
  durationMinutes: number
  stylistId: string
}

/** A service holds every 30-minute slot it touches: 45 minutes from 9:00 holds 9:00 and 9:30. */
export const span = (startMinutes: number, durationMinutes: number) => ({
  start: startMinutes,
  end: startMinutes + Math.ceil(durationMinutes / SLOT_MINUTES) * SLOT_MINUTES,
})

/** The first stylist (in the given order) free for the whole of [start, start + duration). */
function freeStylist(
  startMinutes: number,
  durationMinutes: number,
  bookings: readonly Occupancy[],
  stylistIds: readonly string[],
): string | undefined {
  const wanted = span(startMinutes, durationMinutes)
  return stylistIds.find((stylistId) =>
    bookings.every((b) => {
      if (b.stylistId !== stylistId) return true
      const held = span(slotToMinutes(b.time), b.durationMinutes)
      return held.end <= wanted.start || held.start >= wanted.end
    }),
  )
}

/** Why a whole day cannot be booked, or undefined when it can. */
function dayClosedReason(date: string, now: Date): SlotUnavailableReason | undefined {
  return closedDayReason(date, salonToday(now))
}

/**
 * The slot engine: Mon–Sat, 9:00 AM to 7:30 PM every 30 minutes, never in the past (salon
 * time), ending by closing time, free while at least one stylist is free for the whole service.
 */
export function dayAvailability(args: {
  date: string
  durationMinutes: number
  bookings: readonly Occupancy[]
  stylistIds: readonly string[]
  now: Date
}): Availability['slots'] {
  const { date, durationMinutes, bookings, stylistIds, now } = args
  const closed = dayClosedReason(date, now)
  const isToday = date === salonToday(now)
  const nowMinutes = salonMinutesNow(now)

  return TIME_SLOTS.map((time) => {
    const start = slotToMinutes(time)
    let reason: SlotUnavailableReason | undefined = closed
    if (!reason && isToday && start <= nowMinutes) reason = 'past'
    if (!reason && start + durationMinutes > CLOSING_MINUTES) reason = 'after-closing'
    const stylistId = reason ? undefined : freeStylist(start, durationMinutes, bookings, stylistIds)
    if (!reason && !stylistId) reason = 'booked'
    return reason
      ? { time, available: false, reason }
      : { time, available: true, stylist: stylistId }
  })
}

/** The free times nearest to `time`, closest first: what a 409 offers instead. */
export function nearestFreeTimes(slots: Availability['slots'], time: string, count = 3): string[] {
  const target = slotToMinutes(time)
  return slots
    .filter((s) => s.available)
    .sort(
      (a, b) => Math.abs(slotToMinutes(a.time) - target) - Math.abs(slotToMinutes(b.time) - target),
    )
    .slice(0, count)
    .map((s) => s.time)
}
