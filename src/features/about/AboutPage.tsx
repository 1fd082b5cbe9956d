import { PageHero } from '@/components/PageHero'

export function AboutPage() {
  return <PageHero title="About Diva Nail Spa" subtitle="A calm, spotless studio in Chantilly where every detail of your nails is cared for." />
}
