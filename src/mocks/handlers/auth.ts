import { pathInLanguage, type Language } from '@/lib/i18n/languages'
import { salon } from '@/lib/salon'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { AccountRecord, AuthAttemptRecord } from '../db/records'
import { limits, secondsLocked, withinWindow } from '../domain/attempts'
import { hashPassword, newSalt, verifyPassword } from '../domain/passwords'
import { sampleAppointments } from '../domain/samples'
import { hashToken, issueToken, RESET_LINK_TTL_MS } from '../domain/tokens'
import { fail, type Resolvers } from '../http'
import { say } from '../language'
import { formMessages } from '@/api/schemas/limits'
import { mailText } from './letters'
import { activeBookingsOn, normaliseEmail, sendMail, toUser } from './shared'

async function createAccount(
  name: string,
  email: string,
  password: string,
  language: Language,
): Promise<AccountRecord> {
  const passwordSalt = newSalt()
  const account = await db.accounts.create({
    id: newId('user'),
    name,
    email,
    createdAt: clock.now().toISOString(),
    passwordSalt,
    passwordHash: await hashPassword(password, passwordSalt),
    emailReminders: true,
    language,
  })
  const salon = { stylists, bookingsOn: (date: string) => activeBookingsOn(date) }
  for (const sample of sampleAppointments(account, clock.now(), salon)) {
    await db.appointments.create({ ...sample, id: newId('appt') })
  }
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

async function startSession(account: AccountRecord) {
  const { token, expiresAt } = issueToken(clock.now())
  await db.sessions.create({ token, userId: account.id, expiresAt })
  return { user: toUser(account), token }
}

export const authResolvers = {
  // An email without an account signs up on the spot (docs/behaviour.md, Accounts).
  // Five wrong passwords for an email within 15 minutes lock it until the first leaves the
  // window, right password or not; a sign-in clears the count.
  login: async ({ body, language }) => {
    const email = normaliseEmail(body.email)
    const now = clock.now().getTime()
    const locked = lockedFor('login', email, now)
    if (locked) throw fail.tooManyAttempts(locked)
    const existing = db.accounts.findFirst((q) => q.where({ email }))
    if (existing) {
      const ok = await verifyPassword(body.password, existing.passwordSalt, existing.passwordHash)
      if (!ok) {
        await countAttempt('login', email, now)
        throw fail.afterStoring(fail.unauthorized('Invalid email or password'))
      }
      clearAttempts('login', email)
      return startSession(existing)
    }
    return startSession(
      await createAccount(email.split('@')[0] || email, email, body.password, language),
    )
  },

  register: async ({ body, language }) => {
    const email = normaliseEmail(body.email)
    if (db.accounts.findFirst((q) => q.where({ email }))) {
      throw fail.conflict('An account with this email already exists. Please log in instead.')
    }
    const account = await createAccount(body.name, email, body.password, body.language ?? language)
    await sendMail({
      kind: 'welcome',
      to: email,
      subject: mailText(account.language, say('Welcome to {salon}', { salon: salon.name })),
      body: mailText(
        account.language,
        say(
          'Hi {name},\n\nYour account is ready. Book your next appointment any time on our website.\n\n{salon}',
          { name: body.name, salon: salon.name },
        ),
      ),
    })
    return startSession(account)
  },

  logout: ({ token }) => {
    if (token) db.sessions.delete((q) => q.where({ token }))
  },

  me: ({ account }) => ({ user: toUser(account!) }),

  updateMe: {
    unsaved: 'We could not save your settings. Please try again.',
    resolve: async ({ body, account }) => {
      const updated = (await db.accounts.update((q) => q.where({ id: account!.id }), {
        data(record) {
          if (body.emailReminders !== undefined) record.emailReminders = body.emailReminders
          // Visits done were credited before this call (settleDue): a new birthday month
          // doubles only visits still to come.
          if (body.birthday === null) delete record.birthday
          else if (body.birthday) record.birthday = body.birthday
          if (body.language) record.language = body.language
        },
      }))!
      return { user: toUser(updated) }
    },
  },

  // Always 202, so the answer never reveals whether an account exists; past 3 asks an hour for
  // one email, no mail. A new link makes the earlier ones invalid.
  requestPasswordReset: async ({ body, origin }) => {
    const email = normaliseEmail(body.email)
    const now = clock.now().getTime()
    if (lockedFor('reset', email, now)) return
    await countAttempt('reset', email, now)
    const account = db.accounts.findFirst((q) => q.where({ email }))
    if (!account) return
    const { token } = issueToken(clock.now())
    db.passwordResets.deleteMany((q) => q.where({ userId: account.id }))
    await db.passwordResets.create({
      id: await hashToken(token),
      userId: account.id,
      expiresAt: now + RESET_LINK_TTL_MS,
    })
    // The page in her language: /es/reset-password for a Spanish account.
    const { language } = account
    const link = `${origin}${pathInLanguage('/reset-password', language)}?token=${token}`
    await sendMail({
      kind: 'password-reset',
      to: email,
      subject: mailText(language, say('Reset your password')),
      body: mailText(
        language,
        say(
          'Hi {name},\n\nWe received a request to reset your password. Choose a new one here (the link works once, for the next 60 minutes):\n\n{link}\n\nIf you did not ask for this, you can ignore this email: your password stays as it is.\n\n{salon}',
          { name: account.name, link, salon: salon.name },
        ),
      ),
    })
  },

  // The link works once: a new password signs her in here and ends every other session.
  confirmPasswordReset: async ({ body }) => {
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
  },
} satisfies Partial<Resolvers>
