import { Box, Button, HStack, Link, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from '@/components/hydration'
import { languageToOffer, markLanguageOffered } from '@/lib/i18n/choice'
import { pageLanguage } from '@/lib/i18n/i18n'
import { languageOffers, pathInLanguage } from '@/lib/i18n/languages'

/**
 * Offers a visitor her language once (the one she chose before, else her browser's first that the
 * site speaks), in that language, on a bar she can dismiss: never a redirect. Shown after the page
 * has hydrated (it depends on the browser), floating so that nothing on the page moves.
 */
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation()
  // What the browser prefers is known only in it: nothing until the page has hydrated.
  const hydrated = useHydrated()
  const [answered, setAnswered] = useState(false)
  const offered =
    hydrated && !answered ? languageToOffer(pageLanguage(), navigator.languages ?? []) : undefined
  if (!offered) return null
  const offer = languageOffers[offered]
  const answer = () => {
    markLanguageOffered(offered)
    setAnswered(true)
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
