import { describe, expect, it } from 'vitest'
import { stylists } from '@/mocks/db/catalogue'
import type { Occupancy } from '@/mocks/domain/availability'
import { sampleAppointments } from '@/mocks/domain/samples'

const NOW = new Date('2026-11-18T15:00:00Z') // Wednesday 10:00 AM in Chantilly
const account = { id: 'user_1', name: 'Ana Garcia', email: 'ana@example.com' }
const everyStylist = (time: string, durationMinutes: number): Occupancy[] =>
  stylists.map((s) => ({ stylistId: s.id, time, durationMinutes }))
const allDay = everyStylist('09:00', 11 * 60)

const samplesWith = (bookingsOn: (date: string) => Occupancy[]) =>
  sampleAppointments(account, NOW, { stylists, bookingsOn }).map(
    ({ status, date, time, stylist }) => ({ status, date, time, stylist }),
  )

describe('the sample appointments of a new account', () => {
  it('sit at 2:00 PM a week ahead and 11:00 AM two weeks ago when the salon has room', () => {
    expect(samplesWith(() => [])).toEqual([
      { status: 'upcoming', date: '2026-11-25', time: '14:00', stylist: 'Mia Tran' },
      { status: 'completed', date: '2026-11-04', time: '11:00', stylist: 'Mia Tran' },
    ])
  })

  it('move to the nearest free time that day when every stylist holds the preferred one', () => {
    const [upcoming, past] = samplesWith((date) =>
      date === '2026-11-25' ? everyStylist('14:00', 90) : everyStylist('11:00', 45),
    )
    // 2:00-3:30 PM is taken: a 90-minute visit fits from 12:30 PM (or from 3:30 PM).
    expect(upcoming).toMatchObject({ date: '2026-11-25', time: '12:30' })
    // A 45-minute visit holds two slots, so 11:00 AM being taken leaves 10:00 AM (or 12:00 PM).
    expect(past).toMatchObject({ date: '2026-11-04', time: '10:00' })
  })

  it('move to the next day with room when the preferred day is full', () => {
    const [upcoming, past] = samplesWith((date) =>
      ['2026-11-25', '2026-11-04'].includes(date) ? allDay : [],
    )
    expect(upcoming).toMatchObject({ date: '2026-11-26', time: '14:00' })
    expect(past).toMatchObject({ date: '2026-11-03', time: '11:00' })
  })

  it('are left out when no stylist is free on any day searched', () => {
    expect(samplesWith(() => allDay)).toEqual([])
  })
})
