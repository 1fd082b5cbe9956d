import { localPerNail } from './i18n/format'
import { pageLanguage } from './i18n/page-language'

/**
 * Dollars as the salon's price list prints them, in every language: 25 → '$25', 17.5 → '$17.50'.
 * The salon prices in US dollars only; a language's own forms ('25 US$') would make its clients
 * wonder which dollar is meant.
 */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}

/** Whole cents, as the fees and receipts keep money, in dollars: 1750 → '$17.50', 3500 → '$35'. */
export const formatCents = (cents: number) => formatPrice(cents / 100)

/** What a service's price stands for: the price, a starting price, or a price for each nail. */
export const priceBases = ['fixed', 'from', 'per-nail'] as const
export type PriceBasis = (typeof priceBases)[number]

/** A service's price as the salon writes it: (5, 'from') → '$5+', (10, 'per-nail') → '$10 per nail'. */
export function formatServicePrice(
  dollars: number,
  basis: PriceBasis,
  language = pageLanguage(),
): string {
  const amount = formatPrice(dollars)
  if (basis === 'from') return `${amount}+`
  if (basis !== 'per-nail') return amount
  return language === 'en' ? `${amount} per nail` : localPerNail(amount, language)
}

/** Rounds to whole cents, avoiding binary floating-point drift. */
export const roundCents = (dollars: number) => Math.round(dollars * 100) / 100
