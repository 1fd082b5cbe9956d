import { useMemo } from 'react'
import { usePartyPrice, type PersonVisit } from '@/api'

/**
 * The party's prices on its date, as the back-end quotes them: with her promo code, or, while
 * the code is refused (or still being typed), as they are without it. Asked once everyone has
 * a service and a date is chosen.
 */
export function usePartyQuote(date: string, people: PersonVisit[], promoCode: string) {
  const code = promoCode.trim().toUpperCase()
  const priceable = Boolean(date && people.length && people.every((p) => p.service))
  const withCode = usePartyPrice({ date, people, promoCode: code || undefined }, priceable)
  const withoutCode = usePartyPrice({ date, people }, priceable && Boolean(code) && !withCode.data)
  const data = withCode.data ?? withoutCode.data
  const price = useMemo(
    () => ({ data, error: withCode.error, isFetching: withCode.isFetching }),
    [data, withCode.error, withCode.isFetching],
  )
  return { code, price }
}
