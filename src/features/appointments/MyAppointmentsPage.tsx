import { PageHero } from '@/components/PageHero'

export function MyAppointmentsPage() {
  return <PageHero title="My Appointments" subtitle="Your upcoming visits and your history with us." />
}
