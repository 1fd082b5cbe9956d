import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient, holdRequestsUntil, prepareRequests } from '@/api'
import { apiMockingEnabled } from '@/lib/env'
import { whenIdle } from '@/lib/idle'
import { App } from './App'
import { offerNewVersion } from './new-version'
import { keepForOffline } from './offline'
import { isPrerenderedForThisAddress, readPrerenderedQueries } from './prerendered'
import { createAppRouter, loadMatchedPages } from './router'

/**
 * The build drew the page with the API's answers of that moment (kept for the visit: the
 * catalogue's staleTime is Infinity). A real API may have changed since, a price or an offer:
 * once the page is live, ask again, so the change shows without a rebuild. Marking them stale
 * refetches those on screen in the background (the page keeps what it shows until the answer
 * differs) and the others when they are next shown. The mock answers from the very code the
 * page was drawn with, so it is not asked again.
 */
function recheckOnceLive(queryClient: QueryClient, prerendered: Partial<DehydratedState>) {
  if (apiMockingEnabled) return
  const recheck = () => {
    for (const { queryKey } of prerendered.queries ?? [])
      void queryClient.invalidateQueries({ queryKey, exact: true })
  }
  document.addEventListener('salon:live', () => whenIdle(recheck), { once: true })
}

/**
 * Adopts the prerendered page in `root` when there is one for this address, else draws the app.
 * API requests wait for `backendReady` (the mock back-end's start) when given.
 */
export async function startApp(root: HTMLElement, backendReady?: Promise<unknown>): Promise<void> {
  if (backendReady) holdRequestsUntil(backendReady)
  const queryClient = createQueryClient()
  const prerendered = isPrerenderedForThisAddress()
  // Same data as the HTML was drawn with.
  if (prerendered) {
    const queries = readPrerenderedQueries()
    hydrate(queryClient, queries)
    recheckOnceLive(queryClient, queries)
  }
  // The page's code first, so the first thing drawn is the page (or its guard's spinner), not
  // an empty layout; React replaces a page served for another address as it draws.
  await loadMatchedPages()
  const app = (
    <StrictMode>
      <App router={createAppRouter()} queryClient={queryClient} />
    </StrictMode>
  )
  // Hydration as a transition runs in small slices of work.
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
  // axios and the schemas are fetched while the visitor reads, so a first click does not wait for them.
  whenIdle(prepareRequests)
  whenIdle(() => void offerNewVersion())
  whenIdle(() => void keepForOffline())
}
