import { PageHero } from '@/components/PageHero'

export function RegisterPage() {
  return <PageHero title="Create an Account" subtitle="Join Diva Nail Spa to book and manage your appointments." />
}
