import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react'
import { Outlet, ScrollRestoration } from 'react-router'
import { ReturnToLoginOnExpiry } from '@/features/auth'
import { t } from '@/lib/i18n/i18n'
import { BookNowBar } from './BookNowBar'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageOffer } from './LanguageOffer'
import { PageHead } from './PageHead'
import { RouteProgress } from './RouteProgress'

export function RootLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <PageHead />
      <SkipNavLink>{t('Skip to content')}</SkipNavLink>
      <RouteProgress />
      <Header />
      <SkipNavContent as="main" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </SkipNavContent>
      <Footer />
      <BookNowBar />
      <LanguageOffer />
      <ScrollRestoration />
      <ReturnToLoginOnExpiry />
    </Box>
  )
}
