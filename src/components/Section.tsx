import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface SectionProps extends Omit<BoxProps, 'title'> {
  title?: string
  eyebrow?: string
  subtitle?: string
  children: ReactNode
  /** Width of the content column. */
  width?: string
}

/**
 * Drawn only when near the screen: the browser lays out and paints a band below the fold when it
 * is about to show, not with the page's first frame (on a phone that frame laid out every band of
 * a long page at once). Its last rendered height is kept, so the page's length does not jump.
 */
export const renderWhenNear = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
} as const

/** A page band with an optional centred heading block. */
export function Section({
  title,
  eyebrow,
  subtitle,
  children,
  width = '6xl',
  ...box
}: SectionProps) {
  return (
    <Box as="section" py={{ base: '14', md: '20' }} {...renderWhenNear} {...box}>
      <Container maxW={width}>
        {(title || eyebrow) && (
          <Stack gap="3" textAlign="center" align="center" mb={{ base: '8', md: '12' }}>
            {eyebrow && (
              <Text
                textTransform="uppercase"
                letterSpacing="0.2em"
                fontSize="sm"
                color="gold.fg"
                fontWeight="600"
              >
                {eyebrow}
              </Text>
            )}
            {title && (
              <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="600">
                {title}
              </Heading>
            )}
            {subtitle && (
              <Text color="fg.muted" maxW="2xl">
                {subtitle}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  )
}
