import { TZDate } from '@date-fns/tz'
import { localDate, localMinutes, localTime } from './i18n/format'
import { pageLanguage } from './i18n/page-language'
import type { PriceBasis } from './money'
import { salon } from './salon'

/** The salon's clock: every date and time on the site is America/New_York ("ET"). */
export const SALON_TIME_ZONE = 'America/New_York'

// Bookings follow the salon's Monday-to-Saturday hours (9:00 AM to 8:00 PM), as src/lib/salon.ts
// publishes them.
const bookingHours = salon.hours[0]
const OPENING_MINUTES = slotToMinutes(bookingHours.from)
export const CLOSING_MINUTES = slotToMinutes(bookingHours.to)
export const SLOT_MINUTES = 30
export const BOOKING_HORIZON_DAYS = 60

/** 870 → '14:30': how a time travels (ISO 8601, 24-hour, salon time). */
export const wireTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Every 30 minutes from 9:00 AM to 7:30 PM, 22 slots, as the API sends them ('09:00'…'19:30'). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 22 }, (_, i) =>
  wireTime(OPENING_MINUTES + i * SLOT_MINUTES),
)

/** Why a slot cannot be booked: the day is past, closed or too far ahead, the service would end
 * after closing, or no stylist is free. */
export const slotUnavailableReasons = [
  'past',
  'closed',
  'beyond-horizon',
  'after-closing',
  'booked',
] as const
export type SlotUnavailableReason = (typeof slotUnavailableReasons)[number]

/** '14:30' → 870 (minutes after midnight), or NaN for anything that is not an HH:mm time. */
export function slotToMinutes(slot: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(slot)
  if (!match) return Number.NaN
  return Number(match[1]) * 60 + Number(match[2])
}

/**
 * '14:30' → '2:30 PM': a time as people read it (the site's labels), in the page's language
 * ('14:30' in Vietnamese). Anything else is shown as is.
 */
export function formatTime(slot: string, language = pageLanguage()): string {
  const minutes = slotToMinutes(slot)
  if (Number.isNaN(minutes)) return slot
  if (language !== 'en') return localTime(minutes, language)
  const h = Math.floor(minutes / 60)
  return `${((h + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** '2:30 PM' → '14:30', for data written when times travelled as labels; undefined if not one. */
export function timeFromLabel(label: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  if (!match) return undefined
  const [, h, m, half] = match
  return wireTime(((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m))
}

/** A salon-local date and slot as a real instant. */
export function salonDateTime(date: string, slot: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  const minutes = slotToMinutes(slot)
  return new TZDate(y, mo - 1, d, Math.floor(minutes / 60), minutes % 60, SALON_TIME_ZONE)
}

// Reading the salon's wall clock goes straight through Intl, which every browser ships. Made on
// first use: a page's first Intl object costs a phone a long task (the browser loads its locale
// and time-zone data), and most pages that import this file only format a duration.
let wallClock: Intl.DateTimeFormat | undefined
const wallClockPart = (instant: Date, type: Intl.DateTimeFormatPartTypes) =>
  (wallClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SALON_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }))
    .formatToParts(instant)
    .find((part) => part.type === type)?.value ?? ''

/** The salon's date ('YYYY-MM-DD') at an instant, whatever the visitor's own time zone. */
export const salonDateOf = (instant: Date): string =>
  `${wallClockPart(instant, 'year')}-${wallClockPart(instant, 'month')}-${wallClockPart(instant, 'day')}`

/** Today's date in the salon. */
export const salonToday = (now: Date = new Date()): string => salonDateOf(now)

/** Minutes after midnight in the salon right now. */
export function salonMinutesNow(now: Date = new Date()): number {
  return Number(wallClockPart(now, 'hour')) * 60 + Number(wallClockPart(now, 'minute'))
}

/** A calendar date ('YYYY-MM-DD') as the UTC midnight of that day: day arithmetic with no zone in it. */
function utcDay(date: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d))
}

export function addDaysToDate(date: string, days: number): string {
  const day = utcDay(date)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

export const isSunday = (date: string) => utcDay(date).getUTCDay() === 0

/**
 * Why a salon date cannot be booked, seen from the salon's `today`, or undefined when it can:
 * the one rule the calendar and the back-end share (no past day, none beyond the 60-day
 * horizon, never a Sunday).
 */
export function closedDayReason(
  date: string,
  today: string,
): Extract<SlotUnavailableReason, 'past' | 'beyond-horizon' | 'closed'> | undefined {
  if (date < today) return 'past'
  if (date > addDaysToDate(today, BOOKING_HORIZON_DAYS)) return 'beyond-horizon'
  if (isSunday(date)) return 'closed'
  return undefined
}

/** The date `days` after `date`, or the Monday after when that is a Sunday: a day the salon opens. */
export function openDayAfter(date: string, days: number): string {
  const day = addDaysToDate(date, days)
  return isSunday(day) ? addDaysToDate(day, 1) : day
}

/** 'Saturday, November 28, 2026' (in the page's language: 'sábado, 28 de noviembre de 2026') */
export const formatLongDate = (date: string, language = pageLanguage()) =>
  localDate(date, 'long', language)
/** 'Friday, December 4': a day of the year a sentence names without its year. */
export const formatDayOfYear = (date: string, language = pageLanguage()) =>
  localDate(date, 'dayOfYear', language)

/** Minutes as text: 45 → '45 min', 90 → '90 min' ('45 phút', '45분'). */
export const formatDuration = (minutes: number, language = pageLanguage()) =>
  language === 'en' ? `${minutes} min` : localMinutes(minutes, language)

/** A service's length as the salon writes it: one with a starting price may take longer, (15, 'from') → '15+ min'. */
export const formatServiceDuration = (minutes: number, basis: PriceBasis) =>
  basis === 'from' ? formatDuration(minutes).replace(/\d+/, '$&+') : formatDuration(minutes)
