import { PageHero } from '@/components/PageHero'

export function ContactPage() {
  return <PageHero title="Contact Us" subtitle="Questions, special requests or event bookings: we would love to hear from you." />
}
