import type { PageHeroProps } from '@/components/PageHero'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const profileHero: PageHeroProps = {
  title: 'My Profile',
  subtitle: 'Your account details and recent visits.',
}

export const loadProfilePage = () =>
  import('./ProfilePage').then((m) => ({ Component: m.ProfilePage }))
