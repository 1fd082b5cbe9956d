import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { memo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { OpeningHours } from '@/components/OpeningHours'
import { renderWhenNear } from '@/components/Section'
import { t } from '@/lib/i18n/i18n'
import { fullAddress, salon, telHref } from '@/lib/salon'
import { useCachedForOffline } from '../offline'
import { footerEndPadding, useBookNowBar } from './BookNowBar'
import { LanguageLinks } from './LanguageLinks'
import { Logo } from './Logo'
import { navPages } from '../pages'
import { SocialIcon } from './SocialIcon'

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" fontSize="lg" color="gold.300" fontWeight="600">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

const linkStyle = { color: 'ink.100', _hover: { color: 'gold.300' } } as const

/**
 * Appears once the service worker has kept the site. Its own component: the news re-renders
 * this line only, not the whole footer (a long task on a phone, a few seconds after load).
 */
function CachedForOfflineNote() {
  const cachedForOffline = useCachedForOffline()
  if (!cachedForOffline) return null
  return (
    <Text mt="2" fontSize="sm" textAlign="center" color="ink.200">
      {t('Saved on this device: the site opens even without a connection.')}
    </Text>
  )
}

/** The site's footer, with room at its end for the phones' Book Now bar where there is one. */
export function Footer() {
  return <FooterBody roomForBar={useBookNowBar()} />
}

// Rendered again only when that room changes, not at every step of every navigation: the whole
// footer is a long task on a phone. The room is inside the footer, not after it: until the
// footer is rendered (renderWhenNear) its text may reach past its box, which must still be footer.
const FooterBody = memo(function FooterBody({ roomForBar }: { roomForBar: boolean }) {
  return (
    <Box
      as="footer"
      bg="ink.900"
      color="ink.100"
      pt="16"
      pb={roomForBar ? footerEndPadding : '8'}
      {...renderWhenNear}
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <Logo tone="light" />
            <Text>
              {t(
                'A premium nail spa in Chantilly, Virginia. Meticulous manicures, restorative pedicures and artful designs in a calm, spotless studio.',
              )}
            </Text>
            <HStack gap="2">
              {salon.social.map(({ network, url }) => (
                <Link
                  key={network}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('{name} on {network}', { name: salon.name, network })}
                  {...linkStyle}
                  p="2"
                  borderWidth="1px"
                  borderColor="ink.600"
                  borderRadius="full"
                >
                  <SocialIcon network={network} />
                </Link>
              ))}
            </HStack>
          </Stack>

          <Column title={t('Quick Links')}>
            <Stack as="ul" listStyleType="none" gap="2">
              {navPages.map((page) => (
                <li key={page.path}>
                  <Link asChild {...linkStyle}>
                    <RouterLink to={page.path}>{t(page.name)}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Column>

          <Column title={t('Contact')}>
            <Stack as="address" fontStyle="normal" gap="2">
              <Text>{fullAddress}</Text>
              <Link href={telHref(salon.footerPhone)} {...linkStyle}>
                {salon.footerPhone}
              </Link>
              <Link href={`mailto:${salon.email}`} {...linkStyle}>
                {salon.email}
              </Link>
            </Stack>
          </Column>

          <Column title={t('Hours')}>
            <OpeningHours days="short" maxW="64" />
            <Button asChild colorPalette="gold" alignSelf="flex-start" mt="2">
              <RouterLink to="/booking">{t('Book Appointment')}</RouterLink>
            </Button>
          </Column>
        </SimpleGrid>
        {/* A page prerendered last year may say so until the next render: no reason to fail hydration. */}
        <Text
          borderTopWidth="1px"
          borderColor="ink.700"
          mt="12"
          pt="6"
          fontSize="sm"
          textAlign="center"
          color="ink.200"
          suppressHydrationWarning
        >
          {t('© {year} {name}. All rights reserved.', {
            year: String(new Date().getFullYear()),
            name: salon.name,
          })}
        </Text>
        <LanguageLinks
          direction="row"
          justify="center"
          gap="4"
          mt="3"
          fontSize="sm"
          color="ink.200"
        />
        <CachedForOfflineNote />
      </Container>
    </Box>
  )
})
