import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { PageTitle } from '@/components/PageTitle'
import { t } from '@/lib/i18n/i18n'
import { Link as RouterLink, useRouteError } from 'react-router'

/** Shown instead of a white screen when a page throws while rendering or loading its code. */
export function RouteErrorPage() {
  const error = useRouteError()

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <Box minH="100dvh" bg="bg" display="flex" alignItems="center">
      <Container maxW="2xl" textAlign="center" py="20">
        <PageTitle title={t('Something went wrong')} />
        <Stack gap="5" align="center">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            {t('Something went wrong')}
          </Heading>
          <Text color="fg.muted">
            {t(
              'Sorry, this page could not be shown. Please try again, or head back to the homepage.',
            )}
          </Text>
          <HStack gap="3">
            <Button colorPalette="gold" onClick={() => window.location.reload()}>
              {t('Try again')}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/" reloadDocument>
                {t('Go to the homepage')}
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  )
}
