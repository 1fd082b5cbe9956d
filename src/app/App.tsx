import { useEffect, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { Hydration, useHydrated } from '@/components/hydration'
import { useSession, type StoredStart } from '@/features/auth'
import { AppProviders } from './AppProviders'
import type { AppRouter } from './router'

interface AppProps {
  router: AppRouter
  queryClient: QueryClient
  /** True when React adopts the prerendered HTML in the page instead of drawing it. */
  adopting: boolean
  /** The stored session, read before the first draw of a page not prerendered for this address. */
  storedSession?: StoredStart
}

let wentLive = false

/**
 * The page responds from here on. The head's early-input script replays what a person did
 * before (scripts/inline/early-input.js); `npm run perf` reads the 'live' mark.
 */
function goLive() {
  if (wentLive) return
  wentLive = true
  performance.mark('live')
  document.dispatchEvent(new Event('salon:live'))
}

/**
 * Live once the page is adopted and the stored session read: a press made earlier then acts
 * for the person who made it (Sign Up Now enrols a signed-in client instead of sending them to
 * register). A task of its own, so the replay runs outside React's commit.
 */
function LiveMark({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const { loading } = useSession()
  useEffect(() => {
    if (!hydrated || loading) return
    // The app has drawn the page, the stored session read: one served for another address was
    // hidden until now (see scripts/head-plugin.ts).
    delete document.documentElement.dataset.stale
    // Cleared by the body's scripts; here too, should they not have run.
    delete document.documentElement.dataset.copyWanted
    delete document.documentElement.dataset.tabWanted
    const task = setTimeout(goLive)
    return () => clearTimeout(task)
  }, [hydrated, loading])
  return children
}

export function App({ router, queryClient, adopting, storedSession }: AppProps) {
  return (
    <Hydration adopting={adopting}>
      <AppProviders queryClient={queryClient} storedSession={storedSession}>
        {/* Around the router, not beside it: a sibling would change every useId below from
            what the prerendered HTML holds, and widgets that find their parts by id would break. */}
        <LiveMark>
          <RouterProvider router={router} />
        </LiveMark>
      </AppProviders>
    </Hydration>
  )
}
