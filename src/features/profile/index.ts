import type { PageHeroProps } from '@/components/PageHero'
import { t, withWords } from '@/lib/i18n/i18n'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const profileHero: PageHeroProps = {
  // Read as the guard draws the hero, once the page's language is set.
  get subtitle() {
    return t(
      'Your account details, the reminders we send before each visit, and your most recent appointments with us, all in one place.',
    )
  },
}

export const loadProfilePage = () =>
  withWords(import('./ProfilePage'), 'profile', 'payments', 'formats').then((m) => ({
    Component: m.ProfilePage,
  }))
