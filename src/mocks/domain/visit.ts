import type { BookingOption, VisitLine } from '@/api/schemas'
import { roundCents } from '@/lib/money'

// A visit: one stylist does its services back to back, so its length is their sum.

export const lineOf = ({
  value,
  label,
  category,
  price,
  priceBasis,
  durationMinutes,
}: BookingOption): VisitLine => ({
  value,
  name: label,
  category,
  price,
  priceBasis,
  durationMinutes,
})

/** "Gel Manicure + Signature Pedicure + Nail Art (Simple)". */
export const visitName = (lines: readonly VisitLine[]) => lines.map((l) => l.name).join(' + ')

export const visitMinutes = (lines: readonly VisitLine[]) =>
  lines.reduce((sum, line) => sum + line.durationMinutes, 0)

/**
 * The visit's price, and a percentage off the lines it applies to (all of them unless told).
 * A "from" or per-nail line counts its starting price.
 */
export function priceVisit(
  lines: readonly VisitLine[],
  discountPercent = 0,
  appliesTo: (line: VisitLine) => boolean = () => true,
) {
  const price = roundCents(lines.reduce((sum, line) => sum + line.price, 0))
  const discounted = lines.filter(appliesTo).reduce((sum, line) => sum + line.price, 0)
  const discount = roundCents((discounted * discountPercent) / 100)
  return { price, discount, total: roundCents(price - discount) }
}
