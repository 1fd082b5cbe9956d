import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient, holdRequestsUntil, prepareRequests } from '@/api'
import { prepareStoredUser, readStoredStart } from '@/features/auth'
import { apiMockingEnabled } from '@/lib/env'
import { afterFirstInteraction, nextTask, whenIdle } from '@/lib/idle'
import { App } from './App'
import { offerNewVersion } from './new-version'
import { keepForOfflineOnceSettled } from './offline'
import {
  isCopyForAnyClient,
  isPrerenderedForThisAddress,
  readPrerenderedQueries,
} from './prerendered'
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
 * API requests wait for `startBackend()` (the mock back-end's start) when given.
 */
export async function startApp(
  root: HTMLElement,
  startBackend?: () => Promise<unknown>,
): Promise<void> {
  if (startBackend) holdRequestsUntil(startBackend)
  const queryClient = createQueryClient()
  const prerendered = isPrerenderedForThisAddress()
  // Same data as the HTML was drawn with. A page served for another address carries public
  // answers too (the catalogue), just as true here, so the app draws from them at once.
  const queries = readPrerenderedQueries()
  hydrate(queryClient, queries)
  recheckOnceLive(queryClient, queries)
  // A returning client's page waits for their stored session to be read: start on it now.
  prepareStoredUser()
  // The page's code first, so the first thing drawn is the page (or its guard's spinner), not
  // an empty layout; React replaces a page served for another address as it draws. The stored
  // session too: a returning client's page, shown from their kept copy of it, is drawn over at
  // once, not replaced by "Checking your session" first. (A public page was drawn signed out: the
  // session shows once it is adopted. /booking's copy for any client is adopted with it.)
  const [storedSession] = await Promise.all([
    // Should its code fail to load, the session is read again once the app is drawn.
    prerendered ? undefined : readStoredStart().catch(() => undefined),
    loadMatchedPages(),
  ])
  // A guarded page's copy drawn for any signed-in client is adopted like a prerendered page, for
  // the client whose stored session was read; without one, the app draws what the guard says.
  const adopting = prerendered || (isCopyForAnyClient() && Boolean(storedSession?.session))
  // The page's code was evaluated in this task: the router and React start in the next.
  await nextTask()
  const app = (
    <StrictMode>
      <App
        router={createAppRouter()}
        queryClient={queryClient}
        adopting={adopting}
        storedSession={storedSession}
      />
    </StrictMode>
  )
  // As transitions, adopting or drawing the page runs in small slices of work that a tap can
  // interrupt, not in one long task.
  startTransition(() => {
    if (adopting) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
  // axios and the schemas (a long task on a phone) are readied once the visitor acts, so a
  // request it leads to does not wait for them, and a page that is only read never runs them.
  afterFirstInteraction(prepareRequests)
  whenIdle(() => void offerNewVersion())
  keepForOfflineOnceSettled()
}
