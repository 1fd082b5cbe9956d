import type { z } from 'zod'
import {
  db,
  dbStateSchema,
  emptyState,
  restore,
  tableNames,
  type DbState,
  type TableName,
} from './db'
import {
  commit,
  DATABASE_NAME,
  keyOf,
  openDatabase,
  quarantine,
  readAll,
  readBackups,
  readControl,
  readRevision,
  readRows,
  replaceAll,
  saveBackup,
  saveControl,
  type Backup,
  type Change,
  type Database,
  type RawTables,
} from './indexed-db'
import { keepControlStateWith, type ControlState } from '../control-state'
import { allRead, forgetRead, isLazy, keepRead, RowsNotRead, type Rows } from './lazy-rows'
import { withWriteLock } from './lock'
import {
  canMigrate,
  migrate,
  readLegacy,
  removeLegacy,
  SCHEMA_VERSION,
  type KeyValueStore,
} from './migrations'

// Ties the in-memory tables to IndexedDB. Calls take turns (a read never sees a restore
// half-done); writes also hold the write lock, start from what any other copy of the back-end
// stored, and are transactions: a mutation that throws, or whose changes cannot be stored,
// leaves memory and storage exactly as they were. In the browser the one copy is the site's
// service worker; in Node the model-based test runs two. On waking, the tables that grow with
// every booking are not read: their rows are read when a call first needs them (./lazy-rows.ts).

/** The durable copy could not be read or written: the call fails and may be tried again. */
export class StorageFailure extends Error {
  constructor(readonly operation: 'read' | 'save') {
    super(`The stored data could not be ${operation === 'read' ? 'read' : 'saved'}.`)
  }
}

/** How long a call waits for IndexedDB before failing with "try again". */
const STORAGE_TIMEOUT_MS = 5000

type Durability = { kind: 'memory' } | { kind: 'open'; database: Database } | { kind: 'lost' }

let durability: Durability = { kind: 'memory' }
let revision = 0

let turn: Promise<unknown> = Promise.resolve()
/** Runs `task` when every earlier call of this tab has finished. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task, task)
  turn = run.catch(() => undefined)
  return run
}

function storage(operation: 'read' | 'save'): Database | null {
  if (durability.kind === 'lost') throw new StorageFailure(operation)
  return durability.kind === 'open' ? durability.database : null
}

/**
 * Waits for a storage operation, failing it as retryable when IndexedDB errs or stalls (a call
 * waits at most `timeoutMs`; replacing everything, as a seed does, may take as long as it needs).
 */
async function settle<T>(
  operation: 'read' | 'save',
  pending: Promise<T>,
  timeoutMs = STORAGE_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    if (Number.isFinite(timeoutMs))
      timer = setTimeout(() => reject(new StorageFailure(operation)), timeoutMs)
  })
  try {
    return await Promise.race([pending, timeout])
  } catch (error) {
    if (!(error instanceof StorageFailure))
      console.warn(`[mock back-end] Storage ${operation} failed.`, error)
    throw new StorageFailure(operation)
  } finally {
    clearTimeout(timer)
  }
}

// ---- Change tracking: what a write changed, to store it and to undo it. ----

interface Journal {
  /** The record as it was before this write (null: it did not exist), per table and key. */
  before: Map<string, { table: TableName; key: string; record: object | null }>
}
let journal: Journal | null = null

const plain = (record: object) => ({ ...record })

function remember(table: TableName, record: object, existed: boolean) {
  if (!journal) return
  const id = `${table}\u0000${keyOf(table, record)}`
  if (!journal.before.has(id))
    journal.before.set(id, {
      table,
      key: keyOf(table, record),
      record: existed ? plain(record) : null,
    })
}

for (const name of tableNames) {
  const hooks = db[name].hooks
  hooks.on('create', ({ data }) => remember(name, data.record, false))
  hooks.on('update', ({ data }) => remember(name, data.prevRecord, true))
  hooks.on('delete', ({ data }) => remember(name, data.deletedRecord, true))
}

const currentRecord = (table: TableName, key: string) =>
  (db[table].all() as object[]).find((record) => keyOf(table, record) === key)

/** What the write changed, as the records are now. */
function changesOf(entries: Journal['before']): Change[] {
  return [...entries.values()].map(({ table, key }) => {
    const record = currentRecord(table, key)
    return { table, key, record: record ? plain(record) : null }
  })
}

/** Puts every record the write touched back as it was. */
async function undo(entries: Journal['before']) {
  for (const { table, key, record } of [...entries.values()].reverse()) {
    const current = currentRecord(table, key)
    const collection = db[table] as unknown as {
      delete(record: object): void
      create(values: object): Promise<object>
    }
    if (current) collection.delete(current)
    if (record) await collection.create(record)
  }
}

