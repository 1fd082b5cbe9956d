import type { PageHeroProps } from '@/components/PageHero'
import { t, withWords } from '@/lib/i18n/i18n'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const myAppointmentsHero: PageHeroProps = {
  // Read as the guard draws the hero, once the page's language is set.
  get subtitle() {
    return t(
      'Your upcoming visits, each one ready to reschedule or cancel, the times you are waiting for, and your history with us.',
    )
  },
}

export const loadMyAppointmentsPage = () =>
  withWords(import('./MyAppointmentsPage'), 'appointments', 'payments', 'formats').then((m) => ({
    Component: m.MyAppointmentsPage,
  }))
