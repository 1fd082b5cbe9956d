import { pathInLanguage, type Language } from '@/lib/i18n/languages'
import { RESET_LINK_TTL_MINUTES } from '@/lib/rules'
import { salon } from '@/lib/salon'
import type { AccountRecord } from '../db/records'
import { say, writeAsGiven } from '../language'
import { send } from './outbox'

/** Her account is ready, in the language she signed up in. */
export function welcomeMail(account: AccountRecord) {
  const { language } = account
  return send({
    kind: 'welcome',
    to: account.email,
    subject: writeAsGiven(language, say('Welcome to {salon}', { salon: salon.name })),
    body: writeAsGiven(
      language,
      say(
        'Hi {name},\n\nYour account is ready. Book your next appointment any time on our website.\n\n{salon}',
        { name: account.name, salon: salon.name },
      ),
    ),
  })
}

/** The reset link, to the page in her account's language (/es/reset-password for Spanish). */
export function passwordResetMail(account: AccountRecord, origin: string, token: string) {
  const { language } = account
  const link = `${origin}${pathInLanguage('/reset-password', language)}?token=${token}`
  return send({
    kind: 'password-reset',
    to: account.email,
    subject: writeAsGiven(language, say('Reset your password')),
    body: writeAsGiven(
      language,
      say(
        'Hi {name},\n\nWe received a request to reset your password. Choose a new one here (the link works once, for the next {minutes, plural, one {# minute} other {# minutes}}):\n\n{link}\n\nIf you did not ask for this, you can ignore this email: your password stays as it is.\n\n{salon}',
        { name: account.name, link, minutes: RESET_LINK_TTL_MINUTES, salon: salon.name },
      ),
    ),
  })
}

/** Whoever writes may have no account: the acknowledgement is in the language she wrote in. */
export function contactAcknowledgementMail(
  message: { name: string; email: string; subject: string; message: string },
  language: Language,
) {
  return send({
    kind: 'contact-acknowledgement',
    to: message.email,
    subject: writeAsGiven(
      language,
      say('We received your message: {subject}', { subject: message.subject }),
    ),
    body: writeAsGiven(
      language,
      say(
        "Hi {name},\n\nThank you for getting in touch. We'll get back to you within 24 hours.\n\nYour message:\n{message}\n\n{salon}",
        { name: message.name, message: message.message, salon: salon.name },
      ),
    ),
  })
}
