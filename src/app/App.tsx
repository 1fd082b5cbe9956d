import { useEffect, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { Hydration, useHydrated } from '@/components/hydration'
import { useSession } from '@/features/auth'
import { READY_EVENT } from '@/lib/inline/early-input'
import { safeLocalStorage } from '@/lib/storage'
import { AppProviders } from './AppProviders'
import type { AppRouter } from './router'

interface AppProps {
  router: AppRouter
  queryClient: QueryClient
  /** True when React hydrates the prerendered HTML in the page instead of rendering it. */
  hydrating: boolean
}

let ready = false

/**
 * The page answers from here on: the head's early-input script replays what a person did before
 * (src/lib/inline/early-input.ts); `npm run perf` reads the 'ready' mark.
 */
function announceReady() {
  if (ready) return
  ready = true
  performance.mark('ready')
  document.dispatchEvent(new Event(READY_EVENT))
}

/**
 * Ready once the page is hydrated and the stored session read: a press made earlier then acts
 * for the person who made it. A task of its own, so the replay runs outside React's commit.
 */
function ReadyMark({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const { loading } = useSession()
  useEffect(() => {
    if (!hydrated) return
    // A page served for another address was hidden until React rendered it (served-page.ts).
    delete document.documentElement.dataset.stale
    delete document.documentElement.dataset.tabWanted
  }, [hydrated])
  useEffect(() => {
    if (!hydrated || loading) return
    const task = setTimeout(announceReady)
    return () => clearTimeout(task)
  }, [hydrated, loading])
  return children
}

export function App({ router, queryClient, hydrating }: AppProps) {
  return (
    <Hydration hydrating={hydrating}>
      <AppProviders queryClient={queryClient} storage={safeLocalStorage()}>
        {/* Around the router, not beside it: a sibling would change every useId below from
            what the prerendered HTML holds, and widgets that find their parts by id would break. */}
        <ReadyMark>
          <RouterProvider router={router} />
        </ReadyMark>
      </AppProviders>
    </Hydration>
  )
}
