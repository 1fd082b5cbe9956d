import { salon } from '@/lib/salon'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { AccountRecord } from '../db/records'
import { hashPassword, newSalt, verifyPassword } from '../domain/passwords'
import { sampleAppointments } from '../domain/samples'
import { issueToken } from '../domain/tokens'
import { fail, type Resolvers } from '../http'
import { activeBookingsOn, normaliseEmail, sendMail, toUser } from './shared'

async function createAccount(
  name: string,
  email: string,
  password: string,
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
  })
  const salon = { stylists, bookingsOn: (date: string) => activeBookingsOn(date) }
  for (const sample of sampleAppointments(account, clock.now(), salon)) {
    await db.appointments.create({ ...sample, id: newId('appt') })
  }
  return account
}

async function startSession(account: AccountRecord) {
  const { token, expiresAt } = issueToken(clock.now())
  await db.sessions.create({ token, userId: account.id, expiresAt })
  return { user: toUser(account), token }
}

export const authResolvers = {
  // An email without an account signs up on the spot (docs/behaviour.md, Accounts).
  login: async ({ body }) => {
    const email = normaliseEmail(body.email)
    const existing = db.accounts.findFirst((q) => q.where({ email }))
    if (existing) {
      const ok = await verifyPassword(body.password, existing.passwordSalt, existing.passwordHash)
      if (!ok) throw fail.unauthorized('Invalid email or password')
      return startSession(existing)
    }
    return startSession(await createAccount(email.split('@')[0] || email, email, body.password))
  },

  register: async ({ body }) => {
    const email = normaliseEmail(body.email)
    if (db.accounts.findFirst((q) => q.where({ email }))) {
      throw fail.conflict('An account with this email already exists. Please log in instead.')
    }
    const account = await createAccount(body.name, email, body.password)
    await sendMail({
      kind: 'welcome',
      to: email,
      subject: `Welcome to ${salon.name}`,
      body: `Hi ${body.name},\n\nYour account is ready. Book your next appointment any time on our website.\n\n${salon.name}`,
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
        },
      }))!
      return { user: toUser(updated) }
    },
  },

  // Always 202, so the answer never reveals whether an account exists.
  requestPasswordReset: async ({ body }) => {
    const email = normaliseEmail(body.email)
    const account = db.accounts.findFirst((q) => q.where({ email }))
    if (account) {
      await sendMail({
        kind: 'password-reset',
        to: email,
        subject: 'Reset your password',
        body: `Hi ${account.name},\n\nWe received a request to reset your password. Reply to this email or call us at ${salon.footerPhone} and we will help you choose a new one.\n\nIf you did not ask for this, you can ignore this email.\n\n${salon.name}`,
      })
    }
  },
} satisfies Partial<Resolvers>
