import { Box } from '@chakra-ui/react'
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router'
import { CenteredSpinner } from '@/components/CenteredSpinner'
import { useSession } from '@/features/auth'

/** The guard of docs/behaviour.md, Pages and access: wait while the stored session is confirmed, then let the user in or send them to /login. */
export function RequireAuth() {
  const { user, loading } = useSession()
  const location = useLocation()
  const navigation = useNavigation()

  // Signing out navigates away first; while that navigation runs, do not bounce to /login.
  if (loading || (!user && navigation.state !== 'idle'))
    return <CenteredSpinner label="Checking your session" />
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  // A client's own data (appointments, history) arrives after the page is drawn: the page keeps
  // at least the screen's height meanwhile, so the footer waits below it instead of jumping.
  return (
    <Box minH="100dvh">
      <Outlet />
    </Box>
  )
}
