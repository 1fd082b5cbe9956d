import { isCardExpired, type CardBrand } from '@/api/schemas/payments'
import { salonToday } from '@/lib/salon-time'

// The card form's own checks, as she types: ten lines each, no package. The provider checks the
// card again when it makes a token; these only spare her a round trip.

/** The digits of what she typed ('4242 4242…' → '42424242…'). */
export const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Luhn's checksum: every second digit from the right doubled, the sum a multiple of 10. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number)
  if (digits.length < 12 || digits.length > 19) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** The brand from the number's first digits, as the card networks assign them. */
export function cardBrandOf(number: string): CardBrand {
  const digits = digitsOf(number)
  const first = (count: number) => Number(digits.slice(0, count))
  if (digits.startsWith('4')) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  if ((first(2) >= 51 && first(2) <= 55) || (first(4) >= 2221 && first(4) <= 2720))
    return 'mastercard'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover'
  return 'unknown'
}

/** The CVC's length for a brand: 4 for American Express, else 3. */
export const cvcLengthOf = (brand: CardBrand) => (brand === 'amex' ? 4 : 3)

/** The number grouped as printed on the card: 4-6-5 for American Express, else fours. */
export function groupCardNumber(number: string): string {
  const digits = digitsOf(number).slice(0, 19)
  if (cardBrandOf(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The expiry typed as 'MM / YY' ('1228', '12/28' too), or null when it is no month. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text)
  if (!match) return null
  const expMonth = Number(match[1])
  if (expMonth < 1 || expMonth > 12) return null
  return { expMonth, expYear: 2000 + Number(match[2]) }
}

/** The expiry as she types it: 'MM / YY', the slash put in once the month is there. */
export function formatExpiryInput(text: string): string {
  const digits = digitsOf(text).slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

/** A card is good through its expiry month, in the salon's time. */
export function isExpiryCurrent(
  expiry: { expMonth: number; expYear: number },
  today: string = salonToday(),
): boolean {
  return !isCardExpired(expiry, today)
}

/** Whether the CVC has the brand's number of digits. */
export const isCvcValid = (cvc: string, brand: CardBrand) =>
  new RegExp(`^\\d{${cvcLengthOf(brand)}}$`).test(cvc.trim())
