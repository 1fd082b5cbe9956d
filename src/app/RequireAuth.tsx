import { Box } from '@chakra-ui/react'
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router'
import { CenteredSpinner } from '@/components/CenteredSpinner'
import { useHydrated } from '@/components/hydration'
import { PageHero, type PageHeroProps } from '@/components/PageHero'
import { useSession } from '@/features/auth'
import { t } from '@/lib/i18n/i18n'

/** What a guarded route tells its guard (router.tsx): the hero that opens its page. */
export interface GuardedHandle {
  hero: PageHeroProps
}

const guardedHandleOf = (handle: unknown) => handle as Partial<GuardedHandle> | undefined

/**
 * The guard of docs/behaviour.md, Pages and access: wait while the stored session is confirmed,
 * then let the user in or send them to /login. The page's hero is rendered here, above the
 * spinner too, so a returning client sees at once which page is coming, and the hero stays put
 * when the page replaces the spinner.
 */
export function RequireAuth() {
  const { user, loading } = useSession()
  const location = useLocation()
  const navigation = useNavigation()
  const handle = useMatches()
    .map((match) => guardedHandleOf(match.handle))
    .filter((found) => found?.hero !== undefined)
    .at(-1)
  const hero = handle?.hero

  const hydrated = useHydrated()
  // Signing out navigates away first; while that navigation runs, do not bounce to /login.
  const waiting = !hydrated || loading || (!user && navigation.state !== 'idle')
  if (!waiting && !user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  // A client's own data (appointments, history) arrives after the page is rendered: the page keeps
  // at least the screen's height meanwhile, so the footer waits below it instead of jumping.
  return (
    <Box minH="100dvh">
      {hero && <PageHero {...hero} />}
      {waiting ? <CenteredSpinner label={t('Checking your session')} /> : <Outlet />}
    </Box>
  )
}
