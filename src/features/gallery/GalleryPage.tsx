import { PageHero } from '@/components/PageHero'

export function GalleryPage() {
  return <PageHero title="Our Gallery" subtitle="A look at recent nail art, manicures, pedicures and our Chantilly studio." />
}
