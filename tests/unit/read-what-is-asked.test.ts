import 'fake-indexeddb/auto'
import { afterEach, beforeAll, expect, it as test, vi } from 'vitest'
import { addDaysToDate, isSunday, TIME_SLOTS } from '@/lib/salon-time'
import { stylists } from '@/mocks/db/catalogue'
import type { AccountRecord, AppointmentRecord } from '@/mocks/db/records'

// The back-end reads what a call asks for (docs/decisions/0019-read-what-is-asked.md): after a
// restart over many stored visits, a day's times read that day's rows, a client's list hers, a
// visit by id that one, and the reminders due are found by day through the `date` index. Each
// answer is the one a back-end holding every row gives.

const DATABASE = `salon-lazy-${crypto.randomUUID()}`
const SIZE = 2_000
const CLIENTS = 60
const START = '2026-12-01'
const openDays = Array.from({ length: 50 }, (_, i) => addDaysToDate(START, i)).filter(
  (d) => !isSunday(d),
)
const stylistIds = stylists.map((s) => s.id)

const client = (i: number): AccountRecord => ({
  id: `user_${i}`,
  email: `client${i}@example.com`,
  name: `Client ${i}`,
  createdAt: '2026-11-01T12:00:00.000Z',
  passwordHash: '',
  passwordSalt: '',
  emailReminders: true,
  language: 'en',
})

function appointment(i: number): AppointmentRecord {
  const stylistId = stylistIds[i % stylistIds.length]!
  return {
    id: `appt_${i}`,
    userId: `user_${i % CLIENTS}`,
    source: 'online',
    service: 'gel-manicure',
    serviceName: 'Gel Manicure',
    services: [
      {
        ...{ value: 'gel-manicure', name: 'Gel Manicure', category: 'manicure' },
        ...{ price: 45, priceBasis: 'fixed', durationMinutes: 45 },
      },
    ],
    date: openDays[i % openDays.length]!,
    time: TIME_SLOTS[(i * 7) % TIME_SLOTS.length]!,
    durationMinutes: 45,
    duration: '45 min',
    stylistId,
    stylist: stylistId,
    stylistChosen: false,
    status: 'upcoming',
    ...{ price: 45, discount: 0, total: 45, rewardDiscount: 0, pointsSpent: 0 },
    name: `Client ${i % CLIENTS}`,
    email: `client${i % CLIENTS}@example.com`,
    phone: '7035550100',
    createdAt: '2026-11-01T12:00:00.000Z',
  }
}
const stored = Array.from({ length: SIZE }, (_, i) => appointment(i))

/** Waking a copy and seeding thousands of rows takes a while on a busy machine. */
const it = (name: string, fn: () => Promise<void>) => test(name, { timeout: 30_000 }, fn)

/** One copy of the back-end (its own modules), woken on the shared database. */
async function wake() {
  vi.resetModules()
  const store = await import('@/mocks/db/store')
  const { db } = await import('@/mocks/db/db')
  const { clock } = await import('@/mocks/clock')
  const { appointmentResolvers } = await import('@/mocks/handlers/appointments')
  const { ownAppointment } = await import('@/mocks/domain/bookings')
  const { dueReminders } = await import('@/mocks/domain/reminders')
  const { needEverything } = await import('@/mocks/db/lazy-rows')
  await store.hydrate({ name: DATABASE })
  await clock.set('2026-11-30T17:00:00Z')
  const call = { body: undefined, params: {}, token: null, origin: 'http://salon.test' } as const
  return {
    store,
    db,
    /** The rows of appointments this copy holds in memory. */
    inMemory: () => db.appointments.all().map((a) => a.id),
    availability: (date: string) =>
      store.read(() =>
        appointmentResolvers.availability({
          ...call,
          query: { date, service: 'gel-manicure' },
          account: null,
          url: new URL('http://salon.test/api/availability'),
          language: 'en',
        }),
      ),
    list: (account: AccountRecord, scope: 'upcoming' | 'past') =>
      store.read(() =>
        appointmentResolvers.appointments({
          ...call,
          query: { scope },
          account,
          url: new URL('http://salon.test/api/appointments'),
          language: 'en',
        }),
      ),
    visit: (id: string, userId: string) => store.read(() => ({ ...ownAppointment(id, userId) })),
    due: () => store.read(() => dueReminders().map((a) => a.id)),
    everything: () => store.read(needEverything),
  }
}

