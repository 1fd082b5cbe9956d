/** Dollars as the salon writes them: 25 → '$25', 29.75 → '$29.75'. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}

/** What a service's price stands for: the price, a starting price, or a price for each nail. */
export const priceBases = ['fixed', 'from', 'per-nail'] as const
export type PriceBasis = (typeof priceBases)[number]

/** A service's price as the salon writes it: (5, 'from') → '$5+', (10, 'per-nail') → '$10 per nail'. */
export function formatServicePrice(dollars: number, basis: PriceBasis): string {
  const amount = formatPrice(dollars)
  return basis === 'from' ? `${amount}+` : basis === 'per-nail' ? `${amount} per nail` : amount
}

/** Rounds to whole cents, avoiding binary floating-point drift. */
export const roundCents = (dollars: number) => Math.round(dollars * 100) / 100
