import type { VisitLine } from '@/api/schemas'
import { intlLocales, type Language } from '@/lib/i18n/languages'
import { formatPrice, formatServicePrice } from '@/lib/money'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'
import { salon } from '@/lib/salon'
import { formatDuration, formatLongDate, formatTime } from '@/lib/salon-time'
import { say, write, type Text } from '../language'

// The pieces every mail about a visit is written from (./mails.ts), so that each names the visit
// alike, in the language of the one who reads it; a refusal names a visit with them too.

const heldStart = '\uE000'
const heldEnd = '\uE001'
const held = new RegExp(`${heldStart}(\\d+)${heldEnd}`, 'g')

/**
 * `text` written in `language` for a mail, its text values kept exactly as given: a name or a
 * message a client wrote is never read as part of the message (Lingui would decode a "\u0041"
 * in it).
 */
export function mailText(language: Language, text: Text): string {
  const kept: string[] = []
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${heldStart}${kept.push(value) - 1}${heldEnd}` : value,
    ]),
  )
  return write(language, { id: text.id, values }).replace(held, (_, i: string) => kept[Number(i)]!)
}

/** A mail to a client: the greeting, the lines, and the salon's name as signature. */
export const letter = (name: string, lines: string[], language: Language) =>
  [mailText(language, say('Hi {name},', { name })), '', ...lines, '', salon.name].join('\n')

/** A visit's services as its reader names them: "Gel Manicure + Nail Art (Simple)". */
export const serviceNameIn = (
  visit: { serviceName: string; services: readonly VisitLine[] },
  language: Language,
) =>
  language === 'en'
    ? visit.serviceName
    : visit.services.map((line) => write(language, line.name)).join(' + ')

/** A mail's lines for the visit's services: one line for one service, a list for several. */
export function visitLinesText(
  visit: { services: VisitLine[]; durationMinutes: number },
  language: Language,
): string[] {
  const [only, ...more] = visit.services
  if (!more.length)
    return [
      mailText(
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
      mailText(
        language,
        say('- {service} ({duration}, {price})', {
          service: write(language, line.name),
          duration: formatDuration(line.durationMinutes, language),
          price: formatServicePrice(line.price, line.priceBasis, language),
        }),
      ),
    ),
    mailText(
      language,
      say('Total time: {duration}', {
        duration: formatDuration(visit.durationMinutes, language),
      }),
    ),
  ]
}

/** "Wednesday, November 25, 2026 at 10:00 AM ET". */
export const whenText = (visit: { date: string; time: string }, language: Language) =>
  mailText(
    language,
    say('{date} at {time} ET', {
      date: formatLongDate(visit.date, language),
      time: formatTime(visit.time, language),
    }),
  )

/** The total as the salon writes it: "from" when a line's price is a starting price. */
export const visitTotalText = (
  visit: { services: VisitLine[]; total: number },
  language: Language,
) =>
  `${formatPrice(visit.total, language)}${visit.services.some((l) => l.priceBasis !== 'fixed') ? '+' : ''}`

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
        ? mailText(
            language,
            say('{code}: {amount} off', {
              code: visit.promoCode,
              amount: formatPrice(visit.discount, language),
            }),
          )
        : mailText(
            language,
            say('Private event: {amount} off', { amount: formatPrice(visit.discount, language) }),
          )
      : '',
    visit.rewardDiscount
      ? mailText(
          language,
          say('Diva Rewards, {points} points: {amount} off', {
            points: visit.pointsSpent,
            amount: formatPrice(visit.rewardDiscount, language),
          }),
        )
      : '',
  ].filter(Boolean)
  return notes.length ? ` (${notes.join('; ')})` : ''
}

/** The points a cancellation gave back, as its mail says them. */
export const pointsBackText = (points: number, language: Language) =>
  mailText(
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
    total: visitTotalText(visit, language),
  }
  return mailText(
    language,
    visit.bride
      ? say('- {name} (the bride): {service}, {time} ET with {stylist}, {total}', values)
      : say('- {name}: {service}, {time} ET with {stylist}, {total}', values),
  )
}

/** "Ana, Bea and Cleo", as `language` lists names. */
export const nameList = (names: readonly string[], language: Language) =>
  language !== 'en'
    ? new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(names)
    : names.length < 2
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/** The line that says how late a visit can still be changed online. */
export const changeNote = (language: Language, again = false) =>
  mailText(
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
