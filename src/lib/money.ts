/** Dollars as the salon writes them: 25 → '$25', 29.75 → '$29.75'. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}

/** Rounds to whole cents, avoiding binary floating-point drift. */
export const roundCents = (dollars: number) => Math.round(dollars * 100) / 100
