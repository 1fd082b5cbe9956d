import { endOfMonth, format, getDay, getMonth, parseISO } from 'date-fns'
import type { Promotion, VisitLine } from '@/api/schemas'
import { salonToday } from '@/lib/salon-time'
import { priceVisit } from './visit'

// The promotions and the rules that decide when a code applies to a booking.

const SUMMER_MONTHS = [5, 6, 7] // June, July, August (0-based)

export function promotions(now: Date): Promotion[] {
  const monthEnd = format(endOfMonth(parseISO(salonToday(now))), 'MMMM d, yyyy')
  return [
    {
      id: 'first-visit',
      title: 'First-Time Client Special',
      description: 'New to Diva Nail Spa? Enjoy 20% off your first service with us.',
      validThrough: 'Ongoing for first visits',
      code: 'FIRSTDIVA',
      isLimited: false,
      discountPercent: 20,
      terms: '20% off your first booking with us.',
    },
    {
      id: 'monthly',
      title: 'Monthly Special',
      description:
        'Add a Classic Manicure for just $15 (regular $25) when you book a Signature Pedicure.',
      validThrough: `Valid through ${monthEnd}`,
      code: 'MONTHLY20',
      isLimited: true,
      terms: 'The $15 Classic Manicure is added at the salon with a Signature Pedicure.',
    },
    {
      id: 'friend',
      title: 'Bring a Friend',
      description: 'Book together with a friend and you both get 15% off your services.',
      validThrough: 'Ongoing',
      code: 'DIVAFRIEND',
      isLimited: false,
      discountPercent: 15,
      terms: '15% off; your friend gets the same at the salon.',
    },
    {
      id: 'tuesday',
      title: 'Pamper Tuesdays',
      description: 'Every Tuesday, enjoy 10% off all spa pedicures.',
      validThrough: 'Every Tuesday',
      code: 'TUESDIVA',
      isLimited: false,
      discountPercent: 10,
      terms: '10% off pedicures booked on a Tuesday.',
    },
    {
      id: 'birthday',
      title: 'Birthday Treat',
      description: 'Celebrate your birthday month with a free nail art design with any service.',
      validThrough: 'During your birthday month',
      code: 'BDAYDIVA',
      isLimited: false,
      terms: 'Free nail art design, applied at the salon during your birthday month (bring an ID).',
    },
    {
      id: 'summer',
      title: 'Summer Ready Feet',
      description: 'Coming soon: 15% off every pedicure all summer long.',
      validThrough: 'June 1 to August 31',
      code: 'SUMMER23',
      isLimited: true,
      discountPercent: 15,
      terms: '15% off pedicures booked for June, July or August.',
    },
  ]
}

export type PromoVerdict = { ok: true; promotion: Promotion } | { ok: false; message: string }

const isPedicure = (line: VisitLine) => line.category === 'pedicure'
/** The promotions that take a percentage off pedicures only. */
const PEDICURE_CODES = ['TUESDIVA', 'SUMMER23']

/** Whether `code` applies to this visit; a refusal says why in words a client understands. */
export function checkPromotion(
  code: string,
  booking: { lines: readonly VisitLine[]; date: string; hasOwnBookings: boolean },
  now: Date,
): PromoVerdict {
  const promotion = promotions(now).find((p) => p.code === code.trim().toUpperCase())
  if (!promotion) return { ok: false, message: `We don't recognise the code ${code}.` }
  const { lines, date } = booking
  const hasPedicure = lines.some(isPedicure)
  switch (promotion.code) {
    case 'FIRSTDIVA':
      if (booking.hasOwnBookings)
        return { ok: false, message: 'FIRSTDIVA is for your first booking with us.' }
      break
    case 'MONTHLY20':
      if (!lines.some((line) => line.value === 'signature-pedicure'))
        return { ok: false, message: 'MONTHLY20 applies when you book a Signature Pedicure.' }
      break
    case 'TUESDIVA':
      if (!hasPedicure || getDay(parseISO(date)) !== 2)
        return { ok: false, message: 'TUESDIVA applies to pedicures booked on a Tuesday.' }
      break
    case 'SUMMER23':
      if (!hasPedicure || !SUMMER_MONTHS.includes(getMonth(parseISO(date))))
        return {
          ok: false,
          message: 'SUMMER23 starts in June: it applies to pedicures from June 1 to August 31.',
        }
      break
  }
  return { ok: true, promotion }
}

/** The price of a visit with a promotion that applies: its percentage off what it covers. */
export function priceWithPromotion(lines: readonly VisitLine[], promotion?: Promotion) {
  const appliesTo = promotion && PEDICURE_CODES.includes(promotion.code) ? isPedicure : undefined
  return priceVisit(lines, promotion?.discountPercent ?? 0, appliesTo)
}
