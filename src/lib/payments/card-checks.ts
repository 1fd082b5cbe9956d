import { salonToday } from '../salon-time'

// A card's own rules, the same for the card form (src/payments) as she types and for the
// simulated provider (src/mocks/provider) when it makes a token: ten lines each, no package.

/** The brands the card networks assign by a number's first digits. */
export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const
export type CardBrand = (typeof cardBrands)[number]

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

/** Whether the CVC has the brand's number of digits. */
export const isCvcValid = (cvc: string, brand: CardBrand) =>
  new RegExp(`^\\d{${cvcLengthOf(brand)}}$`).test(cvc.trim())

/** A card is good through the last day of its expiry month (`today` 'YYYY-MM-DD', salon time). */
export const isCardExpired = (card: { expMonth: number; expYear: number }, today: string) =>
  card.expYear * 100 + card.expMonth < Number(today.slice(0, 4)) * 100 + Number(today.slice(5, 7))

/** A card is good through its expiry month, in the salon's time. */
export function isExpiryCurrent(
  expiry: { expMonth: number; expYear: number },
  today: string = salonToday(),
): boolean {
  return !isCardExpired(expiry, today)
}
