import { Button, HStack, Menu, Portal } from '@chakra-ui/react'
import { ChevronDown, UserRound } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { useLogout, useSession } from '@/features/auth'

/** Logged out: Log in and Register. Logged in: My Account with Profile, My Appointments, Log out. */
export function AccountMenu() {
  const { user } = useSession()
  const logout = useLogout()

  if (!user) {
    return (
      <HStack gap="1" hideBelow="md">
        <Button asChild variant="ghost" size="sm" color="fg">
          <RouterLink to="/login">Log in</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm" borderColor="ink.900" color="fg">
          <RouterLink to="/register">Register</RouterLink>
        </Button>
      </HStack>
    )
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="fg" hideBelow="md">
          <UserRound size={16} aria-hidden />
          My Account
          <ChevronDown size={14} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel color="fg.muted" fontWeight="normal">
                Signed in as {user.name}
              </Menu.ItemGroupLabel>
              <Menu.Item value="profile" asChild>
                <RouterLink to="/profile">Profile</RouterLink>
              </Menu.Item>
              <Menu.Item value="appointments" asChild>
                <RouterLink to="/my-appointments">My Appointments</RouterLink>
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={logout}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
