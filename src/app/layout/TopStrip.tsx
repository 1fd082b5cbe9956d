import { Container, HStack, Link, Text } from '@chakra-ui/react'
import { Clock, MapPin, Phone } from 'lucide-react'
import { fullAddress, salon, telHref } from '@/lib/salon'
import { openingLine } from '@/lib/opening-hours'
import { LanguageLinks } from './LanguageLinks'

/** Wide screens only: address, the front-desk phone and the opening hours. */
export function TopStrip() {
  return (
    <Container
      maxW="7xl"
      hideBelow="lg"
      py="1.5"
      fontSize="sm"
      color="cream.100"
      display="flex"
      justifyContent="space-between"
      gap="6"
    >
      <HStack gap="2">
        <MapPin size={14} aria-hidden />
        <Text as="span">{fullAddress}</Text>
      </HStack>
      <HStack gap="6">
        <Link href={telHref(salon.headerPhone)} color="cream.100" _hover={{ color: 'gold.300' }}>
          <Phone size={14} aria-hidden />
          {salon.headerPhone}
        </Link>
        <HStack gap="2">
          <Clock size={14} aria-hidden />
          <Text as="span">{openingLine(salon.hours)}</Text>
        </HStack>
        <LanguageLinks direction="row" gap="3" color="cream.100" />
      </HStack>
    </Container>
  )
}
