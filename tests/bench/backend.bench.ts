// `npm run bench`: the mock back-end under load, on its real persistence path (IndexedDB, here
// fake-indexeddb). Seeds 1,000, 10,000 and 50,000 appointments and times, for each, an
// availability query for one day, a party's times (4 and 8 people), a booking written and
// stored, and the first answer after the service worker restarts (the tables read again). Prints
// figures and how they grow; it asserts nothing about speed (budgets are read, not tested). A
// restart reads only the rows its call needs (docs/decisions/0019-read-what-is-asked.md).
import 'fake-indexeddb/auto'
import { expect, test, vi } from 'vitest'
import { clock } from '@/mocks/clock'
import { stylists } from '@/mocks/db/catalogue'
import { emptyState, db } from '@/mocks/db/db'
import { hydrate, read, replaceState, write } from '@/mocks/db/store'
import { dayAvailability } from '@/mocks/domain/availability'
import { appointmentResolvers } from '@/mocks/handlers/appointments'
import { partyResolvers } from '@/mocks/handlers/parties'
import { settleDue } from '@/mocks/handlers'
import { activeBookingsOn } from '@/mocks/domain/bookings'
import { addDaysToDate, isSunday, TIME_SLOTS } from '@/lib/salon-time'
import type { AccountRecord, AppointmentRecord } from '@/mocks/db/records'

const SIZES = [1_000, 10_000, 50_000]
const RUNS = 200
/** Restarts read every table: fewer runs. */
const RESTARTS = 20
const START = '2026-12-01'
const now = new Date('2026-11-30T14:00:00Z')
const stylistIds = stylists.map((s) => s.id)
/** The signed-in client a party's times are asked for (the endpoint needs one). */
const planner: AccountRecord = {
  id: 'user_planner',
  email: 'planner@example.com',
  name: 'Party Planner',
  createdAt: now.toISOString(),
  passwordHash: '',
  passwordSalt: '',
  emailReminders: true,
  language: 'en',
}

const openDays = Array.from({ length: 70 }, (_, i) => addDaysToDate(START, i)).filter(
  (d) => !isSunday(d),
)

function appointment(i: number): AppointmentRecord {
  const stylistId = stylistIds[i % stylistIds.length]!
  return {
    id: `appt_${i}`,
    userId: `user_${i % 500}`,
    source: 'online',
    service: 'gel-manicure',
    serviceName: 'Gel Manicure',
    services: [
      {
        value: 'gel-manicure',
        name: 'Gel Manicure',
        category: 'manicure',
        price: 45,
        priceBasis: 'fixed',
        durationMinutes: 45,
      },
    ],
    date: openDays[i % openDays.length]!,
    time: TIME_SLOTS[(i * 7) % TIME_SLOTS.length]!,
    durationMinutes: 45,
    duration: '45 min',
    stylistId,
    stylist: stylistId,
    stylistChosen: i % 2 === 0,
    status: 'upcoming',
    price: 45,
    discount: 0,
    total: 45,
    rewardDiscount: 0,
    pointsSpent: 0,
    name: 'Bench Client',
    email: `client${i % 500}@example.com`,
    phone: '7035550100',
    createdAt: now.toISOString(),
  }
}

/** Times `task` `runs` times (after `prepare`, which is not timed). */
async function time(runs: number, task: (i: number) => unknown, prepare?: (i: number) => unknown) {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    await prepare?.(i)
    const started = performance.now()
    await task(i)
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!
  return { 'median (ms)': +at(0.5).toFixed(2), 'p95 (ms)': +at(0.95).toFixed(2) }
}

