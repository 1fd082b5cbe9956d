import { Box, Button, Card, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { useFeaturedServices, type FeaturedService } from '@/api'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { ServiceImage } from '@/components/ServiceImage'
import { t } from '@/lib/i18n/i18n'
import { formatPrice } from '@/lib/money'

function FeaturedCard({ service }: { service: FeaturedService }) {
  return (
    <Card.Root bg="white" borderTopWidth="3px" borderTopColor="gold.400" overflow="hidden">
      <ServiceImage serviceId={service.id} />
      <Card.Body gap="3">
        <Heading as="h3" fontSize="xl">
          {service.title}
        </Heading>
        <Text color="fg.muted" flex="1">
          {service.description}
        </Text>
        <Text fontFamily="heading" fontSize="2xl" color="gold.fg" fontWeight="600">
          {formatPrice(service.price)}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm" borderColor="ink.900" color="fg">
          <RouterLink to="/services">
            {t('Learn More')}
            <VisuallyHidden> {t('about {title}', { title: service.title })}</VisuallyHidden>
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

/** The three featured services, at the home page's own prices. */
export function FeaturedServices() {
  const featured = useFeaturedServices()
  return (
    <Section
      bg="bg.subtle"
      eyebrow={t('Our favourites')}
      title={t('Featured Services')}
      subtitle={t('Three treatments our clients return for again and again.')}
    >
      <QueryState
        query={featured}
        errorText={t('We could not load our featured services.')}
        emptyText={t('Our featured services will be back soon.')}
        skeletonLines={6}
      >
        {(services) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {services.map((service) => (
              <FeaturedCard key={service.id} service={service} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Box textAlign="center" mt="10">
        <Button asChild colorPalette="gold" size="lg">
          <RouterLink to="/services">{t('View All Services')}</RouterLink>
        </Button>
      </Box>
    </Section>
  )
}
