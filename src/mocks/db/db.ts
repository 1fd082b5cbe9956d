import { Collection } from '@msw/data'
import { z } from 'zod'
import {
  accountRecordSchema,
  appointmentRecordSchema,
  authAttemptRecordSchema,
  contactMessageRecordSchema,
  feeRecordSchema,
  idempotencyRecordSchema,
  loyaltyRecordSchema,
  mailRecordSchema,
  partyRecordSchema,
  passwordResetRecordSchema,
  paymentMethodRecordSchema,
  pointsRecordSchema,
  providerChargeRecordSchema,
  providerTokenRecordSchema,
  receiptRecordSchema,
  sessionRecordSchema,
  subscriptionRecordSchema,
  waitlistRecordSchema,
} from './records'

// The back-end's state: @msw/data collections over the API's schemas. The catalogue is static
// (db/catalogue.ts); everything a client can change lives here and is persisted.
export const db = {
  accounts: new Collection({ schema: accountRecordSchema }),
  sessions: new Collection({ schema: sessionRecordSchema }),
  appointments: new Collection({ schema: appointmentRecordSchema }),
  contactMessages: new Collection({ schema: contactMessageRecordSchema }),
  subscriptions: new Collection({ schema: subscriptionRecordSchema }),
  loyaltyMembers: new Collection({ schema: loyaltyRecordSchema }),
  points: new Collection({ schema: pointsRecordSchema }),
  outbox: new Collection({ schema: mailRecordSchema }),
  waitlist: new Collection({ schema: waitlistRecordSchema }),
  idempotencyKeys: new Collection({ schema: idempotencyRecordSchema }),
  passwordResets: new Collection({ schema: passwordResetRecordSchema }),
  authAttempts: new Collection({ schema: authAttemptRecordSchema }),
  parties: new Collection({ schema: partyRecordSchema }),
  paymentMethods: new Collection({ schema: paymentMethodRecordSchema }),
  fees: new Collection({ schema: feeRecordSchema }),
  receipts: new Collection({ schema: receiptRecordSchema }),
  providerTokens: new Collection({ schema: providerTokenRecordSchema }),
  providerCharges: new Collection({ schema: providerChargeRecordSchema }),
}

type Tables = typeof db
export type TableName = keyof Tables

/**
 * Calls `listener` whenever a record of `tables` is created, updated or deleted (replacing a
 * table deletes and creates too): for what is worked out from the data and kept until it changes.
 */
export function onChange(tables: readonly TableName[], listener: () => void) {
  for (const table of tables)
    for (const event of ['create', 'update', 'delete'] as const) db[table].hooks.on(event, listener)
}

/** A plain, JSON-safe copy of every table: what is persisted and what tests seed. */
export const dbStateSchema = z.object({
  accounts: z.array(accountRecordSchema),
  sessions: z.array(sessionRecordSchema),
  appointments: z.array(appointmentRecordSchema),
  contactMessages: z.array(contactMessageRecordSchema),
  subscriptions: z.array(subscriptionRecordSchema),
  loyaltyMembers: z.array(loyaltyRecordSchema),
  points: z.array(pointsRecordSchema),
  outbox: z.array(mailRecordSchema),
  waitlist: z.array(waitlistRecordSchema),
  idempotencyKeys: z.array(idempotencyRecordSchema),
  passwordResets: z.array(passwordResetRecordSchema),
  authAttempts: z.array(authAttemptRecordSchema),
  parties: z.array(partyRecordSchema),
  paymentMethods: z.array(paymentMethodRecordSchema),
  fees: z.array(feeRecordSchema),
  receipts: z.array(receiptRecordSchema),
  providerTokens: z.array(providerTokenRecordSchema),
  providerCharges: z.array(providerChargeRecordSchema),
})
export type DbState = z.infer<typeof dbStateSchema>

export const tableNames = Object.keys(db) as TableName[]

export const emptyState = (): DbState => ({
  accounts: [],
  sessions: [],
  appointments: [],
  contactMessages: [],
  subscriptions: [],
  loyaltyMembers: [],
  points: [],
  outbox: [],
  waitlist: [],
  idempotencyKeys: [],
  passwordResets: [],
  authAttempts: [],
  parties: [],
  paymentMethods: [],
  fees: [],
  receipts: [],
  providerTokens: [],
  providerCharges: [],
})

export function snapshot(): DbState {
  const state = emptyState() as Record<TableName, unknown[]>
  for (const name of tableNames) state[name] = db[name].all().map((record) => ({ ...record }))
  return state as DbState
}

/** Replaces every table with `state` (already validated by dbStateSchema). */
export async function restore(state: DbState): Promise<void> {
  for (const name of tableNames) {
    const table = db[name] as Collection<z.ZodType>
    table.clear()
    for (const record of state[name]) await table.create(record)
  }
}

/** Ids for new records: short, unique, and readable in tests. */
export const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().slice(0, 8)}`
