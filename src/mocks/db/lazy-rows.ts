import { db, type TableName } from './db'
import type { RowQuery } from './indexed-db'

// Rows read on first use (docs/decisions/0019-read-what-is-asked.md). The appointments and the
// mails grow with every booking: on waking, the back-end reads neither. A rule that reads them
// first says which rows it needs (a day's, a client's, one visit, a party's, every day up to
// today); when they are not in memory yet, `need` stops the call, the store reads those rows
// through an IndexedDB index, and runs the call again from the start (a write is undone first),
// as React runs a component again once the data it suspended on has arrived.

/** The tables read on first use; every other table is read whole on waking. */
const lazyTables = ['appointments', 'outbox'] as const
export type LazyTable = (typeof lazyTables)[number]

/** Some rows of a lazy table: all of them, or those an index (or the key, `id`) picks. */
export type Rows = { table: LazyTable } & RowQuery

/** What is in memory of a lazy table: everything, or the parts read so far. */
interface InMemory {
  whole: boolean
  /** The parts read ('date=2026-12-01', 'userId=user_1', 'id=appt_1'). */
  parts: Set<string>
  /** Every day up to this one was read (the visits that may be done). */
  upTo: string | null
  /** The keys of the rows in memory. */
  ids: Set<string>
}

const inMemory = Object.fromEntries(
  lazyTables.map((table) => [
    table,
    { whole: true, parts: new Set(), upTo: null, ids: new Set() } satisfies InMemory,
  ]),
) as Record<LazyTable, InMemory>

for (const table of lazyTables) {
  const { hooks } = db[table]
  hooks.on('create', ({ data }) => inMemory[table].ids.add(data.record.id))
  hooks.on('delete', ({ data }) => inMemory[table].ids.delete(data.deletedRecord.id))
}

export const isLazy = (table: TableName): table is LazyTable =>
  (lazyTables as readonly string[]).includes(table)

const partOf = ({ index = 'id', only }: Rows) => `${index}=${only}`

/** Whether every row `rows` asks for is in memory. */
function inMemoryNow(rows: Rows): boolean {
  const held = inMemory[rows.table]
  if (held.whole) return true
  if (rows.upTo !== undefined) return held.upTo !== null && rows.upTo <= held.upTo
  if (rows.only === undefined) return false
  if (held.parts.has(partOf(rows))) return true
  if (rows.index === 'date' && held.upTo !== null && rows.only <= held.upTo) return true
  return (rows.index ?? 'id') === 'id' && held.ids.has(rows.only)
}

/** A call needs rows that are not in memory yet: the store reads them and runs it again. */
export class RowsNotRead extends Error {
  constructor(readonly rows: Rows) {
    super(`The rows of ${rows.table} ${JSON.stringify(rows)} are not read yet.`)
  }
}

/** Makes sure `rows` are in memory before a rule reads them (see RowsNotRead). */
function need(rows: Rows): void {
  if (!inMemoryNow(rows)) throw new RowsNotRead(rows)
}

/** Puts rows just read from storage in memory (those already there are newer or the same). */
export async function keepRead(rows: Rows, records: readonly object[]): Promise<void> {
  const held = inMemory[rows.table]
  const collection = db[rows.table] as unknown as { create(values: object): Promise<object> }
  const idOf = (record: object) => String((record as { id: unknown }).id)
  // A whole table is in the order it had when every row was read on waking: the rows stored
  // before, then those made since waking (already in memory), in the order they were made.
  const madeSinceWaking =
    rows.only === undefined && rows.upTo === undefined && records.length
      ? (db[rows.table].all() as object[]).map((record) => ({ ...record }))
      : []
  if (madeSinceWaking.length) db[rows.table].clear()
  const made = new Set(madeSinceWaking.map(idOf))
  for (const record of records) {
    if (held.ids.has(idOf(record)) || made.has(idOf(record))) continue
    await collection.create(record)
  }
  for (const record of madeSinceWaking) await collection.create(record)
  if (rows.upTo !== undefined) held.upTo = rows.upTo
  else if (rows.only !== undefined) held.parts.add(partOf(rows))
  else held.whole = true
}

/**
 * A party made by the call under way: none of its people can be stored yet, so all of them are
 * in memory (its id is new, and asking storage for them would only make a new id again).
 */
export function partyMadeNow(partyId: string): void {
  const held = inMemory.appointments
  if (!held.whole)
    held.parts.add(partOf({ table: 'appointments', index: 'partyId', only: partyId }))
}

/** The lazy tables are empty in memory and nothing of them is read (waking, another copy wrote). */
export function forgetRead(): void {
  for (const table of lazyTables) {
    db[table].clear()
    const held = inMemory[table]
    held.whole = false
    held.parts.clear()
    held.upTo = null
    held.ids.clear()
  }
}

/** Every row of every table is in memory (memory only, a seed, a reset). */
export function allRead(): void {
  for (const table of lazyTables) {
    inMemory[table].whole = true
    inMemory[table].parts.clear()
    inMemory[table].upTo = null
  }
}

// ---- What the rules ask for, in their words ----

/** One visit, by its id. */
export const needVisit = (id: string) => need({ table: 'appointments', only: id })

/** Every visit on a day (all clients). */
export const needDay = (date: string) => need({ table: 'appointments', index: 'date', only: date })

/** Every visit of one client. */
export const needClientVisits = (userId: string) =>
  need({ table: 'appointments', index: 'userId', only: userId })

/** Every person of a party. */
export const needParty = (partyId: string) =>
  need({ table: 'appointments', index: 'partyId', only: partyId })

/** Every visit dated `date` or earlier (those that may be done). */
export const needVisitsUpTo = (date: string) =>
  need({ table: 'appointments', index: 'date', upTo: date })

/** Every row of `table`: for listings and copies of everything (the tester's panel, snapshots). */
export const needWhole = (table: LazyTable) => need({ table })

/** Every row of every table in memory: for a copy of everything (a tester's export, a test). */
export const needEverything = () => lazyTables.forEach(needWhole)
