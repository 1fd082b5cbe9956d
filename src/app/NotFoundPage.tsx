import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { PageTitle } from '@/components/PageTitle'
import { useHydrated } from '@/components/hydration'
import { Link as RouterLink, useLocation } from 'react-router'

export function NotFoundPage() {
  const { pathname } = useLocation()
  // The page is prerendered once for every unknown address: the address shows once hydrated.
  const hydrated = useHydrated()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <Container maxW="2xl" py={{ base: '20', md: '28' }} textAlign="center">
      <PageTitle title="Page not found" />
      <Stack gap="5" align="center">
        <Text fontFamily="heading" fontSize="7xl" color="gold.700" lineHeight="1" aria-hidden>
          404
        </Text>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
          Oops! Page Not Found
        </Heading>
        <Text color="fg.muted">
          We couldn’t find {hydrated ? <strong>{pathname}</strong> : 'this page'}. It may have
          moved, or the link may be mistyped.
        </Text>
        <Button asChild colorPalette="gold" size="lg">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  )
}
