import { useState } from 'react'
import { visitFromSearch, whenFromSearch, type BookingOption, type Stylist } from '@/api'
import { useSession } from '@/features/auth'
import { emptyBooking, type BookingValues } from './booking-values'

/**
 * What the form starts with: her name and email from her account, and what the address asks
 * for (?service=&secondService=&addOns=&stylist= from Book Service, Package or Again, ?date=&time=
 * from a waitlist's Book, ?promo= from an offer), keeping only what the salon offers today.
 * Read once, as the form mounts.
 */
export function useBookingDefaults(
  prefill: URLSearchParams,
  options: readonly BookingOption[],
  stylists: readonly Stylist[],
): BookingValues {
  const { user } = useSession()
  const [defaults] = useState((): BookingValues => {
    const visit = visitFromSearch(prefill, options, stylists)
    return {
      ...emptyBooking(),
      name: user?.name ?? '',
      // An account's email that is not an address is left for her to type.
      email: user?.email.includes('@') ? user.email : '',
      ...visit,
      addOns: [...visit.addOns],
      ...whenFromSearch(prefill),
      promoCode: prefill.get('promo') ?? '',
    }
  })
  return defaults
}
