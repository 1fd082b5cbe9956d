import {
  createAccount,
  issueResetLink,
  normaliseEmail,
  resetPassword,
  signIn,
  startSession,
  updateSettings,
} from '../domain/accounts'
import { toUser } from '../domain/views'
import { db } from '../db/db'
import type { Resolvers } from '../http'
import { passwordResetMail, welcomeMail } from '../mail'

export const authResolvers = {
  // An email without an account signs up on the spot (docs/behaviour.md, Accounts); too many
  // wrong passwords lock it for a while (domain/accounts.ts).
  login: ({ body, language }) => signIn(body, language),

  register: async ({ body, language }) => {
    const email = normaliseEmail(body.email)
    const account = await createAccount(body.name, email, body.password, body.language ?? language)
    await welcomeMail(account)
    return startSession(account)
  },

  logout: ({ token }) => {
    if (token) db.sessions.delete((q) => q.where({ token }))
  },

  me: ({ account }) => ({ user: toUser(account!) }),

  updateMe: {
    unsaved: 'We could not save your settings. Please try again.',
    resolve: async ({ body, account }) => ({ user: await updateSettings(account!.id, body) }),
  },

  // Always 202, so the answer never reveals whether an account exists; past the limit of mails
  // for one email, no mail. The mail is in her account's language, whoever asks.
  requestPasswordReset: async ({ body, origin }) => {
    const issued = await issueResetLink(normaliseEmail(body.email))
    if (issued) await passwordResetMail(issued.account, origin, issued.token)
  },

  // The link works once: a new password signs her in here and ends every other session.
  confirmPasswordReset: ({ body }) => resetPassword(body),
} satisfies Partial<Resolvers>
