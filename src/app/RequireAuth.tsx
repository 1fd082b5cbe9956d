import { Navigate, Outlet, useLocation } from 'react-router'
import { CenteredSpinner } from '@/components/CenteredSpinner'
import { useSession } from '@/features/auth'

/** SPEC §2 guard: wait for the stored session, then let the user in or send them to /login. */
export function RequireAuth() {
  const { user, loading } = useSession()
  const location = useLocation()

  if (loading && !user) return <CenteredSpinner label="Checking your session" />
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  return <Outlet />
}