test('mock back-end benchmark', { timeout: 600_000 }, async () => {
  // The day before the first bookings' reminders are due: the same work, whatever today is.
  clock.set('2026-11-29T12:00:00Z')
  const rows: Record<string, Record<string, number>> = {}
  for (const size of SIZES) {
    await hydrate({ name: `salon-bench-${size}` })
    await replaceState({
      ...emptyState(),
      appointments: Array.from({ length: size }, (_, i) => appointment(i)),
      // Every client is a Diva Rewards member: each change sets the visits to credit looking.
      loyaltyMembers: Array.from({ length: 500 }, (_, i) => ({
        id: `loyal_${i}`,
        userId: `user_${i}`,
        memberSince: '2026-01-01T00:00:00.000Z',
      })),
    })

    const availability = await time(RUNS, (i) =>
      read(() =>
        dayAvailability({
          date: openDays[i % openDays.length]!,
          durationMinutes: 45,
          bookings: activeBookingsOn(openDays[i % openDays.length]!),
          stylistIds,
          now,
        }),
      ),
    )
    // A three-service visit (120 minutes) with a chosen stylist, through the endpoint's resolver.
    const visit = await time(RUNS, (i) =>
      read(() =>
        appointmentResolvers.availability({
          query: {
            date: openDays[i % openDays.length]!,
            service: 'gel-manicure',
            secondService: 'signature-pedicure',
            addOns: 'nail-art-simple',
            stylist: 'stylist-grace',
          },
          account: null,
          body: undefined,
          params: {},
          url: new URL('http://salon.test/api/availability'),
          origin: 'http://salon.test',
          language: 'en',
          token: null,
        }),
      ),
    )
    // A party's times: each person her own stylist at once (4), or two waves back to back (8),
    // on days a private event may be booked.
    const partyDays = openDays.slice(8)
    const party = (people: number) => (i: number) =>
      read(() =>
        partyResolvers.partyAvailability({
          body: {
            date: partyDays[i % partyDays.length]!,
            people: Array.from({ length: people }, () => ({ service: 'gel-manicure' })),
          },
          ...{ account: planner, params: {}, query: undefined, token: null },
          url: new URL('http://salon.test/api/parties/availability'),
          origin: 'http://salon.test',
          language: 'en',
        }),
      )
    const partyOf4 = await time(RUNS, party(4))
    const partyOf8 = await time(RUNS, party(8))
    const booking = await time(RUNS, (i) =>
      write(() => db.appointments.create(appointment(size + i))),
    )
    // What the next call pays after a change: working out again which reminders are due and
    // which members' visits are done.
    const reminders = await time(
      RUNS,
      () => settleDue(),
      (i) => write(() => db.appointments.create(appointment(size + RUNS + i))),
    )
    expect(db.appointments.count()).toBe(size + 2 * RUNS)
    // What the service worker does when the browser starts it again: its code evaluated anew
    // (empty tables), the tables read, then the call that woke it answered (what is due first,
    // then a day's availability).
    const restart = await time(RESTARTS, async (i) => {
      vi.resetModules()
      const worker = await import('@/mocks/db/store')
      const { settleDue: due } = await import('@/mocks/handlers')
      const { appointmentResolvers: resolvers } = await import('@/mocks/handlers/appointments')
      const { clock: workerClock } = await import('@/mocks/clock')
      await worker.hydrate({ name: `salon-bench-${size}` })
      // The clock set above is this copy's own: the woken one is set to the same day.
      await workerClock.set(clock.now())
      await due()
      const date = openDays[i % openDays.length]!
      const { slots } = await worker.read(() =>
        resolvers.availability({
          query: { date, service: 'gel-manicure' },
          ...{ account: null, body: undefined, params: {}, token: null },
          url: new URL('http://salon.test/api/availability'),
          origin: 'http://salon.test',
          language: 'en',
        }),
      )
      expect(slots).toHaveLength(TIME_SLOTS.length)
    })
    expect(db.appointments.count()).toBe(size + 2 * RUNS)
    rows[`availability, ${size} (p95 ≤ 5 ms at 50,000)`] = availability
    rows[`visit availability, ${size} (p95 ≤ 20 ms at 50,000)`] = visit
    rows[`party of 4, ${size} (p95 ≤ 20 ms at 10,000)`] = partyOf4
    rows[`party of 8, ${size} (p95 ≤ 50 ms at 10,000)`] = partyOf8
    rows[`booking, ${size} (p95 ≤ 10 ms at 50,000)`] = booking
    rows[`reminders and points due after a change, ${size}`] = reminders
    rows[`first answer after a restart, ${size} (p95 ≤ 300 ms at 10,000)`] = restart
  }
  console.log(
    `\nMock back-end on IndexedDB (fake-indexeddb in Node), ${RUNS} runs each (restarts ${RESTARTS}):`,
  )
  console.table(rows)
})
