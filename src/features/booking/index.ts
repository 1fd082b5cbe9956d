import type { PageHeroProps } from '@/components/PageHero'
import { t, withWords } from '@/lib/i18n/i18n'

/** Rendered by the guard above the page, and above its spinner while a stored session is read. */
export const bookingHero: PageHeroProps = {
  // Read as the guard draws the hero, once the page's language is set.
  get subtitle() {
    return t('Choose your service, pick a time that suits you, and we will take care of the rest.')
  },
}

export const loadBookingPage = () =>
  withWords(import('./BookingPage'), 'booking', 'payments', 'formats').then((m) => ({
    Component: m.BookingPage,
  }))
