import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Check, Clock } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { usePackages, useServices, type Service, type ServiceCategory } from '@/api'
import { PageHero } from '@/components/PageHero'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { ServiceImage } from '@/components/ServiceImage'
import { UrlTabs } from '@/components/UrlTabs'
import { bookingPath, serviceBookingPath } from '@/lib/booking-link'
import { t, type MessageId } from '@/lib/i18n/i18n'
import { formatPrice, formatServicePrice } from '@/lib/money'
import { formatServiceDuration } from '@/lib/salon-time'

// Labels in English, translated where shown (a table is read before the page's language is set).
const tabs = [
  { value: 'manicures', label: 'Manicures' },
  { value: 'pedicures', label: 'Pedicures' },
  { value: 'additional', label: 'Additional Services' },
] as const satisfies readonly { value: string; label: MessageId }[]
const categoryOf: Record<(typeof tabs)[number]['value'], ServiceCategory> = {
  manicures: 'manicure',
  pedicures: 'pedicure',
  additional: 'additional',
}

function ServiceCard({ service, lazy }: { service: Service; lazy: boolean }) {
  return (
    <Card.Root
      bg="white"
      position="relative"
      overflow="hidden"
      borderWidth={service.popular ? '2px' : '1px'}
      borderColor={service.popular ? 'gold.400' : 'border'}
    >
      {/* Only the first card is on a phone's first screen; the rest wait until scrolled near, so
          they neither compete with the page nor get preloaded in its head. */}
      <ServiceImage serviceId={service.id} lazy={lazy} />
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" fontSize="xl">
            {service.title}
          </Heading>
          {service.popular && (
            <Badge colorPalette="gold" variant="solid" flexShrink={0}>
              {t('Most Popular')}
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" flex="1">
          {service.description}
        </Text>
        <HStack justify="space-between">
          <Text fontFamily="heading" fontSize="2xl" fontWeight="600" color="gold.fg">
            {formatServicePrice(service.price, service.priceBasis)}
          </Text>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <Clock size={14} aria-hidden />
            <Text as="span">
              {formatServiceDuration(service.durationMinutes, service.priceBasis)}
            </Text>
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="gold" width="full">
          <RouterLink
            to={serviceBookingPath(service)}
            aria-label={t('Book Service: {title}', { title: service.title })}
          >
            {t('Book Service')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

function ServiceList({ category, shown }: { category: ServiceCategory; shown: boolean }) {
  const services = useServices(category)
  return (
    <QueryState
      query={services}
      errorText={t('We could not load these services.')}
      emptyText={t('No services in this category yet.')}
      skeletonLines={12}
    >
      {(list) => (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {list.map((service, index) => (
            <ServiceCard key={service.id} service={service} lazy={!shown || index > 0} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  )
}

function Packages() {
  const packages = usePackages()
  return (
    <QueryState
      query={packages}
      errorText={t('We could not load our packages.')}
      emptyText={t('No packages on offer right now.')}
      skeletonLines={3}
    >
      {(list) => (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
          {list.map((pkg) => (
            <Card.Root
              key={pkg.id}
              bg={pkg.popular ? 'ink.900' : 'white'}
              color={pkg.popular ? 'cream.50' : 'fg'}
              borderWidth={pkg.popular ? '2px' : '1px'}
              borderColor={pkg.popular ? 'gold.400' : 'border'}
            >
              <Card.Body gap="4">
                {pkg.popular && (
                  <Badge colorPalette="gold" variant="solid" alignSelf="flex-start">
                    {t('MOST POPULAR')}
                  </Badge>
                )}
                <Heading as="h3" fontSize="2xl">
                  {t('{name} Package', { name: pkg.name })}
                </Heading>
                <HStack align="baseline" gap="3">
                  <Text
                    fontFamily="heading"
                    fontSize="4xl"
                    fontWeight="600"
                    color={pkg.popular ? 'gold.300' : 'gold.fg'}
                  >
                    {formatPrice(pkg.price)}
                  </Text>
                  <Text
                    fontSize="sm"
                    fontWeight="600"
                    color={pkg.popular ? 'gold.200' : 'green.700'}
                  >
                    {t('Save {amount}', { amount: formatPrice(pkg.savings) })}
                  </Text>
                </HStack>
                <List.Root gap="2" variant="plain">
                  {pkg.items.map((item) => (
                    <List.Item key={item} alignItems="center">
                      <List.Indicator asChild color={pkg.popular ? 'gold.300' : 'gold.600'}>
                        <Check size={16} aria-hidden />
                      </List.Indicator>
                      {item}
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Button
                  asChild
                  colorPalette="gold"
                  width="full"
                  variant={pkg.popular ? 'solid' : 'outline'}
                  color={pkg.popular ? undefined : 'fg'}
                >
                  <RouterLink
                    to={bookingPath({ service: pkg.bookingOption })}
                    aria-label={t('Book Package: {name}', { name: pkg.name })}
                  >
                    {t('Book Package')}
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  )
}

export function ServicesPage() {
  return (
    <>
      <PageHero
        subtitle={t(
          'Manicures, pedicures and finishing touches, each performed with hospital-grade hygiene and premium products.',
        )}
      />
      <Section>
        <Heading as="h2" srOnly>
          {t('Service menu')}
        </Heading>
        <UrlTabs tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))}>
          {(value, shown) => <ServiceList category={categoryOf[value]} shown={shown} />}
        </UrlTabs>
      </Section>
      <Section
        bg="bg.subtle"
        eyebrow={t('Better together')}
        title={t('Service Packages')}
        subtitle={t('Pair your favourite treatments and save.')}
      >
        <Packages />
      </Section>
      <Section width="3xl">
        <Stack align="center" textAlign="center" gap="4">
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('Not sure what to choose?')}
          </Heading>
          <Text color="fg.muted">
            {t('Book any service and tell us what you would love: we will tailor it on the day.')}
          </Text>
          <Box>
            <Button asChild colorPalette="gold" size="lg">
              <RouterLink to="/booking">{t('Book Appointment')}</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Section>
    </>
  )
}