// ---- Loading ----

const recordSchemas = dbStateSchema.shape

/** The tables read whole on waking. */
const eagerTables = tableNames.filter((name) => !isLazy(name))

/** Splits stored rows into records that match their schema and rows that cannot be read. */
function validate(tables: RawTables, names: readonly TableName[] = tableNames) {
  const state = emptyState() as Record<TableName, unknown[]>
  const unreadable: { table: TableName; row: unknown }[] = []
  for (const name of names) {
    const schema = recordSchemas[name].element as z.ZodType
    for (const row of tables[name] ?? []) {
      const parsed = schema.safeParse(row)
      if (parsed.success) state[name].push(parsed.data)
      else unreadable.push({ table: name, row })
    }
  }
  return { state: state as DbState, unreadable }
}

const newBackup = (reason: string, data: unknown): Backup => ({
  id: `backup-${new Date().toISOString()}-${crypto.randomUUID().slice(0, 4)}`,
  savedAt: new Date().toISOString(),
  reason,
  data: typeof data === 'string' ? data : JSON.stringify(data),
})

function warnBackup(backup: Backup) {
  console.warn(
    `[mock back-end] ${backup.reason} It was kept aside as "${backup.id}" (Mock back-end panel → Backups).`,
  )
}

/** Carries data a version-1 build left in localStorage into IndexedDB, once. */
async function importLegacy(database: Database, legacy: KeyValueStore) {
  const found = readLegacy(legacy)
  if (!found) return
  // Carried over only into a database nothing has been written to yet.
  if (found.kind === 'unreadable' || (await readRevision(database)) > 0) {
    const backup = newBackup(
      found.kind === 'unreadable'
        ? `Data from an earlier version could not be read: ${found.reason}`
        : 'Data from an earlier version was found after the move to IndexedDB.',
      found.kind === 'unreadable' ? found.raw : { version: found.version, state: found.tables },
    )
    await saveBackup(database, backup)
    warnBackup(backup)
  } else {
    await replaceAll(database, migrate(found.tables, found.version), found.revision, SCHEMA_VERSION)
  }
  removeLegacy(legacy)
}

/** Keeps unreadable rows aside in a backup, and takes them out of the tables. */
async function setAside(database: Database, unreadable: { table: TableName; row: unknown }[]) {
  if (!unreadable.length) return
  const backup = newBackup(
    `${unreadable.length} stored record(s) did not match their schema.`,
    unreadable,
  )
  await quarantine(
    database,
    backup,
    unreadable.map(({ table, row }) => ({ table, key: keyOf(table, row as object) })),
  )
  warnBackup(backup)
}

/**
 * Reads the tables read on waking (the others are read on first use), bringing older data up to
 * date and setting unreadable rows aside.
 */
async function loadStored(database: Database): Promise<{ state: DbState; revision: number }> {
  let stored = await readAll(database, eagerTables)
  if (stored.schemaVersion !== SCHEMA_VERSION) {
    // Older data is brought up to date whole, once.
    stored = await readAll(database)
    if (stored.schemaVersion === null || canMigrate(stored.schemaVersion)) {
      const tables = migrate(stored.tables, stored.schemaVersion ?? SCHEMA_VERSION)
      await replaceAll(database, tables, stored.revision, SCHEMA_VERSION)
    } else {
      const backup = newBackup(
        `The stored data has schema version ${stored.schemaVersion}, newer than this build reads.`,
        { schemaVersion: stored.schemaVersion, tables: stored.tables },
      )
      await saveBackup(database, backup)
      warnBackup(backup)
      await replaceAll(database, emptyState(), stored.revision + 1, SCHEMA_VERSION)
    }
    stored = await readAll(database, eagerTables)
  }
  const { state, unreadable } = validate(stored.tables, eagerTables)
  await setAside(database, unreadable)
  return { state, revision: stored.revision }
}

/** Puts what was stored in memory: the tables read on waking, nothing of the others yet. */
async function wake(loaded: { state: DbState; revision: number }) {
  await restore(loaded.state)
  forgetRead()
  revision = loaded.revision
}

interface HydrateOptions {
  /** The IndexedDB database (tests give each run its own). */
  name?: string
  /** Where a version-1 build kept its data (localStorage in the browser). */
  legacy?: KeyValueStore
}

/**
 * Opens the durable copy and loads it into memory before the back-end answers anything.
 * Without IndexedDB (Node, a browser that refuses it) the data lives in memory only.
 */
