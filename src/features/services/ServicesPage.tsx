import { PageHero } from '@/components/PageHero'

export function ServicesPage() {
  return <PageHero title="Our Services" subtitle="Manicures, pedicures and finishing touches, each performed with hospital-grade hygiene and premium products." />
}
