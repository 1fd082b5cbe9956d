import { formMessages } from '@/api/schemas/limits'
import type { Language } from '@/lib/i18n/languages'
import { RESET_LINK_TTL_MS } from '@/lib/rules'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { AccountRecord, AuthAttemptRecord } from '../db/records'
import { fail } from '../failures'
import { limits, secondsLocked, withinWindow } from './attempts'
import { activeBookingsOn } from './bookings'
import { hashPassword, newSalt, verifyPassword } from './passwords'
import { sampleAppointments } from './samples'
import { hashToken, issueToken } from './tokens'
import { toUser } from './views'

// Accounts (docs/behaviour.md, Accounts): signing up and in, the limits on guessing, the
// password-reset link.

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** The language an account reads its mail in: a guest of a party reads the booking client's. */
export const languageOfAccount = (userId: string): Language =>
  db.accounts.findFirst((q) => q.where({ id: userId }))?.language ?? 'en'

const accountOf = (email: string) => db.accounts.findFirst((q) => q.where({ email }))

/** A new account, with its sample visits; 409 when the email has one. */
export async function createAccount(
  name: string,
  email: string,
  password: string,
  language: Language,
): Promise<AccountRecord> {
  if (accountOf(email))
    throw fail.conflict('An account with this email already exists. Please log in instead.')
  const id = newId('user')
  const now = clock.now()
  // The sample visits are placed before the password is hashed: a day they look at may not be
  // read yet, and the call then runs again from the start (decision 0019).
  const salon = { stylists, bookingsOn: (date: string) => activeBookingsOn(date) }
  const samples = sampleAppointments({ id, name, email }, now, salon)
  const passwordSalt = newSalt()
  const account = await db.accounts.create({
    id,
    name,
    email,
    createdAt: now.toISOString(),
    passwordSalt,
    passwordHash: await hashPassword(password, passwordSalt),
    emailReminders: true,
    language,
  })
  for (const sample of samples) await db.appointments.create({ ...sample, id: newId('appt') })
  return account
}

type AttemptKind = AuthAttemptRecord['kind']

/** The instants `email` tried `kind` that still count at `now`. */
function attemptsOf(kind: AttemptKind, email: string, now: number) {
  const record = db.authAttempts.findFirst((q) => q.where({ id: `${kind}:${email}` }))
  return withinWindow(record?.at ?? [], now, limits[kind])
}

/** How many seconds until `email` may try `kind` again (0: now). */
const lockedFor = (kind: AttemptKind, email: string, now: number) =>
  secondsLocked(attemptsOf(kind, email, now), now, limits[kind])

/** Counts one more try of `kind` for `email`, forgetting those the window has left. */
async function countAttempt(kind: AttemptKind, email: string, now: number) {
  const at = [...attemptsOf(kind, email, now), now]
  const id = `${kind}:${email}`
  db.authAttempts.delete((q) => q.where({ id }))
  await db.authAttempts.create({ id, kind, email, at })
}

const clearAttempts = (kind: AttemptKind, email: string) =>
  db.authAttempts.delete((q) => q.where({ id: `${kind}:${email}` }))

export async function startSession(account: AccountRecord) {
  const { token, expiresAt } = issueToken(clock.now())
  await db.sessions.create({ token, userId: account.id, expiresAt })
  return { user: toUser(account), token }
}

/**
 * Signs in, or signs up an email without an account on the spot. LOGIN_LIMIT wrong passwords for
 * an email inside its window lock it until the first leaves the window, right password or not; a
 * sign-in clears the count.
 */
export async function signIn(body: { email: string; password: string }, language: Language) {
  const email = normaliseEmail(body.email)
  const now = clock.now().getTime()
  const locked = lockedFor('login', email, now)
  if (locked) throw fail.tooManyAttempts(locked)
  const existing = accountOf(email)
  if (!existing)
    return startSession(
      await createAccount(email.split('@')[0] || email, email, body.password, language),
    )
  const ok = await verifyPassword(body.password, existing.passwordSalt, existing.passwordHash)
  if (!ok) {
    await countAttempt('login', email, now)
    throw fail.afterStoring(fail.unauthorized('Invalid email or password'))
  }
  clearAttempts('login', email)
  return startSession(existing)
}

/**
 * A reset link's token for `email`'s account, or nothing: past RESET_MAIL_LIMIT asks in its
 * window for one email, or without an account. A new link makes the earlier ones invalid.
 */
export async function issueResetLink(
  email: string,
): Promise<{ account: AccountRecord; token: string } | undefined> {
  const now = clock.now().getTime()
  if (lockedFor('reset', email, now)) return undefined
  await countAttempt('reset', email, now)
  const account = accountOf(email)
  if (!account) return undefined
  const { token } = issueToken(clock.now())
  db.passwordResets.deleteMany((q) => q.where({ userId: account.id }))
  await db.passwordResets.create({
    id: await hashToken(token),
    userId: account.id,
    expiresAt: now + RESET_LINK_TTL_MS,
  })
  return { account, token }
}

/** The link works once: a new password signs her in and ends every other session. */
export async function resetPassword(body: { token: string; password: string }) {
  const id = await hashToken(body.token)
  const reset = db.passwordResets.findFirst((q) => q.where({ id }))
  const account =
    reset && reset.expiresAt > clock.now().getTime()
      ? db.accounts.findFirst((q) => q.where({ id: reset.userId }))
      : undefined
  if (!reset || !account) throw fail.linkExpired(formMessages.resetLinkExpired)
  db.passwordResets.deleteMany((q) => q.where({ userId: account.id }))
  const passwordSalt = newSalt()
  const passwordHash = await hashPassword(body.password, passwordSalt)
  const updated = (await db.accounts.update((q) => q.where({ id: account.id }), {
    data(record) {
      record.passwordSalt = passwordSalt
      record.passwordHash = passwordHash
    },
  }))!
  db.sessions.deleteMany((q) => q.where({ userId: account.id }))
  clearAttempts('login', account.email)
  return startSession(updated)
}

/** Changes her settings: reminders, birthday (null clears it), language. */
export async function updateSettings(
  userId: string,
  body: {
    emailReminders?: boolean
    birthday?: AccountRecord['birthday'] | null
    language?: Language
  },
) {
  const updated = (await db.accounts.update((q) => q.where({ id: userId }), {
    data(record) {
      if (body.emailReminders !== undefined) record.emailReminders = body.emailReminders
      // Visits done were credited before this call (settleDue): a new birthday month
      // doubles only visits still to come.
      if (body.birthday === null) delete record.birthday
      else if (body.birthday) record.birthday = body.birthday
      if (body.language) record.language = body.language
    },
  }))!
  return toUser(updated)
}
