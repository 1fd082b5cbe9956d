import { clock } from '../clock'
import { db, newId } from '../db/db'
import { normaliseEmail } from '../domain/accounts'
import { fail } from '../failures'
import type { Resolvers } from '../http'
import { contactAcknowledgementMail } from '../mail'

export const messageResolvers = {
  // Whoever writes may have no account: the acknowledgement is in the language she wrote in.
  sendContactMessage: async ({ body, language }) => {
    const message = await db.contactMessages.create({
      ...body,
      id: newId('msg'),
      receivedAt: clock.now().toISOString(),
    })
    await contactAcknowledgementMail({ ...body, email: normaliseEmail(body.email) }, language)
    return { id: message.id }
  },

  subscribeToNewsletter: async ({ body }) => {
    const email = normaliseEmail(body.email)
    if (db.subscriptions.findFirst((q) => q.where({ email }))) {
      throw fail.conflict('This email is already subscribed to our newsletter.')
    }
    const subscription = await db.subscriptions.create({
      id: newId('sub'),
      email,
      subscribedAt: clock.now().toISOString(),
    })
    return { id: subscription.id }
  },
} satisfies Partial<Resolvers>
