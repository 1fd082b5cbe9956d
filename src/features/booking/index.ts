import type { PageHeroProps } from '@/components/PageHero'

/** Rendered by the guard above the page, and above its spinner while a stored session is read. */
export const bookingHero: PageHeroProps = {
  subtitle: 'Choose your service, pick a time that suits you, and we will take care of the rest.',
}

export const loadBookingPage = () =>
  import('./BookingPage').then((m) => ({ Component: m.BookingPage }))
