import { describe, expect, it } from 'vitest'
import { dayAvailability, nearestFreeTimes, type Occupancy } from '@/mocks/domain/availability'
import { isInsideNoticeWindow } from '@/mocks/domain/policy'
import { TIME_SLOTS } from '@/lib/salon-time'

const stylistIds = ['s1', 's2']
// Wednesday 18 November 2026, 10:15 AM in Chantilly (15:15 UTC).
const now = new Date('2026-11-18T15:15:00Z')
const day = (date: string, durationMinutes = 30, bookings: Occupancy[] = [], at = now) =>
  dayAvailability({ date, durationMinutes, bookings, stylistIds, now: at })
const free = (slots: ReturnType<typeof day>) => slots.filter((s) => s.available).map((s) => s.time)

describe('the slot engine', () => {
  it('offers 22 slots, 9:00 AM to 7:30 PM', () => {
    expect(TIME_SLOTS).toHaveLength(22)
    expect(TIME_SLOTS[0]).toBe('09:00')
    expect(TIME_SLOTS[21]).toBe('19:30')
    expect(free(day('2026-11-19'))).toEqual(TIME_SLOTS)
  })

  it('closes Sundays', () => {
    // The whole day, slot by slot: an empty day would not be "closed".
    expect(day('2026-11-22').map((s) => s.reason)).toEqual(TIME_SLOTS.map(() => 'closed'))
  })

  it('refuses the past in salon time, whatever the server’s own zone', () => {
    const today = day('2026-11-18')
    expect(today.find((s) => s.time === '10:00')?.reason).toBe('past')
    expect(today.find((s) => s.time === '10:30')?.available).toBe(true)
    expect(day('2026-11-17').map((s) => s.reason)).toEqual(TIME_SLOTS.map(() => 'past'))
    // 11:30 PM on the 18th in Chantilly is already the 19th in UTC: the 18th is still "today".
    const lateEvening = new Date('2026-11-19T04:30:00Z')
    expect(free(day('2026-11-19', 30, [], lateEvening))).toEqual(TIME_SLOTS)
  })

  it('takes bookings up to 60 days ahead, not beyond', () => {
    expect(day('2027-01-16').some((s) => s.available)).toBe(true) // Saturday, day 59
    // Day 61: past the horizon.
    expect(day('2027-01-18').map((s) => s.reason)).toEqual(TIME_SLOTS.map(() => 'beyond-horizon'))
  })

  it('lets a service start only if it ends by 8 PM closing', () => {
    const slots = day('2026-11-19', 90)
    expect(slots.find((s) => s.time === '18:30')?.available).toBe(true)
    expect(slots.find((s) => s.time === '19:00')?.reason).toBe('after-closing')
  })

  it('holds every slot a booking covers, and frees a slot while one stylist is free', () => {
    const oneBusy: Occupancy[] = [{ time: '10:00', durationMinutes: 45, stylistId: 's1' }]
    expect(free(day('2026-11-19', 30, oneBusy))).toEqual(TIME_SLOTS)
    const bothBusy: Occupancy[] = [
      ...oneBusy,
      { time: '10:00', durationMinutes: 45, stylistId: 's2' },
    ]
    const slots = day('2026-11-19', 30, bothBusy)
    expect(slots.find((s) => s.time === '10:00')?.reason).toBe('booked')
    expect(slots.find((s) => s.time === '10:30')?.reason).toBe('booked')
    expect(slots.find((s) => s.time === '11:00')?.available).toBe(true)
    // A 60-minute service at 9:30 would run into the 10:00 bookings.
    expect(day('2026-11-19', 60, bothBusy).find((s) => s.time === '09:30')?.reason).toBe('booked')
  })

  it('assigns the first stylist free for the whole service', () => {
    const busy: Occupancy[] = [{ time: '14:00', durationMinutes: 30, stylistId: 's1' }]
    expect(day('2026-11-19', 30, busy).find((s) => s.time === '14:00')?.stylist).toBe('s2')
    expect(day('2026-11-19', 30, busy).find((s) => s.time === '14:30')?.stylist).toBe('s1')
  })

  it('offers the nearest free times around a taken one', () => {
    const full: Occupancy[] = stylistIds.map((stylistId) => ({
      time: '14:00',
      durationMinutes: 60,
      stylistId,
    }))
    expect(nearestFreeTimes(day('2026-11-19', 30, full), '14:00', 3)).toEqual([
      '13:30',
      '13:00',
      '15:00',
    ])
  })
})

describe('the 24-hour policy', () => {
  it('counts hours to the salon-time start, across a daylight-saving change', () => {
    // Clocks go back at 2 AM on Sunday 1 November 2026: 24 real hours before Monday 2 Nov 9:00 AM EST
    // is Sunday 1 Nov 9:00 AM EST (14:00 UTC).
    const appointment = { date: '2026-11-02', time: '09:00' }
    expect(isInsideNoticeWindow(appointment, new Date('2026-11-01T13:59:00Z'))).toBe(false)
    expect(isInsideNoticeWindow(appointment, new Date('2026-11-01T14:01:00Z'))).toBe(true)
  })
})
