import { endOfMonth, format, getDay, getMonth, parseISO } from 'date-fns'
import type { BookingOption, Promotion } from '@/api/schemas'
import { roundCents } from '@/lib/money'
import { salonToday } from '@/lib/salon-time'

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

/** Whether `code` applies to this booking; a refusal says why in words a client understands. */
export function checkPromotion(
  code: string,
  booking: { option: BookingOption; date: string; hasOwnBookings: boolean },
  now: Date,
): PromoVerdict {
  const promotion = promotions(now).find((p) => p.code === code.trim().toUpperCase())
  if (!promotion) return { ok: false, message: `We don't recognise the code ${code}.` }
  const { option, date } = booking
  const isPedicure = option.category === 'pedicure'
  switch (promotion.code) {
    case 'FIRSTDIVA':
      if (booking.hasOwnBookings)
        return { ok: false, message: 'FIRSTDIVA is for your first booking with us.' }
      break
    case 'MONTHLY20':
      if (option.value !== 'signature-pedicure')
        return { ok: false, message: 'MONTHLY20 applies when you book a Signature Pedicure.' }
      break
    case 'TUESDIVA':
      if (!isPedicure || getDay(parseISO(date)) !== 2)
        return { ok: false, message: 'TUESDIVA applies to pedicures booked on a Tuesday.' }
      break
    case 'SUMMER23':
      if (!isPedicure || !SUMMER_MONTHS.includes(getMonth(parseISO(date))))
        return {
          ok: false,
          message: 'SUMMER23 starts in June: it applies to pedicures from June 1 to August 31.',
        }
      break
  }
  return { ok: true, promotion }
}

/** The price of a booking with an optional percentage off, in dollars and cents. */
export function priceWith(option: BookingOption, discountPercent = 0) {
  const discount = roundCents((option.price * discountPercent) / 100)
  return { price: option.price, discount, total: roundCents(option.price - discount) }
}
