import type { PageHeroProps } from '@/components/PageHero'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const myAppointmentsHero: PageHeroProps = {
  title: 'My Appointments',
  description:
    'Your visits to Diva Nail Spa in Chantilly, VA: upcoming appointments to reschedule or cancel, and your history.',
  subtitle:
    'Your upcoming visits, each one ready to reschedule or cancel, the times you are waiting for, and your history with us.',
}

export const loadMyAppointmentsPage = () =>
  import('./MyAppointmentsPage').then((m) => ({ Component: m.MyAppointmentsPage }))
