import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import { t } from '@/lib/i18n/i18n'
import { BandActions, DarkBand } from './DarkBand'

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
          <BandActions size="lg" to="/gallery" label={t('View Gallery')} />
        </Stack>
      </Container>
    </DarkBand>
  )
}
