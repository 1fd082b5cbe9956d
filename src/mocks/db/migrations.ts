import type { VisitLine } from '@/api/schemas'
import { timeFromLabel } from '@/lib/salon-time'
import { clock } from '../clock'
import { tableNames, type TableName } from './db'
import type { RawTables } from './indexed-db'
import type { AppointmentRecord } from './records'
import { aboutVisit, visitEnd } from './visit-record'

// Stored data outlives the code that wrote it. Every version of the records' schema has a step
// to the next, so data of any older version is carried forward, one step at a time, never dropped.

/** The schema version of the stored records: raise it, with a step below, when a record changes. */
export const SCHEMA_VERSION = 11

/**
 * A version-3 appointment's kind, from its service: then the only options were SPEC's ten, named
 * '<kind>-manicure', '<kind>-pedicure' or '<kind>-package'. Read from the value, not the
 * catalogue, so a later menu never changes how old data is carried forward.
 */
const v3Category = (service: unknown): VisitLine['category'] => {
  const value = String(service)
  if (value.endsWith('-pedicure')) return 'pedicure'
  return value.endsWith('-package') ? 'package' : 'manicure'
}

/** Step n turns the tables of version n into those of version n + 1. */
const steps: Record<number, (tables: RawTables) => RawTables> = {
  // 1 → 2: the tables moved from one localStorage document into IndexedDB; records kept their shape.
  1: (tables) => tables,
  // 2 → 3: times travel and are kept as salon time HH:mm ('14:30'), no longer as labels ('2:30 PM').
  2: (tables) => ({
    ...tables,
    appointments: tables.appointments.map((row) => {
      const time = (row as { time?: unknown } | null)?.time
      const wire = typeof time === 'string' ? timeFromLabel(time) : undefined
      return wire ? { ...(row as object), time: wire } : row
    }),
  }),
  // 3 → 4: an appointment is a visit of one or more services, with a stylist the client may have
  // chosen: a one-service appointment becomes a one-service visit whose stylist was assigned.
  3: (tables) => ({
    ...tables,
    appointments: tables.appointments.map((row) => {
      const record = row as Partial<Record<string, unknown>> | null
      if (!record || typeof record !== 'object' || 'services' in record) return row
      const line: VisitLine = {
        value: String(record.service),
        name: String(record.serviceName),
        category: v3Category(record.service),
        price: Number(record.price),
        priceBasis: 'fixed',
        durationMinutes: Number(record.durationMinutes),
      }
      return { ...record, services: [line], stylistChosen: false }
    }),
  }),
  // 4 → 5: clients choose whether to get reminder mails (on unless they turn it off), and a
  // waitlist table starts empty. A visit within 24 hours at the upgrade gets its reminder then.
  4: (tables) => ({
    ...tables,
    accounts: tables.accounts.map((row) =>
      row && typeof row === 'object' && !('emailReminders' in row)
        ? { ...row, emailReminders: true }
        : row,
    ),
    waitlist: tables.waitlist ?? [],
  }),
  // 5 → 6: the first answers to writes sent with an Idempotency-Key are kept; none yet.
  5: (tables) => ({ ...tables, idempotencyKeys: tables.idempotencyKeys ?? [] }),
  // 6 → 7: Diva Rewards keeps a history of points, not a figure on the membership. A member's
  // stored balance becomes one line brought over, and stands for her visits already done: each
  // gets a line of no points, so it is not credited a second time. No visit had a reward yet.
  6: (tables) => {
    const points: unknown[] = [...(tables.points ?? [])]
    const line = (entry: Record<string, unknown>) =>
      points.push({ kind: 'earned', doubled: false, position: points.length, ...entry })
    const loyaltyMembers = tables.loyaltyMembers.map((row) => {
      if (!row || typeof row !== 'object' || !('points' in row)) return row
      const { points: balance, ...member } = row as Record<string, unknown>
      if (typeof balance !== 'number' || balance <= 0) return member
      const { id, userId, memberSince } = member
      line({
        id: `points_${String(id)}_opening`,
        userId,
        at: memberSince,
        points: Math.floor(balance),
        description: 'Points from before the history was kept',
      })
      for (const visit of tables.appointments as Partial<AppointmentRecord>[]) {
        if (visit?.userId !== userId || visit.source !== 'online' || visit.status === 'cancelled')
          continue
        const endsAt = visitEnd(visit as AppointmentRecord)
        if (endsAt > clock.now().getTime() || endsAt <= Date.parse(String(memberSince))) continue
        line({
          id: `points_${String(visit.id)}`,
          userId,
          at: new Date(endsAt).toISOString(),
          points: 0,
          appointmentId: visit.id,
          description: `${aboutVisit(visit as AppointmentRecord)}: in the points brought over`,
        })
      }
      return member
    })
    const appointments = tables.appointments.map((row) =>
      row && typeof row === 'object' && !('pointsSpent' in row)
        ? { ...row, rewardDiscount: 0, pointsSpent: 0 }
        : row,
    )
    return { ...tables, loyaltyMembers, appointments, points }
  },
  // 7 → 8: password-reset links and the sign-in attempts counted against guessing (both new).
  7: (tables) => ({ ...tables, passwordResets: [], authAttempts: [] }),
  // 8 → 9: parties booked together (new); a visit on its own has no party.
  8: (tables) => ({ ...tables, parties: [] }),
  // 9 → 10: an account keeps the language of its mails; those before read English.
  9: (tables) => ({
    ...tables,
    accounts: (tables.accounts ?? []).map((account) => ({
      language: 'en',
      ...(account as object),
    })),
  }),
  // 10 → 11: cards on file, fees, receipts and the payment provider's tables start empty. A visit
  // booked before has no hold: it was never agreed to a fee, so it is never charged one.
  10: (tables) => ({
    ...tables,
    paymentMethods: [],
    fees: [],
    receipts: [],
    providerTokens: [],
    providerCharges: [],
  }),
}