type Copy = Awaited<ReturnType<typeof wake>>

/** A copy holding every row, as the back-end did before it read on first use. */
let whole: Copy
beforeAll(async () => {
  whole = await wake()
  const { emptyState } = await import('@/mocks/db/db')
  await whole.store.replaceState({
    ...emptyState(),
    accounts: Array.from({ length: CLIENTS }, (_, i) => client(i)),
    appointments: stored,
  })
}, 60_000)

/** Every read of rows in IndexedDB: its store, and how ('by date', 'by key', 'whole'). */
let reads: string[] = []
afterEach(() => {
  vi.restoreAllMocks()
  reads = []
})
function watchReads() {
  const fromStore = IDBObjectStore.prototype.getAll
  const fromIndex = IDBIndex.prototype.getAll
  vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(function (
    this: IDBObjectStore,
    ...args
  ) {
    reads.push(`${this.name} ${args[0] === undefined ? 'whole' : 'by key'}`)
    return fromStore.apply(this, args)
  })
  vi.spyOn(IDBIndex.prototype, 'getAll').mockImplementation(function (this: IDBIndex, ...args) {
    reads.push(`${this.objectStore.name} by ${this.name}`)
    return fromIndex.apply(this, args)
  })
}

it('reads no appointment on waking, and the accounts whole', async () => {
  watchReads()
  const copy = await wake()
  expect(copy.inMemory()).toEqual([])
  expect(copy.db.accounts.count()).toBe(CLIENTS)
  expect(reads).toContain('accounts whole')
  expect(reads.filter((r) => /^(appointments|outbox) /.test(r))).toEqual([])
})

it("answers a day's times from that day's rows only, as a back-end holding every row does", async () => {
  const copy = await wake()
  const date = openDays[7]!
  watchReads()
  const answer = await copy.availability(date)
  expect(reads).toEqual(['appointments by date'])
  const ofTheDay = stored.filter((a) => a.date === date).map((a) => a.id)
  expect(ofTheDay.length).toBeGreaterThan(0)
  expect(copy.inMemory().sort()).toEqual(ofTheDay.sort())
  expect(answer).toEqual(await whole.availability(date))
  // Asked again, the day is in memory already: nothing is read.
  await copy.availability(date)
  expect(reads).toHaveLength(1)
})

it('answers her list from her rows only', async () => {
  const copy = await wake()
  const her = client(7)
  watchReads()
  const upcoming = await copy.list(her, 'upcoming')
  expect(reads).toEqual(['appointments by userId'])
  const hers = stored.filter((a) => a.userId === her.id).map((a) => a.id)
  expect(copy.inMemory().sort()).toEqual(hers.sort())
  expect(upcoming).toEqual(await whole.list(her, 'upcoming'))
  expect(await copy.list(her, 'past')).toEqual(await whole.list(her, 'past'))
})

it('reads one visit by its id', async () => {
  const copy = await wake()
  const visit = stored[1234]!
  watchReads()
  expect(await copy.visit(visit.id, visit.userId)).toEqual(
    await whole.visit(visit.id, visit.userId),
  )
  expect(reads).toEqual(['appointments by key'])
  expect(copy.inMemory()).toEqual([visit.id])
})

it('finds the reminders due through the date index: the visits of today and tomorrow', async () => {
  const copy = await wake()
  watchReads()
  const due = await copy.due()
  expect(reads).toEqual(['appointments by date', 'appointments by date'])
  expect(due.length).toBeGreaterThan(0)
  expect(due.sort()).toEqual((await whole.due()).sort())
  // 2026-11-30 is today: only 2026-12-01's visits (tomorrow) were read.
  expect(copy.inMemory().sort()).toEqual(
    stored
      .filter((a) => a.date === '2026-12-01')
      .map((a) => a.id)
      .sort(),
  )
})

