import { useContext, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SessionExpiryContext } from './session-context'

/**
 * Inside the router: when the back-end ends the session, go to /login with the current page as
 * `from`, as the guard does, so signing in again returns there.
 */
export function ReturnToLoginOnExpiry() {
  const onExpired = useContext(SessionExpiryContext)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  useEffect(
    () =>
      onExpired(() =>
        navigate('/login', { replace: true, state: { from: pathname + search }, flushSync: true }),
      ),
    [onExpired, navigate, pathname, search],
  )
  return null
}
