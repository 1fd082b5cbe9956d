import { Box, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { t } from '@/lib/i18n/i18n'

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/">
        <HStack gap="2" align="center" flexShrink="0">
          <Box
            aria-hidden
            w="9"
            h="9"
            borderRadius="full"
            bg="gold.400"
            color="ink.900"
            display="grid"
            placeItems="center"
            fontFamily="heading"
            fontWeight="700"
            fontSize="lg"
          >
            D
          </Box>
          <Text
            as="span"
            fontFamily="heading"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="600"
            letterSpacing="0.02em"
            whiteSpace="nowrap"
            color={tone === 'dark' ? 'ink.900' : 'cream.50'}
          >
            Diva{' '}
            <Text as="span" color={tone === 'dark' ? 'gold.700' : 'gold.300'}>
              Nail Spa
            </Text>
            <VisuallyHidden>{t(', home')}</VisuallyHidden>
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  )
}