it('reads every row for what needs every row, and then holds what storage holds', async () => {
  const copy = await wake()
  await copy.availability(openDays[3]!)
  await copy.everything()
  expect(copy.inMemory().sort()).toEqual(whole.inMemory().sort())
})

it('drops what it read when another copy writes, and reads it again', async () => {
  const copy = await wake()
  // A day after the stored ones: every time is free.
  const date = addDaysToDate(openDays.at(-1)!, 1)
  const before = await copy.availability(date)
  const taken = before.slots.find((s) => s.available)!
  // The other copy books every stylist at a free time of that day.
  await whole.store.write(async () => {
    for (const [i, stylistId] of stylistIds.entries())
      await whole.db.appointments.create({
        ...appointment(SIZE + i),
        ...{ date, time: taken.time, stylistId, stylist: stylistId },
      })
  })
  const after = await copy.availability(date)
  expect(after.slots.find((s) => s.time === taken.time)?.available).toBe(false)
  expect(after).toEqual(await whole.availability(date))
})

it('tells the first one waiting from the rows of the day a visit is cancelled on', async () => {
  // A day after the stored ones, full at 10:00: every stylist has a visit then, and a client waits.
  const date = addDaysToDate(openDays.at(-1)!, 2)
  const full = stylistIds.map((stylistId, i) => ({
    ...appointment(SIZE + 10 + i),
    ...{ date, time: '10:00', stylistId, stylist: stylistId },
  }))
  const waiting = client(CLIENTS - 1)
  await whole.store.write(async () => {
    for (const visit of full) await whole.db.appointments.create(visit)
    await whole.db.waitlist.create({
      ...{ id: 'wish_lazy', userId: waiting.id, email: waiting.email, name: waiting.name },
      ...{ date, time: '10:00', service: 'gel-manicure', serviceName: 'Gel Manicure' },
      services: full[0]!.services,
      ...{ createdAt: '2026-11-30T12:00:00.000Z', position: 0 },
    })
  })
  const copy = await wake()
  const { appointmentResolvers } = await import('@/mocks/handlers/appointments')
  const cancelled = full[0]!
  const owner = client(Number(cancelled.userId.slice('user_'.length)))
  watchReads()
  await copy.store.write(() =>
    appointmentResolvers.cancelAppointment.resolve({
      ...{ body: undefined, query: undefined, token: null, origin: 'http://salon.test' },
      params: { id: cancelled.id },
      account: owner,
      url: new URL(`http://salon.test/api/appointments/${cancelled.id}/cancel`),
      language: 'en',
    }),
  )
  // Her visit by its key, then the visits of its day, the one time a rule reads them (and no table is read whole).
  expect(reads.filter((r) => r.startsWith('appointments'))).toEqual(
    expect.arrayContaining(['appointments by key', 'appointments by date']),
  )
  expect(reads.filter((r) => r.endsWith('whole'))).toEqual([])
  const told = await whole.store.read(() =>
    whole.db.waitlist.findFirst((q) => q.where({ id: 'wish_lazy' })),
  )
  expect(told?.openedTime).toBe('10:00')
})

it('lists the mails in the order sent across a restart, the clock pinned to one instant', async () => {
  const mail = (subject: string) => ({
    ...({ kind: 'contact-acknowledgement', to: 'client1@example.com', subject, body: '' } as const),
  })
  const before = await wake()
  const { send } = await import('@/mocks/mail/outbox')
  await before.store.write(() => send(mail('Sent before the restart')))
  const after = await wake()
  const outbox = await import('@/mocks/mail/outbox')
  await after.store.write(() => outbox.send(mail('Sent after it')))
  const { control } = await import('@/mocks/control')
  const subjects = (await control.outbox()).map((m) => m.subject)
  expect(subjects.filter((subject) => subject.startsWith('Sent'))).toEqual([
    'Sent before the restart',
    'Sent after it',
  ])
})
