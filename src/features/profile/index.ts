import type { PageHeroProps } from '@/components/PageHero'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const profileHero: PageHeroProps = {
  title: 'My Profile',
  description:
    'Your Diva Nail Spa account in Chantilly, VA: your details, visit reminders and recent appointments.',
  subtitle:
    'Your account details, the reminders we send before each visit, and your most recent appointments with us, all in one place.',
}

export const loadProfilePage = () =>
  import('./ProfilePage').then((m) => ({ Component: m.ProfilePage }))
