import { salon } from '@/lib/salon'
import { clock } from '../clock'
import { db, newId } from '../db/db'
import { fail, type Resolvers } from '../http'
import { say } from '../language'
import { mailText } from './letters'
import { normaliseEmail, sendMail } from './shared'

export const messageResolvers = {
  // Whoever writes may have no account: the acknowledgement is in the language she wrote in.
  sendContactMessage: async ({ body, language }) => {
    const message = await db.contactMessages.create({
      ...body,
      id: newId('msg'),
      receivedAt: clock.now().toISOString(),
    })
    await sendMail({
      kind: 'contact-acknowledgement',
      to: normaliseEmail(body.email),
      subject: mailText(
        language,
        say('We received your message: {subject}', { subject: body.subject }),
      ),
      body: mailText(
        language,
        say(
          "Hi {name},\n\nThank you for getting in touch. We'll get back to you within 24 hours.\n\nYour message:\n{message}\n\n{salon}",
          { name: body.name, message: body.message, salon: salon.name },
        ),
      ),
    })
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
