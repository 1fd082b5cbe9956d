import type { PageHeroProps } from '@/components/PageHero'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const myAppointmentsHero: PageHeroProps = {
  subtitle:
    'Your upcoming visits, each one ready to reschedule or cancel, the times you are waiting for, and your history with us.',
}

export const loadMyAppointmentsPage = () =>
  import('./MyAppointmentsPage').then((m) => ({ Component: m.MyAppointmentsPage }))
