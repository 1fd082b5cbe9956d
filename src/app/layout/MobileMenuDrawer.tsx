import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react'
import { Link as RouterLink, NavLink } from 'react-router'
import { useLogout, useSession } from '@/features/auth'
import { mainNavLinks } from './nav-links'
import type { OverlayProps } from './use-overlay'

const itemStyle = {
  justifyContent: 'flex-start',
  size: 'lg',
  variant: 'ghost',
  color: 'fg',
  _currentPage: { bg: 'gold.subtle', color: 'gold.fg' },
} as const

/** The small screens' menu: the header's links, account links and Book Now; closes on navigation. */
export function MobileMenuDrawer({ open, onOpenChange }: OverlayProps) {
  const { user } = useSession()
  const logout = useLogout()
  const close = () => onOpenChange(false)

  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="xs">
      <Portal>
        {/* Above the toasts, which sit just below the header: what a person opens is what
            they reach. */}
        <Drawer.Backdrop zIndex="tooltip" />
        <Drawer.Positioner zIndex="tooltip">
          <Drawer.Content bg="bg">
            <Drawer.Header>
              <Drawer.Title fontFamily="heading">Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {mainNavLinks.map((link) => (
                  <Button key={link.to} asChild {...itemStyle}>
                    <NavLink to={link.to} end={link.to === '/'} onClick={close}>
                      {link.label}
                    </NavLink>
                  </Button>
                ))}
                <Stack borderTopWidth="1px" mt="3" pt="3" gap="1">
                  {user ? (
                    <>
                      <Button asChild {...itemStyle}>
                        <NavLink to="/profile" onClick={close}>
                          Profile
                        </NavLink>
                      </Button>
                      <Button asChild {...itemStyle}>
                        <NavLink to="/my-appointments" onClick={close}>
                          My Appointments
                        </NavLink>
                      </Button>
                      <Button
                        {...itemStyle}
                        onClick={() => {
                          close()
                          logout()
                        }}
                      >
                        Log out
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button asChild {...itemStyle}>
                        <NavLink to="/login" onClick={close}>
                          Log in
                        </NavLink>
                      </Button>
                      <Button asChild {...itemStyle}>
                        <NavLink to="/register" onClick={close}>
                          Register
                        </NavLink>
                      </Button>
                    </>
                  )}
                </Stack>
                <Button asChild colorPalette="gold" size="lg" mt="4">
                  <RouterLink to="/booking" onClick={close}>
                    Book Now
                  </RouterLink>
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
