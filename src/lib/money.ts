import { localPerNail, localPrice } from './i18n/format'
import { pageLanguage } from './i18n/page-language'

/** Dollars as the salon writes them: 25 → '$25', 29.75 → '$29.75' (in Vietnamese, '25 US$'). */
export function formatPrice(dollars: number, language = pageLanguage()): string {
  if (language !== 'en') return localPrice(dollars, language)
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}

/** What a service's price stands for: the price, a starting price, or a price for each nail. */
export const priceBases = ['fixed', 'from', 'per-nail'] as const
export type PriceBasis = (typeof priceBases)[number]

/** A service's price as the salon writes it: (5, 'from') → '$5+', (10, 'per-nail') → '$10 per nail'. */
export function formatServicePrice(
  dollars: number,
  basis: PriceBasis,
  language = pageLanguage(),
): string {
  const amount = formatPrice(dollars, language)
  if (basis === 'from') return `${amount}+`
  if (basis !== 'per-nail') return amount
  return language === 'en' ? `${amount} per nail` : localPerNail(amount, language)
}

/** Rounds to whole cents, avoiding binary floating-point drift. */
export const roundCents = (dollars: number) => Math.round(dollars * 100) / 100
