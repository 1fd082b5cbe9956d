import { setupWorker } from 'msw/browser'
import { MOCKS_READY_EVENT } from '@/lib/inline/mock-control'
import { registerSiteWorker } from '@/lib/service-worker'
import { control } from './control'
import { hydrate } from './db/store'
import { handlers } from './handlers'

declare global {
  interface Window {
    /**
     * The mock back-end's control API, for testers (see README "Drive the mocks from tests").
     * The head defines it first (src/lib/inline/mock-control.ts): calls wait until `ready`.
     */
    salonMocks?: typeof control & { ready: Promise<void> }
  }
}

/** localStorage, where an earlier version kept the data; undefined where the browser refuses it. */
function legacyStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Hydrates the persisted data, then starts the service worker; requests wait for this. */
export async function startMockBackend(): Promise<void> {
  // Through the site's own registration in a build (development uses msw's bare worker).
  if (!import.meta.env.DEV) await registerSiteWorker()
  await hydrate({ legacy: legacyStorage() })
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // A build's worker also keeps the site's files for offline use (scripts/service-worker);
    // development uses msw's bare worker.
    serviceWorker: { url: import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js' },
  })
  // The head's window.salonMocks takes the control API over and runs the calls it queued.
  document.dispatchEvent(new CustomEvent(MOCKS_READY_EVENT, { detail: control }))
  window.salonMocks ??= { ...control, ready: Promise.resolve() }
  // The panel: always in development, in the demo build on request (?mocks=panel).
  if (import.meta.env.DEV || new URLSearchParams(window.location.search).get('mocks') === 'panel') {
    void import('./panel/mount').then(({ mountMockPanel }) => mountMockPanel(control))
  }
}
