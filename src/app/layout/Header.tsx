import { Box, Button, Container, HStack } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { t } from '@/lib/i18n/i18n'
import { AccountMenu } from './AccountMenu'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu'
import { SiteSearch } from './SiteSearch'
import { TopStrip } from './TopStrip'
import { useHeaderScroll } from './useHeaderScroll'

export function Header() {
  const { scrolled, hidden } = useHeaderScroll()

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-scrolled={scrolled || undefined}
      data-hidden={hidden || undefined}
      transform={hidden ? 'translateY(-100%)' : 'translateY(0)'}
      transition="transform 0.3s ease, background-color 0.3s ease, box-shadow 0.3s ease"
      // Translucent over the page until it turns solid, with no backdrop blur: a blur is drawn
      // again for every frame, in software where there is no GPU, for little a person would see.
      bg={scrolled ? 'bg' : 'rgba(255, 253, 249, 0.85)'}
      boxShadow={scrolled ? 'sm' : 'none'}
      // Keyboard users never lose focus under a hidden header.
      _focusWithin={{ transform: 'translateY(0)' }}
    >
      <Box bg="ink.900">
        <TopStrip />
      </Box>
      <Container
        maxW="7xl"
        py="3"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
      >
        <Logo />
        <MainNav />
        <HStack gap={{ base: '1', md: '2' }}>
          <SiteSearch />
          <AccountMenu />
          <Button asChild colorPalette="gold" size="sm" hideBelow="md">
            <RouterLink to="/booking">{t('Book Now')}</RouterLink>
          </Button>
          <MobileMenu />
        </HStack>
      </Container>
    </Box>
  )
}
