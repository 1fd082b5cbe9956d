import { endOfMonth, format, getDay, getMonth, parseISO } from 'date-fns'
import type { Birthday, Promotion, VisitLine } from '@/api/schemas'
import { isEvent, partyRules } from '@/api/schemas/party-rules'
import { intlLocales, type Language } from '@/lib/i18n/languages'
import { roundCents } from '@/lib/money'
import { formatLongDate, salonToday } from '@/lib/salon-time'
import { say, write, type Text } from '../language'
import { priceVisit } from './visit'

// The promotions and the rules that decide when a code applies to a booking.

const SUMMER_MONTHS = [5, 6, 7] // June, July, August (0-based)

/**
 * The offers, their words in English; the catalogue writes them in a caller's language, but for
 * the monthly offer's date, which is written here in `language`.
 */
export function promotions(now: Date, language: Language = 'en'): Promotion[] {
  const monthEnd = endOfMonth(parseISO(salonToday(now)))
  const validThrough =
    language === 'en'
      ? `Valid through ${format(monthEnd, 'MMMM d, yyyy')}`
      : write(
          language,
          say('Valid through {date}', {
            date: formatLongDate(format(monthEnd, 'yyyy-MM-dd'), language),
          }),
        )
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
      validThrough,
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
      terms: '15% off for you and every guest you book with you (add a guest on the booking form).',
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
      terms:
        'One Nail Art (Simple) free on a visit in your birthday month (your birthday is set on your Profile).',
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

export type PromoVerdict =
  { ok: true; promotion: Promotion } | { ok: false; message: string | Text }

const isPedicure = (line: VisitLine) => line.category === 'pedicure'
/** The promotions that take a percentage off pedicures only. */
const PEDICURE_CODES = ['TUESDIVA', 'SUMMER23']
/** The promotion that takes its percentage off every person's services of a party. */
const FRIEND_CODE = 'DIVAFRIEND'
/** A month (1–12) by its name in `language`: 'March', 'marzo', 'tháng 3', '3월'. */
const monthName = (month: number, language: Language) =>
  language === 'en'
    ? format(new Date(2000, month - 1, 1), 'MMMM')
    : new Intl.DateTimeFormat(intlLocales[language], { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2000, month - 1, 1),
      )

/**
 * Whether `code` applies to this visit (the booking client's own, in a party of `partySize`
 * people); a refusal says why in words a client understands, its values in `language`.
 */
export function checkPromotion(
  code: string,
  booking: {
    lines: readonly VisitLine[]
    date: string
    hasOwnBookings: boolean
    partySize?: number
    birthday?: Birthday
  },
  now: Date,
  language: Language = 'en',
): PromoVerdict {
  const promotion = promotions(now).find((p) => p.code === code.trim().toUpperCase())
  if (!promotion)
    return { ok: false, message: say("We don't recognise the code {code}.", { code }) }
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
    case FRIEND_CODE:
      if ((booking.partySize ?? 1) < 2)
        return {
          ok: false,
          message: 'DIVAFRIEND is for booking together: add a guest, and your friend comes too.',
        }
      break
    case 'BDAYDIVA': {
      const { birthday } = booking
      if (!birthday)
        return {
          ok: false,
          message: 'BDAYDIVA is for your birthday month: add your birthday on your Profile first.',
        }
      if (birthday.month !== getMonth(parseISO(date)) + 1)
        return {
          ok: false,
          message: say('BDAYDIVA applies to a visit in your birthday month, {month}.', {
            month: monthName(birthday.month, language),
          }),
        }
      if (!lines.some(isBirthdayAddOn))
        return {
          ok: false,
          message: 'BDAYDIVA makes one Nail Art (Simple) free: please add it to your visit.',
        }
      break
    }
  }
  return { ok: true, promotion }
}

const isBirthdayAddOn = (line: VisitLine) => line.value === partyRules.birthdayAddOn

/**
 * The price of a visit with a promotion that applies: its percentage off what it covers, or for
 * the birthday treat, one Nail Art (Simple) free.
 */
export function priceWithPromotion(lines: readonly VisitLine[], promotion?: Promotion) {
  if (promotion?.code === 'BDAYDIVA') {
    const free = lines.find(isBirthdayAddOn)
    const { price } = priceVisit(lines)
    const discount = free?.price ?? 0
    return { price, discount, total: roundCents(price - discount) }
  }
  const appliesTo = promotion && PEDICURE_CODES.includes(promotion.code) ? isPedicure : undefined
  return priceVisit(lines, promotion?.discountPercent ?? 0, appliesTo)
}

type Priced = ReturnType<typeof priceVisit>

/** Which offer a party's prices carry: a code, the private event's discount, or none. */
export type PartyOffer =
  | { kind: 'code'; code: string; setAside?: undefined }
  | { kind: 'event'; percent: number; setAside?: string }
  | { kind: 'none'; setAside?: undefined }

/**
 * A party's prices, person by person (the booking client first). DIVAFRIEND takes its percentage
 * off everyone's services; another code applies to the client's own visit alone. A private event
 * takes its percentage off everyone's services; a code and the event's discount do not stack:
 * the larger saving applies, and the offer says which (and the code set aside).
 */
export function priceParty(
  people: readonly (readonly VisitLine[])[],
  promotion?: Promotion,
): { people: Priced[]; offer: PartyOffer } {
  const withCode = people.map((lines, i) =>
    promotion && (i === 0 || promotion.code === FRIEND_CODE)
      ? priceWithPromotion(lines, promotion)
      : priceVisit(lines),
  )
  const saved = (priced: Priced[]) => priced.reduce((sum, p) => sum + p.discount, 0)
  if (isEvent(people.length)) {
    const withEvent = people.map((lines) => priceVisit(lines, partyRules.eventPercent))
    if (!promotion || saved(withEvent) > saved(withCode))
      return {
        people: withEvent,
        offer: { kind: 'event', percent: partyRules.eventPercent, setAside: promotion?.code },
      }
  }
  return {
    people: withCode,
    offer: promotion ? { kind: 'code', code: promotion.code } : { kind: 'none' },
  }
}
