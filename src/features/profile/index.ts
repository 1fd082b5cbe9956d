import type { PageHeroProps } from '@/components/PageHero'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const profileHero: PageHeroProps = {
  subtitle:
    'Your account details, the reminders we send before each visit, and your most recent appointments with us, all in one place.',
}

export const loadProfilePage = () =>
  import('./ProfilePage').then((m) => ({ Component: m.ProfilePage }))
