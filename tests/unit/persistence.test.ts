import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/db/db'
import { needEverything } from '@/mocks/db/lazy-rows'
import { LEGACY_STORAGE_KEY, SCHEMA_VERSION } from '@/mocks/db/migrations'
import { backups, hydrate as wake, read, StorageFailure, write } from '@/mocks/db/store'
import { timeFromLabel } from '@/lib/salon-time'
import v1Fixture from '../fixtures/db-v1.json'
import v3Fixture from '../fixtures/db-v3.json'
import v4Fixture from '../fixtures/db-v4.json'
import v5Fixture from '../fixtures/db-v5.json'
import v6Fixture from '../fixtures/db-v6.json'
import v7Fixture from '../fixtures/db-v7.json'
import v8Fixture from '../fixtures/db-v8.json'
import v9Fixture from '../fixtures/db-v9.json'
import { salonDateTime } from '@/lib/salon-time'
import { clock } from '@/mocks/clock'
import { settleDue } from '@/mocks/handlers'

const account = {
  id: 'user_1',
  email: 'ana@example.com',
  name: 'Ana',
  createdAt: '2026-11-01T12:00:00.000Z',
  passwordHash: 'ab',
  passwordSalt: 'cd',
  emailReminders: true,
  language: 'en' as const,
}
const other = { ...account, id: 'user_2', email: 'bo@example.com', name: 'Bo' }

/** The IndexedDB layout this build opens (src/mocks/db/indexed-db.ts). */
const LAYOUT = 9

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

/** The rows of one table as IndexedDB holds them. */
async function storedRows(table: string) {
  const database = await openDB(name)
  const rows: unknown[] = await database.getAll(table)
  database.close()
  return rows
}

/**
 * Wakes the back-end on what is stored, then reads every row (the appointments and the mails are
 * read on first use): what these tests look at is the whole of what was carried over.
 */
