import { HStack } from '@chakra-ui/react'
import { Star } from 'lucide-react'
import { t } from '@/lib/i18n/i18n'

/** Filled gold stars that a screen reader reads as "Rated N out of 5 stars". */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <HStack
      gap="0.5"
      role="img"
      aria-label={t('Rated {rating} out of {outOf} stars', { rating, outOf })}
      color="gold.500"
    >
      {Array.from({ length: outOf }, (_, i) => (
        <Star key={i} size={18} aria-hidden fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  )
}
