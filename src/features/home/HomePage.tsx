import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Sparkles } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { useFeaturedServices, useTestimonials } from '@/api'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { StarRating } from '@/components/StarRating'
import { artwork } from '@/lib/artwork'
import { t } from '@/lib/i18n/i18n'
import { formatPrice } from '@/lib/money'

const heroBackground =
  'radial-gradient(circle at 80% 15%, rgba(212,168,67,0.35), transparent 40%), radial-gradient(circle at 10% 90%, rgba(212,168,67,0.22), transparent 45%), linear-gradient(135deg, #1C1815 0%, #2A2520 100%)'

export function HomePage() {
  const featured = useFeaturedServices()
  const testimonials = useTestimonials()

  return (
    <>
      <Box
        as="section"
        bg="ink.900"
        color="cream.50"
        py={{ base: '20', md: '32' }}
        bgImage={heroBackground}
      >
        <Container
          maxW="6xl"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="10"
        >
          <Stack gap="6" maxW="2xl">
            <HStack
              gap="2"
              color="gold.300"
              textTransform="uppercase"
              letterSpacing="0.2em"
              fontSize="sm"
            >
              <Sparkles size={16} aria-hidden />
              <Text as="span">Chantilly, Virginia</Text>
            </HStack>
            <Heading
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.1"
              fontWeight="600"
            >
              {t('Nail care, elevated to an art')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="ink.100">
              {t(
                'Meticulous manicures, restorative spa pedicures and hand-painted designs in a serene, spotless studio. Sit back: this hour is yours.',
              )}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
              <Button asChild colorPalette="gold" size="xl">
                <RouterLink to="/booking">{t('Book Appointment')}</RouterLink>
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                color="cream.50"
                borderColor="cream.50"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/services">{t('View Services')}</RouterLink>
              </Button>
            </Stack>
          </Stack>
          {/* The salon's own illustration, beside the headline where there is room for it. Lazy:
              a phone, which hides it, never fetches it, and no preload competes with the page. A
              wide screen fetches it once laid out, a moment later: an 8 KB local drawing. */}
          <Image
            src={artwork.homeHero}
            alt=""
            width={720}
            height={720}
            loading="lazy"
            hideBelow="lg"
            w="sm"
            h="auto"
            flexShrink={0}
            borderRadius="full"
            borderWidth="1px"
            borderColor="gold.400"
          />
        </Container>
      </Box>

      <Section eyebrow={t('Welcome')} title={t('Welcome to Diva Nail Spa')} width="3xl">
        <Stack gap="6" align="center" textAlign="center">
          <Text fontSize="lg" color="fg.muted">
            {t(
              'Since opening our doors in Chantilly, we have believed that beautiful nails begin with care: unhurried appointments, medical-grade hygiene and technicians who treat every detail as craft. Whether you need a quick polish change or an afternoon of pampering, you will leave feeling polished in every sense.',
            )}
          </Text>
          <Button asChild variant="outline" borderColor="ink.900" color="fg">
            <RouterLink to="/about">{t('Learn More About Us')}</RouterLink>
          </Button>
        </Stack>
      </Section>

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
                <Card.Root
                  key={service.id}
                  bg="white"
                  borderTopWidth="3px"
                  borderTopColor="gold.400"
                  overflow="hidden"
                >
                  {/* The salon's own picture of the service; its title says what it shows. */}
                  <Image
                    src={artwork.service(service.id)}
                    alt=""
                    width={800}
                    height={360}
                    aspectRatio="20 / 9"
                    w="full"
                    h="auto"
                    loading="lazy"
                    bgColor="cream.100"
                  />
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
                        <VisuallyHidden>
                          {' '}
                          {t('about {title}', { title: service.title })}
                        </VisuallyHidden>
                      </RouterLink>
                    </Button>
                  </Card.Footer>
                </Card.Root>
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
                    <Text as="blockquote" fontStyle="italic" color="fg">
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

      <Box
        as="section"
        bg="ink.900"
        color="cream.50"
        py={{ base: '14', md: '20' }}
        bgImage={heroBackground}
      >
        <Container maxW="3xl" textAlign="center">
          <Stack gap="5" align="center">
            <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }}>
              {t('Ready for your moment of calm?')}
            </Heading>
            <Text color="ink.100">
              {t('Reserve your visit in a minute, or browse our latest work first.')}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="gold" size="lg">
                <RouterLink to="/booking">{t('Book Appointment')}</RouterLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="cream.50"
                borderColor="cream.50"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/gallery">{t('View Gallery')}</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  )
}