export async function hydrate({ name = DATABASE_NAME, legacy }: HydrateOptions = {}) {
  let database: Database | null = null
  if (typeof indexedDB !== 'undefined') {
    database = await openDatabase(name, () => {
      durability = { kind: 'lost' }
    }).catch((error: unknown) => {
      console.warn('[mock back-end] IndexedDB is not available: data lives in memory only.', error)
      return null
    })
  }
  durability = database ? { kind: 'open', database } : { kind: 'memory' }
  if (database) {
    const stored = (await readControl(database).catch(() => undefined)) as
      Partial<ControlState> | undefined
    keepControlStateWith((state) => saveControl(database, state), stored ?? undefined)
  } else keepControlStateWith(undefined)
  await withWriteLock(() =>
    inTurn(async () => {
      if (!database) {
        await restore(emptyState())
        allRead()
        revision = 0
        return
      }
      if (legacy) await importLegacy(database, legacy)
      await wake(await loadStored(database))
    }),
  )
}

/**
 * Takes what a version-1 build left in a page's localStorage (handed over by the page, since a
 * service worker cannot read it), once; says whether the page may remove it.
 */
export function carryOver(raw: string): Promise<boolean> {
  const database = durability.kind === 'open' ? durability.database : null
  if (!database) return Promise.resolve(false)
  const legacy: KeyValueStore = { getItem: () => raw, removeItem: () => {} }
  return withWriteLock(() =>
    inTurn(async () => {
      await importLegacy(database, legacy)
      await wake(await loadStored(database))
      return true
    }),
  )
}

/**
 * Another copy wrote since this one last looked: take what it stored (the rows read on first use
 * are dropped, and read again when a call needs them).
 */
async function catchUp(): Promise<void> {
  const database = storage('read')
  if (!database) return
  const latest = await settle('read', readRevision(database))
  if (latest === revision) return
  const stored = await settle('read', readAll(database, eagerTables))
  await wake({ state: validate(stored.tables, eagerTables).state, revision: stored.revision })
}

/**
 * Reads rows a call needs, at this copy's revision: rows stored by a later one are not taken
 * (the call catches up, then asks again), so memory never mixes two revisions.
 */
async function readNeeded(rows: Rows): Promise<void> {
  const database = storage('read')
  if (!database) return keepRead(rows, [])
  const { table, ...query } = rows
  const stored = await settle('read', readRows(database, table, query))
  if (stored.revision !== revision) return
  const { state, unreadable } = validate({ [table]: stored.rows } as RawTables, [table])
  await setAside(database, unreadable)
  await keepRead(rows, state[table])
}

/** Runs a read on the latest data, never while another call of this tab changes it. */
export function read<T>(task: () => T | Promise<T>): Promise<T> {
  return inTurn(async () => {
    for (;;) {
      await catchUp()
      try {
        return await task()
      } catch (error) {
        if (!(error instanceof RowsNotRead)) throw error
        await readNeeded(error.rows)
      }
    }
  })
}

/**
 * Runs a mutation under the cross-tab write lock, on the latest data, as a transaction: it is
 * stored with the next revision if it succeeds, and undone if it throws or cannot be stored.
 */
export function write<T>(mutation: () => Promise<T>): Promise<T> {
  return withWriteLock(() =>
    inTurn(async () => {
      await catchUp()
      for (;;) {
        const changes: Journal = { before: new Map() }
        journal = changes
        try {
          const result = await mutation()
          journal = null
          const database = storage('save')
          if (database && changes.before.size)
            await settle('save', commit(database, changesOf(changes.before), revision + 1))
          if (changes.before.size) revision += 1
          return result
        } catch (error) {
          journal = null
          await undo(changes.before)
          if (!(error instanceof RowsNotRead)) throw error
          // Under the write lock no other copy writes: the rows are read at this revision.
          await readNeeded(error.rows)
        }
      }
    }),
  )
}

/** Replaces the whole state (reset and seed), under the lock, and stores it. */
export function replaceState(state: DbState): Promise<void> {
  return withWriteLock(() =>
    inTurn(async () => {
      const database = storage('save')
      if (database) {
        const latest = await settle('read', readRevision(database))
        await settle(
          'save',
          replaceAll(database, state, latest + 1, SCHEMA_VERSION),
          Number.POSITIVE_INFINITY,
        )
        revision = latest + 1
      } else revision += 1
      await restore(state)
      allRead()
    }),
  )
}

/** Data that could not be read, kept aside (newest first). */
export async function backups(): Promise<Backup[]> {
  const database = durability.kind === 'open' ? durability.database : null
  if (!database) return []
  const all = await readBackups(database)
  return all.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/** How many writes this tab's data has seen: it changes whenever the data does. */
export const currentRevision = () => revision

/** Whether writes reach durable storage ('memory': this browser refuses IndexedDB). */
export const storageMode = () => durability.kind

export type { Backup }
