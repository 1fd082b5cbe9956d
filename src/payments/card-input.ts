import { cardBrandOf, digitsOf } from '@/lib/payments/card-checks'

// The card form's fields as she types them: the number grouped as printed, the expiry as 'MM / YY'.

/** The number grouped as printed on the card: 4-6-5 for American Express, else fours. */
export function groupCardNumber(number: string): string {
  const digits = digitsOf(number).slice(0, 19)
  if (cardBrandOf(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * An expiry with its year in full, as autofill (cc-exp) may give it: '12/2028', '1/2028',
 * '122028'. Month and two-digit year then, else null.
 */
function fullYearExpiry(text: string): { month: string; year: string } | null {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(20\d\d)\s*$/.exec(text) ?? /^\s*(\d{2})(20\d\d)\s*$/.exec(text)
  return match ? { month: match[1]!.padStart(2, '0'), year: match[2]!.slice(2) } : null
}

/** The expiry typed as 'MM / YY' ('1228', '12/28', '12/2028' too), or null when it is no month. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const full = fullYearExpiry(text)
  const match = full
    ? [text, full.month, full.year]
    : /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text)
  if (!match) return null
  const expMonth = Number(match[1])
  if (expMonth < 1 || expMonth > 12) return null
  return { expMonth, expYear: 2000 + Number(match[2]) }
}

/** The expiry as she types it: 'MM / YY', the slash put in once the month is there. */
export function formatExpiryInput(text: string): string {
  const full = fullYearExpiry(text)
  if (full) return `${full.month} / ${full.year}`
  const digits = digitsOf(text).slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}
