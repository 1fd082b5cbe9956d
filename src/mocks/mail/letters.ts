import type { VisitLine } from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { formatPrice, formatServicePrice } from '@/lib/money'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'
import { salon } from '@/lib/salon'
import { formatDuration, formatLongDate, formatTime } from '@/lib/salon-time'
import type { MailRecord } from '../db/records'
import { say, serviceNameIn, write, writeAsGiven, type Text } from '../language'
import { send } from './outbox'

// The pieces every mail about a visit is written from (./visit-mails.ts, ./party-mails.ts), so
// that each names the visit alike, in the language of the one who reads it.

/** A mail to a client: the greeting, the lines, and the salon's name as signature. */
const letter = (name: string, lines: string[], language: Language) =>
  [writeAsGiven(language, say('Hi {name},', { name })), '', ...lines, '', salon.name].join('\n')

/** Sends a client a letter in `language`: its subject, then the greeting, the lines, the salon. */
export const sendLetter = (
  mail: {
    kind: MailRecord['kind']
    to: { email: string; name: string }
    subject: Text
    lines: string[]
  },
  language: Language,
) =>
  send({
    kind: mail.kind,
    to: mail.to.email,
    subject: writeAsGiven(language, mail.subject),
    body: letter(mail.to.name, mail.lines, language),
  })

/** A mail's lines for the visit's services: one line for one service, a list for several. */
export function visitLinesText(
  visit: { services: VisitLine[]; durationMinutes: number },
  language: Language,
): string[] {
  const [only, ...more] = visit.services
  if (!more.length)
    return [
      writeAsGiven(
        language,
        say('Service: {service} ({duration})', {
          service: write(language, only!.name),
          duration: formatDuration(only!.durationMinutes, language),
        }),
      ),
    ]
  return [
    write(language, 'Services:'),
    ...visit.services.map((line) =>
      writeAsGiven(
        language,
        say('- {service} ({duration}, {price})', {
          service: write(language, line.name),
          duration: formatDuration(line.durationMinutes, language),
          price: formatServicePrice(line.price, line.priceBasis, language),
        }),
      ),
    ),
    writeAsGiven(
      language,
      say('Total time: {duration}', {
        duration: formatDuration(visit.durationMinutes, language),
      }),
    ),
  ]
}

/** "Wednesday, November 25, 2026 at 10:00 AM ET". */
export const whenText = (visit: { date: string; time: string }, language: Language) =>
  writeAsGiven(
    language,
    say('{date} at {time} ET', {
      date: formatLongDate(visit.date, language),
      time: formatTime(visit.time, language),
    }),
  )

/** A mail's lines about a visit: its services, when it is and who does it. */
export const visitDetails = (
  visit: {
    services: VisitLine[]
    durationMinutes: number
    date: string
    time: string
    stylist: string
  },
  language: Language,
) => [
  ...visitLinesText(visit, language),
  writeAsGiven(language, say('When: {when}', { when: whenText(visit, language) })),
  writeAsGiven(language, say('Stylist: {stylist}', { stylist: visit.stylist })),
]

/** The total as the salon writes it: "from" when a line's price is a starting price. */
export const visitTotalText = (visit: { services: VisitLine[]; total: number }) =>
  `${formatPrice(visit.total)}${visit.services.some((l) => l.priceBasis !== 'fixed') ? '+' : ''}`

/**
 * What was taken off the price, in the order it was taken, in `language`: " (FIRSTDIVA: $5.00
 * off; …)".
 */
export function priceNotes(
  visit: { discount: number; promoCode?: string; rewardDiscount: number; pointsSpent: number },
  language: Language,
): string {
  const notes = [
    visit.discount
      ? visit.promoCode
        ? writeAsGiven(
            language,
            say('{code}: {amount} off', {
              code: visit.promoCode,
              amount: formatPrice(visit.discount),
            }),
          )
        : writeAsGiven(
            language,
            say('Private event: {amount} off', { amount: formatPrice(visit.discount) }),
          )
      : '',
    visit.rewardDiscount
      ? writeAsGiven(
          language,
          say('Diva Rewards, {points} points: {amount} off', {
            points: visit.pointsSpent,
            amount: formatPrice(visit.rewardDiscount),
          }),
        )
      : '',
  ].filter(Boolean)
  return notes.length ? ` (${notes.join('; ')})` : ''
}

/** The points a cancellation gave back, as its mail says them. */
export const pointsBackText = (points: number, language: Language) =>
  writeAsGiven(
    language,
    say('Diva Rewards: the {points} points you spent on it are back in your balance.', {
      points,
    }),
  )

/** "- Ana Garcia: Gel Manicure, 10:00 AM ET with Mia Tran, $38.25": one line per person. */
export const personLine = (
  visit: {
    name: string
    bride?: boolean
    serviceName: string
    services: VisitLine[]
    time: string
    stylist: string
    total: number
  },
  language: Language,
) => {
  const values = {
    name: visit.name,
    service: serviceNameIn(visit, language),
    time: formatTime(visit.time, language),
    stylist: visit.stylist,
    total: visitTotalText(visit),
  }
  return writeAsGiven(
    language,
    visit.bride
      ? say('- {name} (the bride): {service}, {time} ET with {stylist}, {total}', values)
      : say('- {name}: {service}, {time} ET with {stylist}, {total}', values),
  )
}

/** The line that says how late a visit can still be changed online. */
export const changeNote = (language: Language, again = false) =>
  writeAsGiven(
    language,
    again
      ? say(
          'Need to change it again? Reschedule or cancel online up to {hours, plural, one {# hour} other {# hours}} before, or call {phone}.',
          { hours: CHANGE_NOTICE_HOURS, phone: salon.headerPhone },
        )
      : say(
          'Need to change it? Reschedule or cancel online up to {hours, plural, one {# hour} other {# hours}} before, or call {phone}.',
          { hours: CHANGE_NOTICE_HOURS, phone: salon.headerPhone },
        ),
  )
