import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { t } from '@/lib/i18n/i18n'
import { useRoutePage } from './route-page'

export interface PageHeroProps {
  /** The heading; the page table's title of the page on screen when omitted. */
  title?: string
  eyebrow?: string
  subtitle?: string
  /** Below the subtitle (a page's own links or buttons). */
  children?: ReactNode
}

/** The hero band that opens every page; its h1 is the page's title. */
export function PageHero({ title, eyebrow, subtitle, children }: PageHeroProps) {
  const page = useRoutePage()
  return (
    <Box
      as="section"
      bg="ink.900"
      color="cream.50"
      py={{ base: '14', md: '20' }}
      bgImage="radial-gradient(circle at 15% 20%, rgba(212,168,67,0.28), transparent 45%), radial-gradient(circle at 85% 80%, rgba(212,168,67,0.18), transparent 40%)"
    >
      <Container maxW="4xl" textAlign="center">
        <Stack gap="4" align="center">
          {eyebrow && (
            <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="sm" color="gold.300">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="600">
            {title ?? (page && t(page.title))}
          </Heading>
          {subtitle && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="ink.100" maxW="2xl">
              {subtitle}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
