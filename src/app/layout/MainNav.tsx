import { HStack, Link } from '@chakra-ui/react'
import { NavLink } from 'react-router'
import { mainNavLinks } from './nav-links'

/** Wide-screen navigation; NavLink marks the current route with aria-current="page". */
export function MainNav() {
  return (
    <HStack as="nav" aria-label="Main" gap={{ lg: '4', xl: '7' }} hideBelow="lg">
      {mainNavLinks.map((link) => (
        <Link
          key={link.to}
          asChild
          fontWeight="500"
          color="fg"
          py="1"
          borderBottomWidth="2px"
          borderColor="transparent"
          _hover={{ color: 'gold.700', textDecoration: 'none' }}
          _currentPage={{ color: 'gold.700', borderColor: 'gold.500' }}
        >
          <NavLink to={link.to} end={link.to === '/'}>
            {link.label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  )
}
