import { Button, HStack } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useLogout, useSession } from '@/features/auth'
import { t } from '@/lib/i18n/i18n'
import { AccountButton } from './AccountButton'

// Visitors who never sign in never load the menu's code.
const SignedInMenu = lazy(() =>
  import('./SignedInMenu').then((module) => ({ default: module.SignedInMenu })),
)

/** Logged out: Log in and Register. Logged in: My Account with Profile, My Appointments, Log out. */
export function AccountMenu() {
  const { user } = useSession()
  const logout = useLogout()
  const [openOnLoad, setOpenOnLoad] = useState(false)

  if (!user) {
    return (
      <HStack gap="1" hideBelow="md">
        <Button asChild variant="ghost" size="sm" color="fg">
          <RouterLink to="/login">{t('Log in')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm" borderColor="ink.900" color="fg">
          <RouterLink to="/register">{t('Register')}</RouterLink>
        </Button>
      </HStack>
    )
  }

  return (
    <Suspense
      // A click that comes before the menu's code opens the menu when it arrives.
      fallback={
        <AccountButton
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setOpenOnLoad(true)}
        />
      }
    >
      <SignedInMenu user={user} onLogout={logout} defaultOpen={openOnLoad} />
    </Suspense>
  )
}
