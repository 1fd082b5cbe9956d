import { z } from 'zod'
import { languages } from '@/lib/i18n/languages'
import {
  appointmentSchema,
  cardSchema,
  contactMessageSchema,
  feeReasons,
  feeStates,
  paymentMethodSchema,
  receiptSchema,
  partySchema,
  pointsEntrySchema,
  userSchema,
  waitlistEntrySchema,
} from '@/api/schemas'

// What the back-end stores: the API's own schemas, extended with server-only fields.

export const accountRecordSchema = userSchema.required({ createdAt: true }).extend({
  passwordHash: z.string(),
  passwordSalt: z.string(),
  /** Accounts seeded without it want reminders, as every new account does. */
  emailReminders: z.boolean().default(true),
  /** The language of her mails (schema 10; accounts from before read English). */
  language: z.enum(languages),
})
export type AccountRecord = z.infer<typeof accountRecordSchema>

export const sessionRecordSchema = z.object({
  token: z.string(),
  userId: z.string(),
  expiresAt: z.number(),
})

/**
 * A password-reset link not used yet: `id` is the SHA-256 of its token (the token itself is only
 * in the mail), which works once, until `expiresAt` (epoch ms).
 */
export const passwordResetRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.number(),
})

/**
 * What one email tried lately, for the limits on guessing: 'login' keeps the wrong passwords'
 * instants, 'reset' the reset mails asked for (epoch ms, oldest first). `id` is kind and email.
 */
export const authAttemptRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['login', 'reset']),
  email: z.string(),
  at: z.array(z.number()),
})
export type AuthAttemptRecord = z.infer<typeof authAttemptRecordSchema>

/** How a visit is held: the policy she agreed to, its fee and her card (schema 11). */
const storedHoldSchema = z.object({
  policyVersion: z.string(),
  feeCents: z.number().int().nonnegative(),
  cardId: z.string(),
  /** The card that holds the visit, named still if she removes it later (moved with the visit). */
  card: cardSchema.pick({ brand: true, last4: true }),
})
export type StoredHold = z.infer<typeof storedHoldSchema>

export const appointmentRecordSchema = appointmentSchema
  .omit({ canChange: true, pointsEarned: true, hold: true, fee: true })
  .extend({
    /** Absent for a visit booked before cards were held: it is never charged. */
    hold: storedHoldSchema.optional(),
    userId: z.string(),
    /** Sample appointments every new account starts with do not count as the client's own bookings. */
    source: z.enum(['sample', 'online']),
    /** The start ('YYYY-MM-DD HH:mm') the day-before reminder was sent for, or counted as sent. */
    remindedFor: z.string().optional(),
  })
export type AppointmentRecord = z.infer<typeof appointmentRecordSchema>

/**
 * A party booked together: what it carries as a whole. Its people's visits are appointments with
 * its `partyId` (the client's own, then each guest's, `guest: true`).
 */
export const partyRecordSchema = partySchema
  .pick({ id: true, kind: true, bridal: true, champagne: true, offer: true })
  .extend({ userId: z.string(), createdAt: z.string() })
export type PartyRecord = z.infer<typeof partyRecordSchema>

export const contactMessageRecordSchema = contactMessageSchema.extend({
  id: z.string(),
  receivedAt: z.string(),
})

export const subscriptionRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
})

/** A Diva Rewards member: her balance and history live in the points table. */
export const loyaltyRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  memberSince: z.string(),
})

/**
 * One movement of a member's points, never changed once written: her balance is their sum. An
 * 'earned' line is written once per completed visit (`appointmentId`), a 'returned' line once
 * per cancelled visit that had spent points.
 */
export const pointsRecordSchema = pointsEntrySchema.extend({
  userId: z.string(),
  /** Its place in the history: lines written at one instant keep the order they were written in. */
  position: z.number().int().nonnegative(),
})
export type PointsRecord = z.infer<typeof pointsRecordSchema>

/** A client's entry to be told when a time opens on a full day (the API's shape, plus whose). */
export const waitlistRecordSchema = waitlistEntrySchema.extend({
  userId: z.string(),
  /** Who is told: the account's email and name when the entry was made. */
  email: z.string(),
  name: z.string(),
  /** When she was told a time opened (each entry is told once). */
  toldAt: z.string().optional(),
  /** Its place in the queue: first come, first told, even when two entries share an instant. */
  position: z.number().int().nonnegative(),
})
export type WaitlistRecord = z.infer<typeof waitlistRecordSchema>

/** A card on file: the payment provider's token and what the salon may know of the card. */
export const paymentMethodRecordSchema = paymentMethodSchema.omit({ expired: true }).extend({
  userId: z.string(),
  token: z.string(),
  createdAt: z.string(),
})
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecordSchema>

/**
 * The fee of one visit (one person of a party): at most one per appointment, whatever retries.
 * 'due' while its charge failed and she has not paid it.
 */
export const feeRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  appointmentId: z.string(),
  reason: z.enum(feeReasons),
  amountCents: z.number().int().nonnegative(),
  state: z.enum(feeStates),
  /** The card it was charged to (or tried). */
  cardId: z.string(),
  createdAt: z.string(),
})
export type FeeRecord = z.infer<typeof feeRecordSchema>

/** A charge or a payment, never changed once written. */
export const receiptRecordSchema = receiptSchema.extend({
  userId: z.string(),
  feeId: z.string(),
  /** Its place in the list: receipts written at one instant keep the order they were written in. */
  position: z.number().int().nonnegative(),
})
export type ReceiptRecord = z.infer<typeof receiptRecordSchema>

/**
 * The simulated payment provider's own tables (src/mocks/provider), apart from the salon's: a
 * token and the card it stands for (never its number or CVC), and each charge by its key.
 */
export const providerTokenRecordSchema = cardSchema.extend({
  id: z.string(),
  /** Test card 4000 0000 0000 0341: it saves, but every charge on it fails. */
  chargesFail: z.boolean(),
  createdAt: z.string(),
})
export type ProviderTokenRecord = z.infer<typeof providerTokenRecordSchema>

export const providerChargeRecordSchema = z.object({
  id: z.string(),
  token: z.string(),
  amountCents: z.number().int().nonnegative(),
  /** A charge asked for again with its key answers as the first time, and charges nothing. */
  idempotencyKey: z.string(),
  succeeded: z.boolean(),
  createdAt: z.string(),
})

/**
 * The first answer to a write sent with an `Idempotency-Key`, kept for a day so that a repeat is
 * answered the same without acting again. `id` is the client (her token, or 'anonymous') and
 * the key; `request` is the method, path and body the key was first used for.
 */
export const idempotencyRecordSchema = z.object({
  id: z.string(),
  request: z.string(),
  status: z.number().int(),
  /** The answer's body as JSON text; empty for an answer without one. */
  body: z.string(),
  createdAt: z.string(),
})

/** A "sent" email: nothing leaves the browser, the outbox keeps it for people and tests to read. */
export const mailRecordSchema = z.object({
  id: z.string(),
  kind: z.enum([
    'booking-confirmation',
    'appointment-rescheduled',
    'appointment-cancelled',
    'appointment-reminder',
    'waitlist-opening',
    'password-reset',
    'contact-acknowledgement',
    'welcome',
    'fee-charged',
    'fee-failed',
    'no-show',
    'balance-paid',
  ]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
})
export type MailRecord = z.infer<typeof mailRecordSchema>
