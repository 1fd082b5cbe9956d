import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient, holdRequestsUntil } from '@/api'
import { READY_EVENT } from '@/lib/inline/early-input'
import { apiMockingEnabled } from '@/lib/env'
import { whenIdle } from '@/lib/idle'
import { App } from './App'
import { offerNewVersion } from './new-version'
import { cacheForOfflineOnceSettled } from './offline'
import {
  dropServedPageHead,
  isPrerenderedForThisAddress,
  readPrerenderedQueries,
} from './prerendered'
import { createAppRouter, loadMatchedPages } from './router'

/**
 * The build rendered the page with the API's answers of that moment. A real API may have changed
 * since (a price, an offer): once the app is ready those are asked for again in the background.
 * The mock answers from the very code the page was rendered with, so it is not asked again.
 */
function recheckOnceReady(queryClient: QueryClient, prerendered: Partial<DehydratedState>) {
  if (apiMockingEnabled) return
  const recheck = () => {
    for (const { queryKey } of prerendered.queries ?? [])
      void queryClient.invalidateQueries({ queryKey, exact: true })
  }
  document.addEventListener(READY_EVENT, () => whenIdle(recheck), { once: true })
}

/**
 * Hydrates the prerendered page in `root` when it was rendered for this address, else renders the
 * app. API requests wait for `startBackend()` (the mock back-end's start) when given.
 */
export async function startApp(
  root: HTMLElement,
  startBackend?: () => Promise<unknown>,
): Promise<void> {
  if (startBackend) holdRequestsUntil(startBackend)
  const queryClient = createQueryClient()
  // The answers the page was rendered with; a page served for another address carries public
  // answers too (the catalogue), just as true here.
  const prerendered = readPrerenderedQueries()
  hydrate(queryClient, prerendered)
  recheckOnceReady(queryClient, prerendered)
  // The matched page's code first, so hydration finds the page rather than a loading state.
  await loadMatchedPages()
  const hydrating = isPrerenderedForThisAddress()
  if (!hydrating) dropServedPageHead()
  const app = (
    <StrictMode>
      <App router={createAppRouter()} queryClient={queryClient} hydrating={hydrating} />
    </StrictMode>
  )
  // A transition: rendering runs in slices that a tap can interrupt.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
  whenIdle(() => void offerNewVersion())
  cacheForOfflineOnceSettled()
}
