import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { PageTitle } from '@/components/PageTitle'
import { useHydrated } from '@/components/hydration'
import { t } from '@/lib/i18n/i18n'
import { Link as RouterLink, useLocation } from 'react-router'

// Stands in for the address in the sentence, which shows it in bold wherever the language puts it.
const ADDRESS = '\u0000'

/** The sentence that names the missing address, the address in bold. */
function WithAddress({ pathname }: { pathname: string }) {
  const [before, after] = t(
    'We couldn’t find {address}. It may have moved, or the link may be mistyped.',
    { address: ADDRESS },
  ).split(ADDRESS)
  return (
    <>
      {before}
      <strong>{pathname}</strong>
      {after}
    </>
  )
}

export function NotFoundPage() {
  const { pathname } = useLocation()
  // The page is prerendered once for every unknown address: the address shows once hydrated.
  const hydrated = useHydrated()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <Container maxW="2xl" py={{ base: '20', md: '28' }} textAlign="center">
      <PageTitle title={t('Page not found')} />
      <Stack gap="5" align="center">
        <Text fontFamily="heading" fontSize="7xl" color="gold.700" lineHeight="1" aria-hidden>
          404
        </Text>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
          {t('Oops! Page Not Found')}
        </Heading>
        <Text color="fg.muted">
          {hydrated ? (
            <WithAddress pathname={pathname} />
          ) : (
            t('We couldn’t find this page. It may have moved, or the link may be mistyped.')
          )}
        </Text>
        <Button asChild colorPalette="gold" size="lg">
          <RouterLink to="/">{t('Return to Home')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  )
}
