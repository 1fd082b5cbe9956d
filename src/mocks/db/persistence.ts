import { dbStateSchema, type DbState } from './db'

// The whole mutable state lives under one versioned localStorage key. A second, tiny key holds
// the revision, so a tab can tell cheaply whether another tab has written since it last looked.
export const DB_STORAGE_KEY = 'diva-nail-spa/db'
export const DB_VERSION = 1
const REVISION_KEY = `${DB_STORAGE_KEY}:revision`

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

interface StoredDb {
  version: number
  revision: number
  state: DbState
}

/** The stored state, or null when missing, corrupt or of another version (warned, never thrown). */
export function loadState(storage: KeyValueStore): { state: DbState; revision: number } | null {
  let raw: string | null
  try {
    raw = storage.getItem(DB_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredDb>
    if (stored?.version !== DB_VERSION) {
      console.warn(
        `[mock back-end] Stored data is version ${stored?.version ?? 'unknown'}, expected ${DB_VERSION}: starting afresh.`,
      )
      return null
    }
    const state = dbStateSchema.safeParse(stored.state)
    if (!state.success) {
      console.warn(
        '[mock back-end] Stored data is corrupt: starting afresh.',
        state.error.issues.slice(0, 3),
      )
      return null
    }
    return { state: state.data, revision: Number(stored.revision) || 0 }
  } catch {
    console.warn('[mock back-end] Stored data is not valid JSON: starting afresh.')
    return null
  }
}

export function saveState(storage: KeyValueStore, state: DbState, revision: number): void {
  try {
    storage.setItem(
      DB_STORAGE_KEY,
      JSON.stringify({ version: DB_VERSION, revision, state } satisfies StoredDb),
    )
    storage.setItem(REVISION_KEY, String(revision))
  } catch (error) {
    // A full or disabled storage must not break the site: the state lives on in memory.
    console.warn('[mock back-end] Could not persist the data.', error)
  }
}

export function storedRevision(storage: KeyValueStore): number {
  try {
    return Number(storage.getItem(REVISION_KEY)) || 0
  } catch {
    return 0
  }
}

/** A Map-backed store for Node (benchmarks) and browsers without localStorage. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
