import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/db/db'
import { LEGACY_STORAGE_KEY, SCHEMA_VERSION } from '@/mocks/db/migrations'
import { backups, hydrate, read, StorageFailure, write } from '@/mocks/db/store'
import { timeFromLabel } from '@/lib/salon-time'
import v1Fixture from '../fixtures/db-v1.json'
import v3Fixture from '../fixtures/db-v3.json'

const account = {
  id: 'user_1',
  email: 'ana@example.com',
  name: 'Ana',
  createdAt: '2026-11-01T12:00:00.000Z',
  passwordHash: 'ab',
  passwordSalt: 'cd',
  emailReminders: true,
}
const other = { ...account, id: 'user_2', email: 'bo@example.com', name: 'Bo' }

// Every test gets its own IndexedDB database, as if it were a fresh browser profile.
let name: string
beforeEach(() => {
  name = `salon-test-${crypto.randomUUID()}`
})

/** What is stored in IndexedDB, read the way another tab (or the next visit) would. */
async function stored() {
  const database = await openDB(name)
  const result = {
    accounts: (await database.getAll('accounts')) as (typeof account)[],
    revision: (await database.get('meta', 'revision')) as number,
    schemaVersion: (await database.get('meta', 'schemaVersion')) as number,
  }
  database.close()
  return result
}

/** What a reload sees: memory is gone, the tables come back from IndexedDB. */
async function reload(legacy?: Pick<Storage, 'getItem' | 'removeItem'>) {
  db.accounts.clear()
  await hydrate({ name, legacy })
}

describe('the durable store', () => {
  it('stores each write and reads it back after a reload', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    await write(() => db.accounts.create(other))
    expect((await stored()).accounts).toEqual([account, other])
    expect((await stored()).revision).toBe(2)

    await reload()
    expect(db.accounts.all()).toEqual([account, other])
  })

  it('stores an update and a delete as what they changed', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    await write(() => db.accounts.create(other))
    await write(async () => {
      await db.accounts.update((q) => q.where({ id: 'user_1' }), {
        data: (a) => void (a.name = 'Ana María'),
      })
      db.accounts.delete((q) => q.where({ id: 'user_2' }))
    })
    expect((await stored()).accounts).toEqual([{ ...account, name: 'Ana María' }])
  })

  it('undoes a mutation that throws, in memory and in storage', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    const failing = write(async () => {
      await db.accounts.create(other)
      await db.accounts.update((q) => q.where({ id: 'user_1' }), {
        data: (a) => void (a.name = 'Changed'),
      })
      throw new Error('formatting failed half-way')
    })
    await expect(failing).rejects.toThrow('formatting failed half-way')
    expect(db.accounts.all()).toEqual([account])
    expect(await stored()).toMatchObject({ accounts: [account], revision: 1 })
  })

  it('fails a write that cannot be stored, and keeps nothing of it', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})

    await expect(write(() => db.accounts.create(other))).rejects.toBeInstanceOf(StorageFailure)
    expect(db.accounts.all()).toEqual([account])
    put.mockRestore()
    expect(await stored()).toMatchObject({ accounts: [account], revision: 1 })

    // Storage is back: the next write goes through, on top of the untouched state.
    await write(() => db.accounts.create(other))
    expect((await stored()).accounts).toEqual([account, other])
  })

  it('takes what another tab stored before reading or writing', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    // Another tab stores an account and moves the revision on.
    const database = await openDB(name)
    await database.put('accounts', other)
    await database.put('meta', 5, 'revision')
    database.close()

    expect(await read(() => db.accounts.count())).toBe(2)
    await write(() =>
      db.accounts.create({ ...account, id: 'user_3', email: 'cy@example.com', name: 'Cy' }),
    )
    expect((await stored()).accounts.map((a) => a.id)).toEqual(['user_1', 'user_2', 'user_3'])
    expect((await stored()).revision).toBe(6)
  })

  it('never lets a read see a write that is still under way', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    let midWrite!: () => void
    const reachedMiddle = new Promise<void>((resolve) => (midWrite = resolve))
    const failing = write(async () => {
      await db.accounts.create(other)
      midWrite()
      // Hashing a password, say: the write waits on the browser half-way.
      await new Promise((resolve) => setTimeout(resolve, 0))
      throw new Error('refused')
    })
    await reachedMiddle
    const seen = read(() => db.accounts.all().map((a) => a.id))
    await expect(failing).rejects.toThrow('refused')
    expect(await seen).toEqual(['user_1'])
  })
})

