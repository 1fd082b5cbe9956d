import type { VisitLine } from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { formatPrice, formatServicePrice } from '@/lib/money'
import { salon } from '@/lib/salon'
import { formatDuration, formatLongDate, formatTime } from '@/lib/salon-time'
import { say, write, type Text } from '../language'

// The pieces every mail about a visit is written from, so that each names the visit alike, in
// the language of the one who reads it.

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
