import { Menu, Portal } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import type { User } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { AccountButton } from './AccountButton'

/** My Account: who is signed in, Profile, My Appointments, Log out. */
interface SignedInMenuProps {
  user: User
  onLogout: () => void
  /** Opens at once: the visitor already clicked My Account while this was loading. */
  defaultOpen?: boolean
}

export function SignedInMenu({ user, onLogout, defaultOpen }: SignedInMenuProps) {
  return (
    // Fixed, as its trigger is: the header stays on screen, and a scroll of the page must not
    // carry the open menu away from it.
    <Menu.Root
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      defaultOpen={defaultOpen}
    >
      <Menu.Trigger asChild>
        <AccountButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* Above the toasts, which sit just below the header where this menu opens: what a
              person opens is what they reach (the "logged in" toast would cover its items). */}
          <Menu.Content minW="48" zIndex="tooltip">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel color="fg.muted" fontWeight="normal">
                {t('Signed in as {name}', { name: user.name })}
              </Menu.ItemGroupLabel>
              <Menu.Item value="profile" asChild>
                <RouterLink to="/profile">{t('Profile')}</RouterLink>
              </Menu.Item>
              <Menu.Item value="appointments" asChild>
                <RouterLink to="/my-appointments">{t('My Appointments')}</RouterLink>
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            {/* onClick, not onSelect: zag selects the highlighted item, and a quick click can land
                before the pointer has highlighted it. Enter on the item clicks it too. */}
            <Menu.Item value="logout" onClick={onLogout}>
              {t('Log out')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
