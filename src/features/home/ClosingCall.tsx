import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { t } from '@/lib/i18n/i18n'
import { DarkBand } from './DarkBand'

/** The page's last word: Book Appointment, or View Gallery first. */
export function ClosingCall() {
  return (
    <DarkBand py={{ base: '14', md: '20' }}>
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
    </DarkBand>
  )
}
