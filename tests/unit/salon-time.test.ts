import { describe, expect, it } from 'vitest'
import { formatMonthYear, formatShortDate } from '@/lib/dates'
import {
  addDaysToDate,
  closedDayReason,
  formatLongDate,
  formatTime,
  isSunday,
  openDayAfter,
  salonDateOf,
  salonDateTime,
  salonMinutesNow,
  salonToday,
  TIME_SLOTS,
  timeFromLabel,
} from '@/lib/salon-time'

// Every date on the site is a New York calendar date, whatever the zone of the machine running
// the code: vitest.config.ts runs this file in several zones.

/** The instant as UTC text (a TZDate's own toISOString carries the salon's offset). */
const instant = (date: string, slot: string) => new Date(+salonDateTime(date, slot)).toISOString()

describe('salon time', () => {
  it("today is New York's date: the evening before in Tokyo's morning, the day itself at 12:30 AM", () => {
    expect(salonToday(new Date('2026-11-22T04:59:00Z'))).toBe('2026-11-21') // Saturday 11:59 PM EST
    expect(salonToday(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22') // Sunday 12:00 AM EST
    expect(salonDateOf(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30') // 11:59 PM EDT
    expect(salonMinutesNow(new Date('2026-11-22T04:59:00Z'))).toBe(23 * 60 + 59)
  })

  it('a salon date and slot is the instant of that wall-clock time, across daylight saving', () => {
    expect(instant('2026-03-07', '09:00')).toBe('2026-03-07T14:00:00.000Z')
    expect(instant('2026-03-08', '09:00')).toBe('2026-03-08T13:00:00.000Z')
    expect(instant('2026-10-31', '19:30')).toBe('2026-10-31T23:30:00.000Z')
    expect(instant('2026-11-01', '19:30')).toBe('2026-11-02T00:30:00.000Z')
  })

  it('times travel as HH:mm and are shown to people as labels', () => {
    expect(TIME_SLOTS).toHaveLength(22)
    expect([TIME_SLOTS[0], TIME_SLOTS[7], TIME_SLOTS[21]]).toEqual(['09:00', '12:30', '19:30'])
    expect(TIME_SLOTS.map((slot) => formatTime(slot)).slice(0, 2)).toEqual(['9:00 AM', '9:30 AM'])
    expect(['12:00', '12:30', '14:30', '19:30', '00:00'].map((slot) => formatTime(slot))).toEqual([
      '12:00 PM',
      '12:30 PM',
      '2:30 PM',
      '7:30 PM',
      '12:00 AM',
    ])
    // Data stored when times travelled as labels is read back as HH:mm.
    for (const slot of TIME_SLOTS) expect(timeFromLabel(formatTime(slot))).toBe(slot)
    expect(timeFromLabel('14:30')).toBeUndefined()
  })

  it('adds calendar days across daylight saving, months and years', () => {
    expect(addDaysToDate('2026-03-07', 1)).toBe('2026-03-08')
    expect(addDaysToDate('2026-03-07', 2)).toBe('2026-03-09')
    expect(addDaysToDate('2026-10-31', 1)).toBe('2026-11-01')
    expect(addDaysToDate('2026-11-01', 1)).toBe('2026-11-02')
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDaysToDate('2027-03-01', -1)).toBe('2027-02-28')
    expect(addDaysToDate('2026-11-18', 60)).toBe('2027-01-17')
  })

  it('books from today to 60 days ahead, never on a Sunday: one rule for calendar and back-end', () => {
    const today = '2026-11-21' // a Saturday
    expect(closedDayReason('2026-11-20', today)).toBe('past')
    expect(closedDayReason(today, today)).toBeUndefined()
    expect(closedDayReason('2026-11-22', today)).toBe('closed')
    expect(closedDayReason('2027-01-20', today)).toBeUndefined() // the 60th day
    expect(closedDayReason('2027-01-21', today)).toBe('beyond-horizon')
    expect(openDayAfter(today, 1)).toBe('2026-11-23') // Sunday → Monday
    expect(openDayAfter(today, 2)).toBe('2026-11-23')
    expect(openDayAfter(today, 3)).toBe('2026-11-24')
  })

  it('names the weekday of the calendar date itself', () => {
    expect(isSunday('2026-11-22')).toBe(true)
    expect(isSunday('2026-11-21')).toBe(false)
    expect(isSunday('2026-11-23')).toBe(false)
    expect(formatLongDate('2026-11-28')).toBe('Saturday, November 28, 2026')
    expect(formatLongDate('2027-03-14')).toBe('Sunday, March 14, 2027')
    expect(formatShortDate('2026-11-01')).toBe('Sun, Nov 1, 2026')
  })

  it("a month from an instant is the salon's month", () => {
    // 11:30 PM on 31 May in New York is already June in UTC and in Tokyo.
    expect(formatMonthYear('2025-06-01T03:30:00Z')).toBe('May 2025')
    expect(formatMonthYear('2025-06-01T04:30:00Z')).toBe('June 2025')
    expect(formatMonthYear(undefined)).toBe('')
  })
})