async function hydrate(options: Parameters<typeof wake>[0]) {
  await wake(options)
  await read(needEverything)
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

    // Accounts come through every step: since version 5 they want reminders.
    const accounts = v1Fixture.state.accounts.map((a) => ({
      ...a,
      emailReminders: true,
      language: 'en',
    }))
    expect(db.accounts.all()).toEqual(accounts)
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
    // Since version 7 a member's balance is a line of her points history.
    expect(db.loyaltyMembers.all()).toEqual(
      v1Fixture.state.loyaltyMembers.map(({ points: _points, ...member }) => member),
    )
    expect(
      db.points
        .all()
        .filter((line) => line.points)
        .map((line) => [line.userId, line.points]),
    ).toEqual(v1Fixture.state.loyaltyMembers.map((member) => [member.userId, member.points]))
    expect(await stored()).toMatchObject({
      accounts,
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
        rewardDiscount: 0,
        pointsSpent: 0,
      })
    }
    expect(visits.find((a) => a.service === 'signature-manicure')?.services[0]?.category).toBe(
      'manicure',
    )
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    // Every record matched the new schema: none was set aside.
    expect(await backups()).toEqual([])
  })

  it('carries version 4 data over: every account wants reminders, the waitlist starts empty', async () => {
    await hydrate({ name })
    const database = await openDB(name)
    for (const [table, rows] of Object.entries(v4Fixture.tables))
      for (const row of rows) await database.put(table, row)
    await database.put('meta', v4Fixture.schemaVersion, 'schemaVersion')
    await database.put('meta', v4Fixture.revision, 'revision')
    database.close()
    expect(v4Fixture.tables).not.toHaveProperty('waitlist')
    expect(v4Fixture.tables.accounts.some((a) => 'emailReminders' in a)).toBe(false)

    await reload()
    const withReminders = v4Fixture.tables.accounts.map((a) => ({
      ...a,
      emailReminders: true,
      language: 'en',
    }))
    expect(db.accounts.all()).toEqual(expect.arrayContaining(withReminders))
    expect(db.accounts.count()).toBe(withReminders.length)
    // The step wrote it into the stored records too, not only the schema's default in memory.
    const accounts = await storedRows('accounts')
    expect(accounts).toEqual(expect.arrayContaining(withReminders))
    expect(accounts).toHaveLength(withReminders.length)
    expect(await stored()).toMatchObject({
      revision: v4Fixture.revision,
      schemaVersion: SCHEMA_VERSION,
    })
    expect(db.waitlist.all()).toEqual([])
    expect(await storedRows('waitlist')).toEqual([])
    // Every other record reads as it was stored: visits keep their services and stylist choice.
    for (const table of ['appointments', 'sessions', 'outbox'] as const)
      expect(db[table].all(), table).toEqual(
        expect.arrayContaining(v4Fixture.tables[table].map((row) => expect.objectContaining(row))),
      )
    expect(db.appointments.count()).toBe(v4Fixture.tables.appointments.length)
    expect(db.appointments.findFirst((q) => q.where({ id: 'appt_visit_ana' }))).toMatchObject({
      stylistChosen: true,
      services: [{}, {}, {}],
    })
    // Every record matched the new schema: none was set aside.
    expect(await backups()).toEqual([])
  })

  /**
   * Stores `fixture` as a build of IndexedDB layout `layout` did: a store per table it knew, the
   * revision and the backups. Returns the tables it had.
   */
  async function storeAsOldLayout(
    layout: number,
    fixture: { schemaVersion: number; revision: number; tables: Record<string, object[]> },
  ) {
    const tables = Object.keys(fixture.tables)
    const old = await openDB(name, layout, {
      upgrade(database) {
        for (const table of tables)
          database.createObjectStore(table, { keyPath: table === 'sessions' ? 'token' : 'id' })
        database.createObjectStore('meta')
        database.createObjectStore('backups', { keyPath: 'id' })
      },
    })
    for (const [table, rows] of Object.entries(fixture.tables))
      for (const row of rows) await old.put(table, row)
    await old.put('meta', fixture.schemaVersion, 'schemaVersion')
    await old.put('meta', fixture.revision, 'revision')
    old.close()
    return tables
  }

  it('opens a database of layout 2, which has no waitlist store, and adds one', async () => {
    const v4Tables = await storeAsOldLayout(2, v4Fixture)
    expect(v4Tables).not.toContain('waitlist')

    await hydrate({ name })
    const upgraded = await openDB(name)
    expect(upgraded.version).toBe(LAYOUT)
    expect([...upgraded.objectStoreNames].sort()).toEqual(
      [
        ...v4Tables,
        ...['waitlist', 'idempotencyKeys', 'points', 'passwordResets', 'authAttempts', 'parties'],
        ...['paymentMethods', 'fees', 'receipts', 'providerTokens', 'providerCharges'],
        ...['meta', 'backups'],
      ].sort(),
    )
    upgraded.close()
    expect(db.accounts.count()).toBe(v4Fixture.tables.accounts.length)
    expect(db.accounts.all().every((a) => a.emailReminders)).toBe(true)
    expect(db.appointments.count()).toBe(v4Fixture.tables.appointments.length)
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    expect(await backups()).toEqual([])

    // The new store takes an entry, which the next load reads back.
    const [line] = v4Fixture.tables.appointments.find((a) => a.id === 'appt_visit_ana')!.services
    const entry = {
      ...{ id: 'wish_1', userId: 'user_ana', email: 'ana@example.com', name: 'Ana Garcia' },
      ...{ date: '2026-11-21', service: line!.value, serviceName: line!.name },
      ...{ services: [line!], createdAt: '2026-11-18T15:00:00.000Z', position: 0 },
    } as Parameters<typeof db.waitlist.create>[0]
    await write(() => db.waitlist.create(entry))
    expect(await storedRows('waitlist')).toEqual([entry])
    await reload()
    expect(db.waitlist.all()).toEqual([entry])
  })

  it('indexes the appointments of a layout 8 database by day, client and party, keeping every row', async () => {
    await storeAsOldLayout(8, v9Fixture)
    await wake({ name })
    // Waking reads no appointment: they are read on first use, through the new indexes.
    expect(db.appointments.count()).toBe(0)
    const upgraded = await openDB(name)
    expect(upgraded.version).toBe(LAYOUT)
    const store = upgraded.transaction('appointments').store
    expect([...store.indexNames].sort()).toEqual(['date', 'partyId', 'userId'])
    const visits = v9Fixture.tables.appointments
    expect(await store.index('date').getAllKeys('2026-11-19')).toEqual(['appt_visit_ana'])
    expect((await store.index('userId').getAllKeys('user_ana')).sort()).toEqual(
      visits
        .filter((a) => a.userId === 'user_ana')
        .map((a) => a.id)
        .sort(),
    )
    upgraded.close()
    await read(needEverything)
    expect(db.appointments.all()).toEqual(
      expect.arrayContaining(visits.map((row) => expect.objectContaining(row))),
    )
    expect(db.appointments.count()).toBe(visits.length)
    expect(await backups()).toEqual([])
  })

  it('carries version 5 data over from layout 3: every record kept, no idempotency key yet', async () => {
    const v5Tables = await storeAsOldLayout(3, v5Fixture)
    expect(v5Tables).not.toContain('idempotencyKeys')

    await hydrate({ name })
    const upgraded = await openDB(name)
    expect(upgraded.objectStoreNames.contains('idempotencyKeys')).toBe(true)
    upgraded.close()
    for (const table of ['accounts', 'appointments', 'sessions', 'waitlist', 'outbox'] as const)
      expect(db[table].all(), table).toEqual(
        expect.arrayContaining(v5Fixture.tables[table].map((row) => expect.objectContaining(row))),
      )
    expect(db.idempotencyKeys.all()).toEqual([])
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    expect(await backups()).toEqual([])
  })

  it('carries version 8 data over from layout 6: every record kept, no parties yet', async () => {
    const v8Tables = await storeAsOldLayout(6, v8Fixture)
    expect(v8Tables).not.toContain('parties')

    await hydrate({ name })
    const upgraded = await openDB(name)
    expect(upgraded.version).toBe(LAYOUT)
    expect(upgraded.objectStoreNames.contains('parties')).toBe(true)
    upgraded.close()
    for (const table of Object.keys(v8Fixture.tables) as (keyof typeof v8Fixture.tables)[])
      expect(db[table].all(), table).toEqual(
        expect.arrayContaining(
          (v8Fixture.tables[table] as object[]).map((row) => expect.objectContaining(row)),
        ),
      )
    expect(db.parties.all()).toEqual([])
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    expect(await backups()).toEqual([])
  })

  it('carries version 9 data over: every account’s mails are in English until she chooses', async () => {
    await storeAsOldLayout(7, v9Fixture)

    await hydrate({ name })
    expect(db.accounts.all().length).toBe(v9Fixture.tables.accounts.length)
    for (const account of db.accounts.all()) expect(account.language).toBe('en')
    for (const table of Object.keys(v9Fixture.tables) as (keyof typeof v9Fixture.tables)[])
      expect(db[table].all(), table).toEqual(
        expect.arrayContaining(
          (v9Fixture.tables[table] as object[]).map((row) => expect.objectContaining(row)),
        ),
      )
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    expect(await backups()).toEqual([])
  })

  it('carries version 7 data over from layout 5: every record kept, no reset links or attempts yet', async () => {
    const v7Tables = await storeAsOldLayout(5, v7Fixture)
    expect(v7Tables).not.toContain('passwordResets')

    await hydrate({ name })
    const upgraded = await openDB(name)
    expect(upgraded.version).toBe(LAYOUT)
    expect(upgraded.objectStoreNames.contains('passwordResets')).toBe(true)
    expect(upgraded.objectStoreNames.contains('authAttempts')).toBe(true)
    upgraded.close()
    for (const table of Object.keys(v7Fixture.tables) as (keyof typeof v7Fixture.tables)[])
      expect(db[table].all(), table).toEqual(
        expect.arrayContaining(
          (v7Fixture.tables[table] as object[]).map((row) => expect.objectContaining(row)),
        ),
      )
    expect(db.passwordResets.all()).toEqual([])
    expect(db.authAttempts.all()).toEqual([])
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
    expect(await backups()).toEqual([])
  })

  it('carries version 6 data over from layout 4: a member’s balance becomes her history’s first line', async () => {
    const v6Tables = await storeAsOldLayout(4, v6Fixture)
    expect(v6Tables).not.toContain('points')

    await hydrate({ name })
    const upgraded = await openDB(name)
    expect(upgraded.version).toBe(LAYOUT)
    expect(upgraded.objectStoreNames.contains('points')).toBe(true)
    upgraded.close()
    for (const table of ['accounts', 'sessions', 'waitlist', 'outbox', 'idempotencyKeys'] as const)
      expect(db[table].all(), table).toEqual(
        expect.arrayContaining(v6Fixture.tables[table].map((row) => expect.objectContaining(row))),
      )
    // Visits are as they were, with no reward taken and no points spent.
    expect(db.appointments.all()).toEqual(
      expect.arrayContaining(
        v6Fixture.tables.appointments.map((row) =>
          expect.objectContaining({ ...row, rewardDiscount: 0, pointsSpent: 0 }),
        ),
      ),
    )
    const [rosa] = v6Fixture.tables.loyaltyMembers
    expect(db.loyaltyMembers.all()).toEqual([
      { id: rosa!.id, userId: rosa!.userId, memberSince: rosa!.memberSince },
    ])
    const [opening, ...covered] = db.points.all().sort((a, b) => a.position - b.position)
    expect(opening).toMatchObject({
      userId: rosa!.userId,
      kind: 'earned',
      points: 240,
      at: rosa!.memberSince,
      description: 'Points from before the history was kept',
    })
    // Her visits already done are in those 240 points: each has a line of none, so the next
    // call credits none of them again.
    const done = v6Fixture.tables.appointments.filter(
      (a) =>
        a.userId === rosa!.userId &&
        a.status !== 'cancelled' &&
        salonDateTime(a.date, a.time) < clock.now(),
    )
    expect(done.length).toBeGreaterThanOrEqual(3)
    expect(covered.map((line) => [line.appointmentId, line.points]).sort()).toEqual(
      done.map((a) => [a.id, 0]).sort(),
    )
    await settleDue()
    expect(db.points.all().reduce((sum, line) => sum + line.points, 0)).toBe(240)
    // Written into the stored records too, and read back the same by the next load.
    expect(await storedRows('points')).toHaveLength(1 + done.length)
    await reload()
    expect(db.points.all().reduce((sum, line) => sum + line.points, 0)).toBe(240)
    expect((await stored()).schemaVersion).toBe(SCHEMA_VERSION)
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
