import { Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Sparkles } from 'lucide-react'
import { artwork } from '@/lib/artwork'
import { t } from '@/lib/i18n/i18n'
import { BandActions, DarkBand } from './DarkBand'

/** The page's first screen: the salon's promise, Book Appointment and View Services. */
export function HomeHero() {
  return (
    <DarkBand py={{ base: '20', md: '32' }}>
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
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" fontWeight="600">
            {t('Nail care, elevated to an art')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="ink.100">
            {t(
              'Meticulous manicures, restorative spa pedicures and hand-painted designs in a serene, spotless studio. Sit back: this hour is yours.',
            )}
          </Text>
          <BandActions size="xl" pt="2" to="/services" label={t('View Services')} />
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
    </DarkBand>
  )
}
