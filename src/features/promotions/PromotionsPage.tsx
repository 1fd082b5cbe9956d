import { PageHero } from '@/components/PageHero'

export function PromotionsPage() {
  return <PageHero title="Special Offers & Promotions" subtitle="Seasonal savings, rewards for loyal clients and celebrations worth sharing." />
}
