import { openDB, type IDBPDatabase } from 'idb'
import { tableNames, type TableName } from './db'

// The durable copy of the tables: one IndexedDB object store per table, plus `meta` (the
// revision every copy compares, the schema version of the records, the testers' settings) and `backups` (data that
// could not be read, kept aside instead of being overwritten). A write stores only the records
// it changed, in one transaction with the new revision, so its cost does not grow with the data.

export const DATABASE_NAME = 'diva-nail-spa'
/**
 * The layout of the IndexedDB database. 1: only a revision ledger (the tables lived in one
 * localStorage document); 2: the tables themselves; 3: the waitlist table; 4: the idempotency
 * keys' table; 5: the Diva Rewards points table; 6: password resets and sign-in attempts;
 * 7: parties booked together; 8: cards on file, fees, receipts and the payment provider's tables;
 * 9: indexes on the appointments (by date, by client, by party), to read only the rows a call
 * needs (docs/decisions/0019-read-what-is-asked.md).
 */
const LAYOUT_VERSION = 9

/** The indexes a table is read by, each on the field of its name. */
const indexes: Partial<Record<TableName, readonly string[]>> = {
  appointments: ['date', 'userId', 'partyId'],
}

/** Each table's primary key. */
const keyPaths: Record<TableName, string> = {
  accounts: 'id',
  sessions: 'token',
  appointments: 'id',
  contactMessages: 'id',
  subscriptions: 'id',
  loyaltyMembers: 'id',
  points: 'id',
  outbox: 'id',
  waitlist: 'id',
  idempotencyKeys: 'id',
  passwordResets: 'id',
  authAttempts: 'id',
  parties: 'id',
  paymentMethods: 'id',
  fees: 'id',
  receipts: 'id',
  providerTokens: 'id',
  providerCharges: 'id',
}

export type RawTables = Record<TableName, unknown[]>

export interface Backup {
  id: string
  savedAt: string
  reason: string
  /** What could not be read, as it was stored (JSON text). */
  data: string
}

export interface StoredData {
  revision: number
  /** The records' schema version, or null for a database that has never been written. */
  schemaVersion: number | null
  tables: RawTables
}

export type Change = { table: TableName; key: string; record: object | null }

export type Database = IDBPDatabase

/** Opens (creating or upgrading) the database; `name` lets tests keep theirs apart. */
export function openDatabase(name: string, onReplaced: () => void): Promise<Database> {
  return openDB(name, LAYOUT_VERSION, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 2) {
        if (database.objectStoreNames.contains('ledger')) database.deleteObjectStore('ledger')
        for (const table of tableNames)
          database.createObjectStore(table, { keyPath: keyPaths[table] })
        database.createObjectStore('meta')
        database.createObjectStore('backups', { keyPath: 'id' })
      }
      // Tables added since: a store for each one the database does not have yet.
      for (const table of tableNames)
        if (!database.objectStoreNames.contains(table))
          database.createObjectStore(table, { keyPath: keyPaths[table] })
      // Indexes added since: built over the rows already stored, which stay as they are.
      for (const [table, fields] of Object.entries(indexes)) {
        const store = transaction.objectStore(table as TableName)
        for (const field of fields)
          if (!store.indexNames.contains(field)) store.createIndex(field, field)
      }
    },
    // A newer build in another tab needs to upgrade the layout: step aside (this tab's writes
    // then fail with "try again", and its next load runs the new code).
    blocking(_current, _next, event) {
      ;(event.target as IDBDatabase).close()
      onReplaced()
    },
  })
}

export async function readRevision(database: Database): Promise<number> {
  return Number(await database.get('meta', 'revision')) || 0
}

/**
 * Every table (or only `names`; the others are left empty), read in one transaction so no other
 * tab's write can land half-way.
 */
export async function readAll(
  database: Database,
  names: readonly TableName[] = tableNames,
): Promise<StoredData> {
  const tx = database.transaction([...tableNames, 'meta'], 'readonly')
  const tables = Object.fromEntries(tableNames.map((name) => [name, []])) as unknown as RawTables
  const [revision, schemaVersion] = await Promise.all([
    tx.objectStore('meta').get('revision'),
    tx.objectStore('meta').get('schemaVersion'),
    ...names.map(async (name) => {
      tables[name] = await tx.objectStore(name).getAll()
    }),
  ])
  await tx.done
  return {
    revision: Number(revision) || 0,
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : null,
    tables,
  }
}

/** Which rows of a table to read: all, or those whose `index` (or key) is `only`, or `upTo` or less. */
export interface RowQuery {
  index?: string
  only?: string
  upTo?: string
}

/** Some rows of one table, with the revision they were stored at (one transaction). */
export async function readRows(
  database: Database,
  table: TableName,
  query: RowQuery,
): Promise<{ revision: number; rows: unknown[] }> {
  const tx = database.transaction([table, 'meta'], 'readonly')
  const store = tx.objectStore(table)
  const range =
    query.only !== undefined
      ? IDBKeyRange.only(query.only)
      : query.upTo !== undefined
        ? IDBKeyRange.upperBound(query.upTo)
        : undefined
  const source = query.index && query.index !== keyPaths[table] ? store.index(query.index) : store
  const [revision, rows] = await Promise.all([
    tx.objectStore('meta').get('revision'),
    source.getAll(range),
  ])
  await tx.done
  return { revision: Number(revision) || 0, rows }
}

/** Stores the changed records and the new revision in one transaction: all of it or none. */
export async function commit(database: Database, changes: Change[], revision: number) {
  const touched = [...new Set(changes.map((c) => c.table))]
  const tx = database.transaction([...touched, 'meta'], 'readwrite')
  for (const { table, key, record } of changes) {
    const store = tx.objectStore(table)
    void (record ? store.put(record) : store.delete(key)).catch(() => {})
  }
  void tx.objectStore('meta').put(revision, 'revision')
  await tx.done
}

/** Replaces every table (reset, seed, migration) in one transaction. */
export async function replaceAll(
  database: Database,
  tables: RawTables,
  revision: number,
  schemaVersion: number,
) {
  const tx = database.transaction([...tableNames, 'meta'], 'readwrite')
  for (const name of tableNames) {
    const store = tx.objectStore(name)
    void store.clear()
    for (const record of tables[name]) void store.put(record).catch(() => {})
  }
  void tx.objectStore('meta').put(revision, 'revision')
  void tx.objectStore('meta').put(schemaVersion, 'schemaVersion')
  await tx.done
}

/** Removes records that could not be read, keeping a copy of them in `backups`. */
export async function quarantine(
  database: Database,
  backup: Backup,
  unreadable: { table: TableName; key: IDBValidKey }[],
) {
  const tx = database.transaction([...tableNames, 'backups'], 'readwrite')
  void tx.objectStore('backups').put(backup)
  for (const { table, key } of unreadable) void tx.objectStore(table).delete(key)
  await tx.done
}

export async function saveBackup(database: Database, backup: Backup) {
  await database.put('backups', backup)
}

/** The testers' settings (latency, faults, clock), kept beside the tables. */
export async function readControl(database: Database): Promise<unknown> {
  return database.get('meta', 'control')
}

export async function saveControl(database: Database, state: unknown): Promise<void> {
  await database.put('meta', state, 'control')
}

export async function readBackups(database: Database): Promise<Backup[]> {
  return (await database.getAll('backups')) as Backup[]
}

export const keyOf = (table: TableName, record: object): string =>
  String((record as Record<string, unknown>)[keyPaths[table]])
