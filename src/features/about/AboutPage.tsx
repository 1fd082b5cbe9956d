import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Tag, Text } from '@chakra-ui/react'
import { Gem, HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { useSalon, useStylists } from '@/api'
import { PageHero } from '@/components/PageHero'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { t, type MessageId } from '@/lib/i18n/i18n'

// English here, translated where shown (a table is read before the page's language is set).
const values: { icon: typeof Gem; title: MessageId; text: MessageId }[] = [
  {
    icon: Gem,
    title: 'Craft',
    text: 'Every shape, cuticle and brushstroke is done by hand, without rushing.',
  },
  {
    icon: HeartHandshake,
    title: 'Care',
    text: 'We listen first, suggest honestly and never upsell what you do not need.',
  },
  {
    icon: Sparkles,
    title: 'Calm',
    text: 'Soft music, warm towels and time to breathe: this hour is yours.',
  },
]

const hygiene: MessageId[] = [
  'Metal tools sterilised in a medical-grade autoclave after every client',
  'Single-use files, buffers and liners, opened in front of you',
  'Pipeless pedicure spas disinfected between every guest',
  'Well-ventilated stations and low-odour, professional products',
]

export function AboutPage() {
  const stylists = useStylists()
  const salon = useSalon()

  return (
    <>
      <PageHero
        subtitle={t(
          'A calm, spotless studio in Chantilly where every detail of your nails is cared for.',
        )}
      />
      <Section eyebrow={t('Our story')} title={t('Beautiful nails begin with care')} width="3xl">
        <Stack gap="5" fontSize="lg" color="fg.muted">
          <Text>
            {t(
              'Diva Nail Spa began with a simple idea: that a manicure should feel like a moment of rest, not an errand. Our founder trained in spa therapy before falling in love with nail art, and built a studio where both could live side by side.',
            )}
          </Text>
          <Text>
            {t(
              'Today our small team welcomes clients from across Chantilly, Centreville and Fairfax for everything from a quick polish change to bridal parties, with the same unhurried attention for each.',
            )}
          </Text>
        </Stack>
      </Section>

      <Section bg="bg.subtle" title={t('What We Stand For')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {values.map(({ icon: Icon, title, text }) => (
            <Card.Root key={title} bg="white">
              <Card.Body gap="3">
                <Box color="gold.600">
                  <Icon size={28} aria-hidden />
                </Box>
                <Heading as="h3" fontSize="xl">
                  {t(title)}
                </Heading>
                <Text color="fg.muted">{t(text)}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('Our Hygiene Standards')} width="3xl">
        <Stack as="ul" listStyleType="none" gap="3">
          {hygiene.map((item) => (
            <HStack as="li" key={item} gap="3" align="flex-start">
              <Box color="green.700" pt="0.5">
                <ShieldCheck size={20} aria-hidden />
              </Box>
              <Text>{t(item)}</Text>
            </HStack>
          ))}
        </Stack>
      </Section>

      <Section bg="bg.subtle" eyebrow={t('The team')} title={t('Meet Our Stylists')}>
        <QueryState
          query={stylists}
          errorText={t('We could not load our team.')}
          emptyText={t('Our team will be introduced here soon.')}
          skeletonLines={4}
        >
          {(team) => (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
              {team.map((stylist) => (
                <Card.Root key={stylist.id} bg="white">
                  <Card.Body gap="2">
                    <Box
                      aria-hidden
                      w="14"
                      h="14"
                      borderRadius="full"
                      bg="gold.100"
                      color="gold.800"
                      display="grid"
                      placeItems="center"
                      fontFamily="heading"
                      fontSize="xl"
                      mb="2"
                    >
                      {stylist.name
                        .split(' ')
                        .map((part) => part[0])
                        .join('')}
                    </Box>
                    <Heading as="h3" fontSize="lg">
                      {stylist.name}
                    </Heading>
                    <Text fontSize="sm" color="gold.fg" fontWeight="600">
                      {stylist.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {stylist.bio}
                    </Text>
                    <HStack gap="2" flexWrap="wrap" pt="1">
                      {stylist.specialties.map((s) => (
                        <Tag.Root key={s} size="sm" variant="subtle">
                          <Tag.Label>{s}</Tag.Label>
                        </Tag.Root>
                      ))}
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Section>

      <Section title={t('Visit Us')} width="3xl">
        <Stack align="center" gap="5" textAlign="center">
          <QueryState query={salon} errorText={t('We could not load our hours.')} skeletonLines={2}>
            {(info) => (
              <Stack as="dl" gap="1" minW="64">
                {info.hours.map((h) => (
                  <HStack key={h.days} justify="space-between" gap="8">
                    <Text as="dt">{h.longDays}</Text>
                    <Text as="dd" fontWeight="600">
                      {h.opens}-{h.closes}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            )}
          </QueryState>
          <Button asChild colorPalette="gold" size="lg">
            <RouterLink to="/booking">{t('Book Your Visit')}</RouterLink>
          </Button>
        </Stack>
      </Section>
    </>
  )
}
