import { PageHero } from '@/components/PageHero'

export function BookingPage() {
  return <PageHero title="Book Your Appointment" subtitle="Choose your service, pick a time that suits you, and we will take care of the rest." />
}
