import type { VisitLine } from '@/api/schemas'
import { formatPrice, formatServicePrice } from '@/lib/money'
import { salon } from '@/lib/salon'
import { formatDuration, formatLongDate, formatTime } from '@/lib/salon-time'

// The pieces every mail about a visit is written from, so that each names the visit alike.

/** A mail to a client: the greeting, the lines, and the salon's name as signature. */
export const letter = (name: string, lines: string[]) =>
  [`Hi ${name},`, '', ...lines, '', salon.name].join('\n')

/** A mail's lines for the visit's services: one line for one service, a list for several. */
export function visitLinesText(visit: {
  services: VisitLine[]
  durationMinutes: number
}): string[] {
  const [only, ...more] = visit.services
  if (!more.length) return [`Service: ${only!.name} (${formatDuration(only!.durationMinutes)})`]
  return [
    'Services:',
    ...visit.services.map(
      (line) =>
        `- ${line.name} (${formatDuration(line.durationMinutes)}, ${formatServicePrice(line.price, line.priceBasis)})`,
    ),
    `Total time: ${formatDuration(visit.durationMinutes)}`,
  ]
}

export const whenText = (visit: { date: string; time: string }) =>
  `${formatLongDate(visit.date)} at ${formatTime(visit.time)} ET`

/** The total as the salon writes it: "from" when a line's price is a starting price. */
export const visitTotalText = (visit: { services: VisitLine[]; total: number }) =>
  `${formatPrice(visit.total)}${visit.services.some((l) => l.priceBasis !== 'fixed') ? '+' : ''}`
