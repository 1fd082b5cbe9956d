// Chromium gives every tab its own cached copy of localStorage and updates the others
// asynchronously, so right after taking the write lock a tab may still read another tab's stale
// data. The revision number that says "someone wrote" therefore also lives in IndexedDB, whose
// transactions every tab sees in order. Where IndexedDB is missing (Node, jsdom) it is skipped.

const DATABASE = 'diva-nail-spa'
const STORE = 'ledger'
const KEY = 'revision'

let connection: Promise<IDBDatabase | null> | null = null

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null)
  connection ??= new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(null)
    request.onblocked = () => resolve(null)
  })
  return connection
}

function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  return open().then(
    (db) =>
      new Promise<T | null>((resolve) => {
        if (!db) return resolve(null)
        const transaction = db.transaction(STORE, mode)
        const request = act(transaction.objectStore(STORE))
        transaction.oncomplete = () => resolve(request.result)
        transaction.onerror = transaction.onabort = () => resolve(null)
      }),
  )
}

/** The latest revision any tab has written, or null without IndexedDB. */
export async function readLedger(): Promise<number | null> {
  const value = await run('readonly', (store) => store.get(KEY) as IDBRequest<number | undefined>)
  return typeof value === 'number' ? value : null
}

export async function writeLedger(revision: number): Promise<void> {
  await run('readwrite', (store) => store.put(revision, KEY))
}
