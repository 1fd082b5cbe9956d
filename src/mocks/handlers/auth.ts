import {
  loginRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@/api/schemas'
import { salon } from '@/lib/salon'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { AccountRecord } from '../db/records'
import { hashPassword, newSalt, verifyPassword } from '../domain/passwords'
import { sampleAppointments } from '../domain/samples'
import { issueToken } from '../domain/tokens'
import { accepted, created, fail, noContent, route } from '../http'
import { activeBookingsOn, normaliseEmail, sendMail, toUser } from './shared'

const LOGIN_DELAY_MS = 1000
const RESET_DELAY_MS = 1500

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

export const authHandlers = [
  // DESIGN: an email without an account signs up on the spot (name = the part before the @).
  route(
    'post',
    '/auth/login',
    { body: loginRequestSchema, delay: LOGIN_DELAY_MS, write: true },
    async ({ body }) => {
      const email = normaliseEmail(body.email)
      const existing = db.accounts.findFirst((q) => q.where({ email }))
      if (existing) {
        const ok = await verifyPassword(body.password, existing.passwordSalt, existing.passwordHash)
        if (!ok) throw fail.unauthorized('Invalid email or password')
        return startSession(existing)
      }
      return startSession(await createAccount(email.split('@')[0] || email, email, body.password))
    },
  ),

  route(
    'post',
    '/auth/register',
    { body: registerRequestSchema, delay: LOGIN_DELAY_MS, write: true },
    async ({ body }) => {
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
      return created(await startSession(account))
    },
  ),

  route('post', '/auth/logout', { auth: 'optional', write: true }, ({ token }) => {
    if (token) db.sessions.delete((q) => q.where({ token }))
    return noContent()
  }),

  route('get', '/auth/me', { auth: 'required' }, ({ account }) => ({ user: toUser(account!) })),

  // Always 202, so the answer never reveals whether an account exists.
  route(
    'post',
    '/auth/password-reset',
    { body: passwordResetRequestSchema, delay: RESET_DELAY_MS, write: true },
    async ({ body }) => {
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
      return accepted()
    },
  ),
]
