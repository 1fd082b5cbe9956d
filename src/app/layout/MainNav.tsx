import { HStack, Link } from '@chakra-ui/react'
import { NavLink } from 'react-router'
import { t } from '@/lib/i18n/i18n'
import { navPages } from '../pages'

/** Wide-screen navigation; NavLink marks the current route with aria-current="page". */
export function MainNav() {
  return (
    <HStack as="nav" aria-label={t('Main')} gap={{ lg: '4', xl: '7' }} hideBelow="lg">
      {navPages.map((page) => (
        <Link
          key={page.path}
          asChild
          fontWeight="500"
          color="fg"
          py="1"
          borderBottomWidth="2px"
          borderColor="transparent"
          _hover={{ color: 'gold.700', textDecoration: 'none' }}
          _currentPage={{ color: 'gold.700', borderColor: 'gold.500' }}
        >
          <NavLink to={page.path} end={page.path === '/'}>
            {t(page.name)}
          </NavLink>
        </Link>
      ))}
    </HStack>
  )
}
