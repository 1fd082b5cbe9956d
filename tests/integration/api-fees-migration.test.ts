import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelAppointment, rescheduleAppointment, setAuthToken } from '@/api'
import { request } from '@/api/client'
import { salon } from '@/lib/salon'
import { db } from '@/mocks/db/db'
import { needWhole } from '@/mocks/db/lazy-rows'
import { hydrate, read } from '@/mocks/db/store'
import { control, server } from '@/mocks/node'
import v10Fixture from '../fixtures/db-v10.json'
import { failureOf } from '../support/api-helpers'

// Bookings stored before cards were held (schema 10) carried to schema 11: no hold, never
// charged, and today's refusal inside the change notice.

/** Stores the fixture as a schema-10 build left it: IndexedDB layout 7, its tables as they were. */
async function storeAsSchema10(name: string) {
  const old = await openDB(name, 7, {
    upgrade(database) {
      for (const table of Object.keys(v10Fixture.tables))
        database.createObjectStore(table, { keyPath: table === 'sessions' ? 'token' : 'id' })
      database.createObjectStore('meta')
      database.createObjectStore('backups', { keyPath: 'id' })
    },
  })
  for (const [table, rows] of Object.entries(v10Fixture.tables))
    for (const row of rows as object[]) await old.put(table, row)
  await old.put('meta', v10Fixture.schemaVersion, 'schemaVersion')
  await old.put('meta', v10Fixture.revision, 'revision')
  old.close()
}

beforeAll(async () => {
  const name = `salon-v10-${crypto.randomUUID()}`
  await storeAsSchema10(name)
  await hydrate({ name })
  server.listen({ onUnhandledRequest: 'error' })
  await control.setLatency('none')
})
afterAll(() => server.close())

const refusal = (verb: string) =>
  `Appointments can only be ${verb} online at least 24 hours in advance. Please call us at ${salon.headerPhone}.`

describe('bookings from before cards were held', () => {
  it('carry over without a hold, keep today’s refusal inside 24 hours, and are never charged', async () => {
    expect(await control.backups()).toEqual([])
    // Every stored visit (the back-end reads them on first use).
    const appointments = await read(() => {
      needWhole('appointments')
      return db.appointments.all()
    })
    expect(appointments).toHaveLength(v10Fixture.tables.appointments.length)
    expect(appointments.filter((a) => a.hold)).toEqual([])

    // Thursday's visit (10:00 AM) and the party (2:00 PM) are 19 and 23 hours away.
    await control.setClock('2026-11-18T20:00:00Z')
    setAuthToken('session_ana_v10')
    const { appointments: upcoming } = await request('appointments', {
      query: { scope: 'upcoming' },
    })
    expect(upcoming.map((a) => [a.id, a.hold, a.canChange])).toEqual([
      ['appt_visit_ana', undefined, false],
      ['appt_party_ana', undefined, false],
      ['appt_party_bea', undefined, false],
    ])
    expect((await failureOf(cancelAppointment('appt_visit_ana'))).message).toBe(
      refusal('cancelled'),
    )
    expect(
      (
        await failureOf(
          rescheduleAppointment('appt_visit_ana', { date: '2026-11-27', time: '15:30' }),
        )
      ).message,
    ).toBe(refusal('rescheduled'))
    expect((await failureOf(cancelAppointment('appt_party_bea'))).message).toBe(
      refusal('cancelled'),
    )

    // Marked missed after its start: missed, and no fee.
    await control.setClock('2026-11-19T15:30:00Z')
    await control.markNoShow('appt_visit_ana')
    const { appointments: past } = await request('appointments', { query: { scope: 'past' } })
    expect(past.find((a) => a.id === 'appt_visit_ana')).toMatchObject({ status: 'missed' })
    expect(past.find((a) => a.id === 'appt_visit_ana')?.fee).toBeUndefined()
    expect(await request('payments')).toEqual({ balanceCents: 0, due: [], receipts: [] })
    expect(await read(() => [db.fees.count(), db.providerCharges.count()])).toEqual([0, 0])
    expect((await control.outbox()).map((m) => m.kind)).toContain('no-show')
  })
})
