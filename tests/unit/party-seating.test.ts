import { describe, expect, it } from 'vitest'
import type { Occupancy } from '@/mocks/domain/availability'
import { partyAvailability, wavePlans, type Sitter } from '@/mocks/domain/party-seating'

const team = ['s1', 's2', 's3', 's4']
// Wednesday 18 November 2026, 10:15 AM in Chantilly; the party comes on Thursday the 19th.
const now = new Date('2026-11-18T15:15:00Z')
const any = (durationMinutes = 45): Sitter => ({ durationMinutes, stylistIds: team })
const named = (stylistId: string, durationMinutes = 45): Sitter => ({
  durationMinutes,
  stylistIds: [stylistId],
})
const booked = (stylistId: string, time: string, durationMinutes = 60): Occupancy => ({
  stylistId,
  time,
  durationMinutes,
})
const day = (people: Sitter[], bookings: Occupancy[] = [], teamIds = team) =>
  partyAvailability({ date: '2026-11-19', people, bookings, teamIds, now })
const at = (slots: ReturnType<typeof day>, time: string) => slots.find((s) => s.time === time)!
const seatsAt = (slots: ReturnType<typeof day>, time: string) => {
  const slot = at(slots, time)
  return slot.available ? slot.seats : undefined
}

describe('seating a party side by side', () => {
  it('seats two friends at one time, each with her own stylist', () => {
    const seats = seatsAt(day([any(), any()]), '10:00')!
    expect(seats.map((s) => s.time)).toEqual(['10:00', '10:00'])
    expect(new Set(seats.map((s) => s.stylistId)).size).toBe(2)
  })

  it('gives a person who named a stylist that stylist, and the others the rest', () => {
    // Seated in order, the first person would take s1 and leave the second without her stylist.
    const seats = seatsAt(day([any(), named('s1')], [], ['s1', 's2']), '10:00')!
    expect(seats.map((s) => s.stylistId)).toEqual(['s2', 's1'])
  })

  it('shows a time that fits fewer people than the party as taken', () => {
    const bookings = [booked('s1', '10:00'), booked('s2', '10:00'), booked('s3', '10:00')]
    const slots = day([any(), any()], bookings)
    expect(at(slots, '10:00')).toEqual({ time: '10:00', available: false, reason: 'booked' })
    expect(at(slots, '11:00').available).toBe(true)
    // One person alone still fits at 10:00.
    expect(at(day([any()], bookings), '10:00').available).toBe(true)
  })

  it('never seats two people with one stylist, even when both named her', () => {
    const slots = day([named('s2'), named('s2')])
    expect(slots.every((s) => !s.available)).toBe(true)
  })

  it('gives the bride the preferred stylist when she is free, and another when not', () => {
    const bride: Sitter = { ...any(), preferred: 's1' }
    expect(seatsAt(day([any(), bride]), '10:00')!.map((s) => s.stylistId)).toEqual(['s2', 's1'])
    const busy = day([any(), bride], [booked('s1', '10:00')])
    expect(seatsAt(busy, '10:00')![1]!.stylistId).not.toBe('s1')
  })

  it('ends by closing time: a visit that would run past 8 PM is not offered', () => {
    const slots = day([any(), any(90)])
    expect(at(slots, '18:30').available).toBe(true)
    expect(at(slots, '19:00')).toMatchObject({ available: false, reason: 'after-closing' })
  })
})

describe('seating a private event in waves', () => {
  it('seats six people in two waves, the second as the first ends', () => {
    const seats = seatsAt(day(Array.from({ length: 6 }, () => any())), '10:00')!
    const times = seats.map((s) => s.time)
    expect(times.filter((t) => t === '10:00')).toHaveLength(4)
    expect(times.filter((t) => t === '11:00')).toHaveLength(2)
    for (const time of ['10:00', '11:00']) {
      const stylists = seats.filter((s) => s.time === time).map((s) => s.stylistId)
      expect(new Set(stylists).size).toBe(stylists.length)
    }
  })

  it('keeps the span as short as the chairs allow: the long visits sit together', () => {
    const people = [any(90), any(30), any(30), any(30), any(30), any(90)]
    const [shortest] = wavePlans(people, 4)
    expect(shortest!.length).toBe(120)
    const seats = seatsAt(day(people), '10:00')!
    expect(seats[0]!.time).toBe(seats[5]!.time)
  })

  it('moves a wave to a later plan when a stylist is busy, or shows the time as taken', () => {
    const people = Array.from({ length: 8 }, () => any(30))
    // Four chairs at 10:00 and at 10:30 are needed; one stylist is busy at 10:30.
    expect(at(day(people, [booked('s4', '10:30', 30)]), '10:00').available).toBe(false)
    expect(at(day(people), '10:00').available).toBe(true)
  })

  it('has no plan for more people than two waves of the team', () => {
    expect(
      wavePlans(
        Array.from({ length: 9 }, () => any()),
        4,
      ),
    ).toEqual([])
  })
})
