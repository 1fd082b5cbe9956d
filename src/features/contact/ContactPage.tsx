import {
  Accordion,
  Box,
  Card,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { useFaqs, useSalon } from '@/api'
import { OpeningHours } from '@/components/OpeningHours'
import { PageHero } from '@/components/PageHero'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { t } from '@/lib/i18n/i18n'
import { telHref } from '@/lib/salon'
import { ContactForm } from './ContactForm'
import { MapFrame } from './MapFrame'

export function ContactPage() {
  const [params] = useSearchParams()
  const salon = useSalon()
  const faqs = useFaqs()

  return (
    <>
      <PageHero
        subtitle={t(
          'Questions, special requests or event bookings: we would love to hear from you.',
        )}
      />
      <Section>
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap="10">
          <Box gridColumn={{ lg: 'span 3' }}>
            <Heading as="h2" fontSize="2xl" mb="6">
              {t('Send Us a Message')}
            </Heading>
            <ContactForm initialSubject={params.get('subject') ?? ''} />
          </Box>
          <Stack gridColumn={{ lg: 'span 2' }} gap="6">
            <QueryState
              query={salon}
              errorText={t('We could not load our contact details.')}
              skeletonLines={4}
            >
              {(info) => (
                <Card.Root bg="white">
                  <Card.Body gap="5">
                    <Heading as="h2" fontSize="2xl">
                      {t('Visit Us')}
                    </Heading>
                    <HStack align="flex-start" gap="3">
                      <MapPin size={20} aria-hidden />
                      <Text as="address" fontStyle="normal">
                        {info.address.street}
                        <br />
                        {info.address.city}, {info.address.regionName} {info.address.postalCode}
                      </Text>
                    </HStack>
                    <HStack gap="3">
                      <Phone size={20} aria-hidden />
                      <Link href={telHref(info.headerPhone)} color="gold.fg" fontWeight="600">
                        {info.headerPhone}
                      </Link>
                    </HStack>
                    <HStack gap="3">
                      <Mail size={20} aria-hidden />
                      <Link
                        href={`mailto:${info.email}`}
                        color="gold.fg"
                        fontWeight="600"
                        wordBreak="break-all"
                      >
                        {info.email}
                      </Link>
                    </HStack>
                    <Box>
                      <HStack gap="3" mb="2">
                        <Clock size={20} aria-hidden />
                        <Heading as="h3" fontSize="lg">
                          {t('Hours')}
                        </Heading>
                      </HStack>
                      <OpeningHours days="long" pl="8" />
                    </Box>
                  </Card.Body>
                </Card.Root>
              )}
            </QueryState>
            {salon.data && (
              <Box borderRadius="xl" overflow="hidden" bg="gold.50" borderWidth="1px">
                <MapFrame
                  src={salon.data.map.embedUrl}
                  title={t('Map showing {name} in {city}, {region}', {
                    name: salon.data.name,
                    city: salon.data.address.city,
                    region: salon.data.address.regionName,
                  })}
                />
                <Link
                  href={salon.data.map.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  display="block"
                  p="3"
                  color="gold.fg"
                  fontWeight="600"
                >
                  {t('Open directions in Google Maps')}
                </Link>
              </Box>
            )}
          </Stack>
        </SimpleGrid>
      </Section>
      <Section bg="bg.subtle" title={t('Frequently Asked Questions')} width="3xl">
        <QueryState
          query={faqs}
          errorText={t('We could not load the questions.')}
          emptyText={t('No questions yet.')}
          skeletonLines={5}
        >
          {(list) => (
            <Accordion.Root collapsible variant="enclosed" bg="white">
              {list.map((faq) => (
                <Accordion.Item key={faq.id} value={faq.id}>
                  <Accordion.ItemTrigger fontWeight="600" py="4">
                    <Box as="span" flex="1" textAlign="left">
                      {faq.question}
                    </Box>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                  <Accordion.ItemContent>
                    <Accordion.ItemBody color="fg.muted">{faq.answer}</Accordion.ItemBody>
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
        </QueryState>
      </Section>
    </>
  )
}
