import { Button, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { Section } from '@/components/Section'
import { t } from '@/lib/i18n/i18n'
import { ClientReviews } from './ClientReviews'
import { ClosingCall } from './ClosingCall'
import { FeaturedServices } from './FeaturedServices'
import { HomeHero } from './HomeHero'

function Welcome() {
  return (
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
  )
}

export function HomePage() {
  return (
    <>
      <HomeHero />
      <Welcome />
      <FeaturedServices />
      <ClientReviews />
      <ClosingCall />
    </>
  )
}