describe('versions and unreadable data', () => {
  function legacyStorage(value: string | null) {
    const items = new Map<string, string>()
    if (value !== null) items.set(LEGACY_STORAGE_KEY, value)
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    }
  }

  it('carries version 1 data (one localStorage document) into IndexedDB, once', async () => {
    const legacy = legacyStorage(JSON.stringify(v1Fixture))
    await hydrate({ name, legacy })

    expect(db.accounts.all()).toEqual(v1Fixture.state.accounts)
    // IndexedDB hands records back in key order.
    // Times were labels then ('10:00 AM'); they are carried over as salon time HH:mm.
    expect(db.appointments.all()).toEqual(
      expect.arrayContaining(
        v1Fixture.state.appointments.map((a) =>
          expect.objectContaining({ ...a, time: timeFromLabel(a.time) }),
        ),
      ),
    )
    expect(v1Fixture.state.appointments[0]!.time).toBe('10:00 AM')
    expect(db.appointments.findFirst((q) => q.where({ id: 'appt_history_0' }))?.time).toBe('10:00')
    expect(db.appointments.count()).toBe(v1Fixture.state.appointments.length)
    expect(db.loyaltyMembers.all()).toEqual(v1Fixture.state.loyaltyMembers)
    expect(await stored()).toMatchObject({
      accounts: v1Fixture.state.accounts,
      revision: v1Fixture.revision,
      schemaVersion: SCHEMA_VERSION,
    })
    expect(legacy.items.has(LEGACY_STORAGE_KEY)).toBe(false)
    expect(await backups()).toEqual([])

    await reload(legacy)
    expect(db.appointments.count()).toBe(v1Fixture.state.appointments.length)
  })

  it('carries version 2 appointments, whose times were labels, over as HH:mm', async () => {
    await hydrate({ name })
    const [first, second] = v1Fixture.state.appointments as Record<string, unknown>[]
    const database = await openDB(name)
    await database.put('appointments', { ...first, time: '2:30 PM' })
    await database.put('appointments', { ...second, time: '9:00 AM' })
    await database.put('meta', 2, 'schemaVersion')
    database.close()

    await reload()
    expect(db.appointments.all().map((a) => [a.id, a.time])).toEqual([
      [first!.id, '14:30'],
      [second!.id, '09:00'],
    ])
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    expect(await backups()).toEqual([])
  })

  it('carries version 3 appointments over as one-service visits whose stylist was assigned', async () => {
    await hydrate({ name })
    const database = await openDB(name)
    for (const row of v3Fixture.tables.accounts) await database.put('accounts', row)
    for (const row of v3Fixture.tables.appointments) await database.put('appointments', row)
    await database.put('meta', v3Fixture.schemaVersion, 'schemaVersion')
    database.close()

    await reload()
    const visits = db.appointments.all()
    expect(visits).toHaveLength(v3Fixture.tables.appointments.length)
    for (const before of v3Fixture.tables.appointments) {
      const after = visits.find((a) => a.id === before.id)
      expect(after).toEqual({
        ...before,
        services: [
          {
            value: before.service,
            name: before.serviceName,
            category: expect.stringMatching(/^(manicure|pedicure|package)$/),
            price: before.price,
            priceBasis: 'fixed',
            durationMinutes: before.durationMinutes,
          },
        ],
        stylistChosen: false,
      })
    }
    expect(visits.find((a) => a.service === 'signature-manicure')?.services[0]?.category).toBe(
      'manicure',
    )
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    // Every record matched the new schema: none was set aside.
    expect(await backups()).toEqual([])
  })

  it.each([
    ['not JSON', '{not json', 'not valid JSON'],
    ['of an unknown version', JSON.stringify({ version: 0, revision: 3, state: {} }), 'version 0'],
  ])('keeps stored data that is %s aside, never overwriting it', async (_, raw, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const legacy = legacyStorage(raw)
    await hydrate({ name, legacy })

    expect(db.accounts.all()).toEqual([])
    const [backup] = await backups()
    expect(backup).toMatchObject({ data: raw })
    expect(backup!.reason).toContain(reason)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(backup!.id))
  })

  it('sets records that do not match their schema aside and loads the rest', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    const database = await openDB(name)
    await database.put('accounts', { id: 'user_broken', email: 42 })
    database.close()
    vi.spyOn(console, 'warn').mockImplementation(() => {})

    await reload()
    expect(db.accounts.all()).toEqual([account])
    expect((await stored()).accounts).toEqual([account])
    const [backup] = await backups()
    expect(JSON.parse(backup!.data)).toEqual([
      { table: 'accounts', row: { id: 'user_broken', email: 42 } },
    ])
  })

  it('keeps data of a newer schema version aside instead of misreading it', async () => {
    await hydrate({ name })
    await write(() => db.accounts.create(account))
    const database = await openDB(name)
    await database.put('meta', SCHEMA_VERSION + 1, 'schemaVersion')
    database.close()
    vi.spyOn(console, 'warn').mockImplementation(() => {})

    await reload()
    expect(db.accounts.all()).toEqual([])
    const [backup] = await backups()
    expect(JSON.parse(backup!.data).tables.accounts).toEqual([account])
  })
})
