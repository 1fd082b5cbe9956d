import { Badge, Button, Card, Code, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { CalendarClock } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { useEvents, usePromotions } from '@/api'
import { PageHero } from '@/components/PageHero'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { t } from '@/lib/i18n/i18n'
import { LoyaltyBlock } from './LoyaltyBlock'
import { NewsletterBox } from './NewsletterBox'

export function PromotionsPage() {
  const promotions = usePromotions()
  const events = useEvents()

  return (
    <>
      <PageHero
        subtitle={t('Seasonal savings, rewards for loyal clients and celebrations worth sharing.')}
      >
        <Button asChild colorPalette="gold" size="lg" mt="2">
          <RouterLink to="/booking">{t('Book Now & Save')}</RouterLink>
        </Button>
      </PageHero>

      <Section eyebrow={t('Save on your next visit')} title={t('Current Offers')}>
        <QueryState
          query={promotions}
          errorText={t('We could not load our current offers.')}
          emptyText={t('No offers right now: check back soon.')}
          skeletonLines={12}
        >
          {(offers) => (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {offers.map((offer) => (
                <Card.Root key={offer.id} bg="white">
                  <Card.Body gap="3">
                    {offer.isLimited && (
                      <Badge colorPalette="red" variant="subtle" alignSelf="flex-start">
                        {t('Limited Time Offer')}
                      </Badge>
                    )}
                    <Heading as="h3" fontSize="xl">
                      {offer.title}
                    </Heading>
                    <Text color="fg.muted" flex="1">
                      {offer.description}
                    </Text>
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontSize="sm">{t('Use code')}</Text>
                      <Code
                        fontSize="md"
                        px="2"
                        py="1"
                        bg="gold.subtle"
                        color="ink.900"
                        fontWeight="700"
                        letterSpacing="0.05em"
                      >
                        {offer.code}
                      </Code>
                    </HStack>
                    <HStack gap="2" fontSize="sm" color="fg.muted">
                      <CalendarClock size={14} aria-hidden />
                      <Text as="span">{offer.validThrough}</Text>
                    </HStack>
                  </Card.Body>
                  <Card.Footer>
                    <Button asChild colorPalette="gold" width="full">
                      <RouterLink
                        to={`/booking?promo=${encodeURIComponent(offer.code)}`}
                        aria-label={t('Book with this Offer: {code}', { code: offer.code })}
                      >
                        {t('Book with this Offer')}
                      </RouterLink>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Section>

      <Section bg="bg.subtle" eyebrow={t('Celebrate with us')} title={t('Special Events')}>
        <QueryState
          query={events}
          errorText={t('We could not load our events.')}
          emptyText={t('No special events planned right now.')}
          skeletonLines={2}
        >
          {(list) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {list.map((event) => (
                <Card.Root key={event.id} bg="white">
                  <Card.Body gap="3">
                    <Heading as="h3" fontSize="xl">
                      {event.title}
                    </Heading>
                    <Text color="fg.muted">{event.description}</Text>
                    <Text fontSize="sm" fontWeight="600" color="gold.fg">
                      {event.date}
                    </Text>
                  </Card.Body>
                  <Card.Footer>
                    <Button asChild variant="outline" borderColor="ink.900" color="fg">
                      <RouterLink
                        to={`/contact?subject=${encodeURIComponent(t('Inquiry: {title}', { title: event.title }))}`}
                        aria-label={t('Inquire Now about {title}', { title: event.title })}
                      >
                        {t('Inquire Now')}
                      </RouterLink>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Section>

      <Section>
        <LoyaltyBlock />
      </Section>

      <Section bg="bg.subtle" width="3xl">
        <NewsletterBox />
      </Section>
    </>
  )
}
