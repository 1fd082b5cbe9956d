import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient, holdRequestsUntil } from '@/api'
import { setPageLanguage } from '@/lib/i18n/i18n'
import { languageOfPath } from '@/lib/i18n/languages'
import { READY_EVENT } from '@/lib/inline/early-input'
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
 */
function recheckOnceReady(queryClient: QueryClient, prerendered: Partial<DehydratedState>) {
  const recheck = () => {
    for (const { queryKey } of prerendered.queries ?? [])
      void queryClient.invalidateQueries({ queryKey, exact: true })
  }
  document.addEventListener(READY_EVENT, () => whenIdle(recheck), { once: true })
}

/**
 * Hydrates the prerendered page in `root` when it was rendered for this address, else renders the
 * app. `startBackend`, given with the mock back-end on, is the site's service worker taking the
 * page over: API requests wait for it, and it is started by the first request, or once the page is
 * ready and idle (the worker also keeps the build for offline use, for a visitor who sends none).
 */
export async function startApp(
  root: HTMLElement,
  startBackend?: () => Promise<unknown>,
): Promise<void> {
  if (startBackend) {
    holdRequestsUntil(startBackend)
    document.addEventListener(
      READY_EVENT,
      () => whenIdle(() => void startBackend().catch(() => {})),
      { once: true },
    )
  }
  const queryClient = createQueryClient()
  // The answers the page was rendered with; a page served for another address carries public
  // answers too (the catalogue), just as true here.
  const prerendered = readPrerenderedQueries()
  hydrate(queryClient, prerendered)
  // The mock answers from the very code the page was rendered with: nothing to ask again.
  if (!startBackend) recheckOnceReady(queryClient, prerendered)
  // The page's words (its address names its language), then the matched page's code, so
  // hydration finds the page rather than a loading state.
  const language = languageOfPath(window.location.pathname)
  await setPageLanguage(language)
  document.documentElement.lang = language
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
