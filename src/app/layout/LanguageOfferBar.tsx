import { Box, Button, HStack, Link, Text } from '@chakra-ui/react'
import { useLocation } from 'react-router'
import { markLanguageOffered } from '@/lib/i18n/choice'
import { pathInLanguage, type Language } from '@/lib/i18n/languages'
import { languageOffers } from './language-offers'

/** The offer of `offered`, in that language: a link to this page in it, and No, thanks. */
export function LanguageOfferBar({
  offered,
  onAnswer,
}: {
  offered: Language
  onAnswer: () => void
}) {
  const { pathname, search, hash } = useLocation()
  const offer = languageOffers[offered]
  const answer = () => {
    markLanguageOffered(offered)
    onAnswer()
  }
  return (
    <Box
      role="region"
      aria-label={offer.says}
      lang={offered}
      position="fixed"
      insetX="4"
      bottom={{ base: 'calc(5.25rem + env(safe-area-inset-bottom))', md: '4' }}
      zIndex="banner"
      mx="auto"
      maxW="lg"
      bg="ink.900"
      color="cream.100"
      borderRadius="l3"
      boxShadow="lg"
      px="4"
      py="3"
    >
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="sm">{offer.says}</Text>
        <HStack gap="2">
          <Link
            href={`${pathInLanguage(pathname, offered)}${search}${hash}`}
            hrefLang={offered}
            color="gold.300"
            fontWeight="600"
            onClick={() => markLanguageOffered(offered)}
          >
            {offer.take}
          </Link>
          <Button size="xs" variant="outline" color="cream.100" onClick={answer}>
            {offer.dismiss}
          </Button>
        </HStack>
      </HStack>
    </Box>
  )
}
