import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/db/db'
import { DB_STORAGE_KEY, DB_VERSION, memoryStore, type KeyValueStore } from '@/mocks/db/persistence'
import { hydrate, write } from '@/mocks/db/store'

const account = {
  id: 'user_1',
  email: 'ana@example.com',
  name: 'Ana',
  createdAt: '2026-11-01T12:00:00.000Z',
  passwordHash: 'ab',
  passwordSalt: 'cd',
}

let storage: KeyValueStore
beforeEach(() => {
  storage = memoryStore()
})

describe('persistence', () => {
  it('writes after every change and reads it back after a reload', async () => {
    await hydrate(storage)
    await write(() => db.accounts.create(account))
    const stored = JSON.parse(storage.getItem(DB_STORAGE_KEY)!)
    expect(stored.version).toBe(DB_VERSION)
    expect(stored.state.accounts).toEqual([account])

    db.accounts.clear() // what a reload loses
    await hydrate(storage)
    expect(db.accounts.all()).toEqual([account])
  })

  it.each([
    ['corrupt JSON', '{not json'],
    ['an older version', JSON.stringify({ version: 0, revision: 3, state: {} })],
    [
      'records of the wrong shape',
      JSON.stringify({ version: DB_VERSION, revision: 1, state: { accounts: [{ id: 1 }] } }),
    ],
  ])('starts afresh with a warning, never a crash, from %s', async (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    storage.setItem(DB_STORAGE_KEY, raw)
    await expect(hydrate(storage)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    expect(db.accounts.all()).toEqual([])
    expect(JSON.parse(storage.getItem(DB_STORAGE_KEY)!).version).toBe(DB_VERSION)
  })

  it('picks up what another tab wrote before writing on top of it', async () => {
    await hydrate(storage)
    // Another tab writes an account straight to storage, bumping the revision.
    const otherTab = {
      version: DB_VERSION,
      revision: 99,
      state: { ...JSON.parse(storage.getItem(DB_STORAGE_KEY)!).state, accounts: [account] },
    }
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(otherTab))
    storage.setItem(`${DB_STORAGE_KEY}:revision`, '99')

    await write(() => db.accounts.create({ ...account, id: 'user_2', email: 'bo@example.com' }))
    const stored = JSON.parse(storage.getItem(DB_STORAGE_KEY)!)
    expect(stored.state.accounts.map((a: { id: string }) => a.id)).toEqual(['user_1', 'user_2'])
    expect(stored.revision).toBe(100)
  })
})
