import type { SlotUnavailableReason } from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import {
  BOOKING_HORIZON_DAYS,
  formatDayOfYear,
  formatLongDate,
  formatTime,
  slotToMinutes,
} from '@/lib/salon-time'
import { clock } from '../clock'
import { fail } from '../failures'
import { say, serviceNameIn, type Text } from '../language'
import { dayAvailability, nearestFreeTimes } from './availability'
import { activeBookingsOn } from './bookings'

// Whether a visit can sit at a time: a stylist free for all of it, and the client in one chair.

/** Why a time cannot be booked, as the client is told (a taken time gets 409 instead). */
export const unavailableMessages: Record<Exclude<SlotUnavailableReason, 'booked'>, Text> = {
  past: say('That time has already passed. Please choose a later time.'),
  closed: say('We are not taking bookings on Sundays. Please choose another day.'),
  'beyond-horizon': say(
    'We take bookings up to {days, plural, one {# day} other {# days}} ahead. Please choose an earlier date.',
    { days: BOOKING_HORIZON_DAYS },
  ),
  'after-closing': say(
    'That service would run past our 8PM closing time. Please choose an earlier time.',
  ),
}

/** The day's slots for a visit of `durationMinutes` by one of `stylistIds`, `exceptId` set aside. */
export const daySlots = (
  date: string,
  durationMinutes: number,
  stylistIds: readonly string[],
  exceptId?: string,
) =>
  dayAvailability({
    date,
    durationMinutes,
    bookings: activeBookingsOn(date, exceptId),
    stylistIds,
    now: clock.now(),
  })

/**
 * Finds a stylist (of `stylistIds`) free for the whole visit at the slot, or explains (409 with
 * the nearest free times, or 422) why not, in the caller's `language`.
 */
export function claimSlot(
  visit: { date: string; time: string; durationMinutes: number },
  stylistIds: readonly string[],
  language: Language,
  exceptId?: string,
) {
  const { date, time } = visit
  const slots = daySlots(date, visit.durationMinutes, stylistIds, exceptId)
  const slot = slots.find((s) => s.time === time)
  if (slot?.available && slot.stylist) return slot.stylist
  if (slot?.reason && slot.reason !== 'booked') throw fail.rule(unavailableMessages[slot.reason])
  throw fail.conflict(
    say('Sorry, {time} on {date} was just booked. Please choose another time.', {
      time: formatTime(time, language),
      date: formatLongDate(date, language),
    }),
    nearestFreeTimes(slots, time),
  )
}

/**
 * One person, one chair: refuses (409) a visit that overlaps another of the same account under
 * the same client name, and offers the nearest times when she and a stylist are both free. A
 * visit booked under another name (a friend beside her) is hers to book. The refusal is in the
 * caller's `language`.
 */
export function assertOneChair(
  visit: { userId: string; name: string; date: string; time: string; durationMinutes: number },
  stylistIds: readonly string[],
  language: Language,
  exceptId?: string,
) {
  const client = visit.name.trim().toLowerCase()
  const hers = activeBookingsOn(visit.date, exceptId).filter(
    (a) => a.userId === visit.userId && a.name.trim().toLowerCase() === client,
  )
  const clashAt = (time: string) => {
    const start = slotToMinutes(time)
    return hers.find(
      (a) =>
        slotToMinutes(a.time) < start + visit.durationMinutes &&
        start < slotToMinutes(a.time) + a.durationMinutes,
    )
  }
  const clash = clashAt(visit.time)
  if (!clash) return
  const slots = daySlots(visit.date, visit.durationMinutes, stylistIds, exceptId).map((slot) =>
    clashAt(slot.time) ? { ...slot, available: false } : slot,
  )
  throw fail.conflict(
    say('You already have a visit at that time: {service}, {time} on {date}', {
      service: serviceNameIn(clash, language),
      time: formatTime(clash.time, language),
      date: formatDayOfYear(clash.date, language),
    }),
    nearestFreeTimes(slots, visit.time),
  )
}