export const canMigrate = (version: unknown): version is number =>
  Number.isInteger(version) && (version as number) >= 1 && (version as number) <= SCHEMA_VERSION

export function migrate(tables: RawTables, from: number): RawTables {
  let migrated = tables
  for (let version = from; version < SCHEMA_VERSION; version++) migrated = steps[version]!(migrated)
  return migrated
}

/** localStorage, or a stand-in for it in tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'removeItem'>

/** Where version 1 kept everything: one JSON document in localStorage, and its revision. */
export const LEGACY_STORAGE_KEY = 'diva-nail-spa/db'
const LEGACY_KEYS = [LEGACY_STORAGE_KEY, `${LEGACY_STORAGE_KEY}:revision`]

export type LegacyData =
  | { kind: 'ok'; tables: RawTables; revision: number; version: number }
  | { kind: 'unreadable'; raw: string; reason: string }

/** The data a version-1 build left in localStorage, if any. */
export function readLegacy(storage: KeyValueStore): LegacyData | null {
  let raw: string | null
  try {
    raw = storage.getItem(LEGACY_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  let stored: { version?: unknown; revision?: unknown; state?: Partial<Record<TableName, unknown>> }
  try {
    stored = JSON.parse(raw) as typeof stored
  } catch {
    return { kind: 'unreadable', raw, reason: 'The stored data is not valid JSON.' }
  }
  if (!canMigrate(stored?.version))
    return { kind: 'unreadable', raw, reason: `Unknown data version ${String(stored?.version)}.` }
  const state = stored.state ?? {}
  const tables = {} as RawTables
  for (const name of tableNames) {
    const rows = state[name] ?? []
    if (!Array.isArray(rows))
      return { kind: 'unreadable', raw, reason: `The ${name} table is not a list.` }
    tables[name] = rows as unknown[]
  }
  return { kind: 'ok', tables, revision: Number(stored.revision) || 0, version: stored.version }
}

export function removeLegacy(storage: KeyValueStore): void {
  for (const key of LEGACY_KEYS) {
    try {
      storage.removeItem(key)
    } catch {
      // Nothing more to do: the data is safe in IndexedDB either way.
    }
  }
}
