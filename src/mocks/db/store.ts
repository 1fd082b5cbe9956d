import { emptyState, restore, snapshot, type DbState } from './db'
import { withWriteLock } from './lock'
import {
  clearState,
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

/** Another tab wrote since we last looked: take its state. */
export async function catchUp(): Promise<void> {
  const latest = storedRevision(storage)
  if (latest === revision) return
  const loaded = loadState(storage)
  if (loaded) {
    await restore(loaded.state)
    revision = loaded.revision
  }
}

/** Runs a mutation under the write lock, on the latest state, and persists it if it succeeds. */
export function write<T>(mutation: () => Promise<T>): Promise<T> {
  return withWriteLock(async () => {
    await catchUp()
    const result = await mutation()
    revision = storedRevision(storage) + 1
    saveState(storage, snapshot(), revision)
    return result
  })
}

/** Replaces the whole state (reset and seed), under the lock, and persists it. */
export function replaceState(state: DbState): Promise<void> {
  return withWriteLock(async () => {
    await restore(state)
    revision = storedRevision(storage) + 1
    saveState(storage, state, revision)
  })
}

export function forgetStoredState(): void {
  clearState(storage)
  revision = 0
}
