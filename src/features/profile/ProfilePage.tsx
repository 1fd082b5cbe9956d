import { PageHero } from '@/components/PageHero'

export function ProfilePage() {
  return <PageHero title="My Profile" subtitle="Your account details and recent visits." />
}
