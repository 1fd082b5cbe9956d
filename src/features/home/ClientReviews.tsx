import { Card, SimpleGrid, Text } from '@chakra-ui/react'
import { useTestimonials } from '@/api'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { StarRating } from '@/components/StarRating'
import { t } from '@/lib/i18n/i18n'

/** What Our Clients Say: the salon's testimonials, each with its stars. */
export function ClientReviews() {
  const testimonials = useTestimonials()
  return (
    <Section eyebrow={t('Kind words')} title={t('What Our Clients Say')}>
      <QueryState
        query={testimonials}
        errorText={t('We could not load our clients’ reviews.')}
        emptyText={t('No reviews yet.')}
        skeletonLines={3}
      >
        {(reviews) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {reviews.map((review) => (
              <Card.Root key={review.id} as="figure" bg="white">
                <Card.Body gap="4">
                  <StarRating rating={review.rating} />
                  {/* Quoted as the client wrote it, in English: marked so, a screen reader reads
                      it in English on a page in another language. */}
                  <Text as="blockquote" lang="en" fontStyle="italic" color="fg">
                    “{review.review}”
                  </Text>
                  <Text as="figcaption" fontWeight="600" color="fg.muted">
                    {review.name}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Section>
  )
}
