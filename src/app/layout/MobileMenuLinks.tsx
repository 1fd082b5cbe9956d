import { Button, Stack } from '@chakra-ui/react'
import { Link as RouterLink, NavLink } from 'react-router'
import { useLogout, useSession } from '@/features/auth'
import { t } from '@/lib/i18n/i18n'
import { navPages } from '../pages'
import { LanguageLinks } from './LanguageLinks'

const itemStyle = {
  justifyContent: 'flex-start',
  size: 'lg',
  variant: 'ghost',
  color: 'fg',
  _currentPage: { bg: 'gold.subtle', color: 'gold.fg' },
} as const

/** The small screens' menu: the header's links, account links and Book Now. */
export function MobileMenuLinks({ close }: { close: () => void }) {
  const { user } = useSession()
  const logout = useLogout()

  return (
    <Stack as="nav" aria-label={t('Mobile')} gap="1">
      {navPages.map((page) => (
        <Button key={page.path} asChild {...itemStyle}>
          <NavLink to={page.path} end={page.path === '/'} onClick={close}>
            {t(page.name)}
          </NavLink>
        </Button>
      ))}
      <Stack borderTopWidth="1px" mt="3" pt="3" gap="1">
        {user ? (
          <>
            <Button asChild {...itemStyle}>
              <NavLink to="/profile" onClick={close}>
                {t('Profile')}
              </NavLink>
            </Button>
            <Button asChild {...itemStyle}>
              <NavLink to="/my-appointments" onClick={close}>
                {t('My Appointments')}
              </NavLink>
            </Button>
            <Button
              {...itemStyle}
              onClick={() => {
                close()
                logout()
              }}
            >
              {t('Log out')}
            </Button>
          </>
        ) : (
          <>
            <Button asChild {...itemStyle}>
              <NavLink to="/login" onClick={close}>
                {t('Log in')}
              </NavLink>
            </Button>
            <Button asChild {...itemStyle}>
              <NavLink to="/register" onClick={close}>
                {t('Register')}
              </NavLink>
            </Button>
          </>
        )}
      </Stack>
      <Button asChild colorPalette="gold" size="lg" mt="4">
        <RouterLink to="/booking" onClick={close}>
          {t('Book Now')}
        </RouterLink>
      </Button>
      <LanguageLinks direction="row" flexWrap="wrap" gap="4" mt="6" px="4" />
    </Stack>
  )
}
