import { emptyState, restore, snapshot, type DbState } from './db'
import { withWriteLock } from './lock'
import { readLedger, writeLedger } from './revision-ledger'
import {
  loadState,
  memoryStore,
  saveState,
  storedRevision,
  type KeyValueStore,
} from './persistence'

// Ties the in-memory tables to storage: hydrate once, catch up with other tabs before reading,
// and write under the cross-tab lock, persisting after every successful write.

let storage: KeyValueStore = memoryStore()
let revision = 0

/** Loads the stored state (or starts empty, persisting that) before the back-end answers anything. */
export async function hydrate(store: KeyValueStore): Promise<void> {
  storage = store
  const loaded = loadState(storage)
  if (loaded) {
    try {
      await restore(loaded.state)
      revision = loaded.revision
      return
    } catch {
      console.warn('[mock back-end] Stored data could not be loaded: starting afresh.')
    }
  }
  await replaceState(emptyState())
}

const LOCAL_STORAGE_LAG_POLLS = 200
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Another tab wrote since we last looked: wait for its data to reach this tab, then take it. */
export async function catchUp(): Promise<void> {
  const latest = Math.max((await readLedger()) ?? 0, storedRevision(storage))
  if (latest === revision) return
  for (let i = 0; i < LOCAL_STORAGE_LAG_POLLS && storedRevision(storage) < latest; i++)
    await wait(5)
  const loaded = loadState(storage)
  if (loaded) {
    await restore(loaded.state)
    revision = loaded.revision
  }
}

async function persist(state: DbState): Promise<void> {
  revision = Math.max(revision, storedRevision(storage)) + 1
  saveState(storage, state, revision)
  await writeLedger(revision)
}

/** Runs a mutation under the write lock, on the latest state, and persists it if it succeeds. */
export function write<T>(mutation: () => Promise<T>): Promise<T> {
  return withWriteLock(async () => {
    await catchUp()
    const result = await mutation()
    await persist(snapshot())
    return result
  })
}

/** Replaces the whole state (reset and seed), under the lock, and persists it. */
export function replaceState(state: DbState): Promise<void> {
  return withWriteLock(async () => {
    await restore(state)
    await persist(state)
  })
}
