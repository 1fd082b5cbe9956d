import { setupWorker } from 'msw/browser'
import { control } from './control'
import { hydrate } from './db/store'
import { handlers } from './handlers'

declare global {
  interface Window {
    /** The mock back-end's control API, for testers (see README "Drive the mocks from tests"). */
    salonMocks?: typeof control
  }
}

/** Hydrates the persisted data, then starts the service worker; requests wait for this. */
export async function startMockBackend(): Promise<void> {
  await hydrate(window.localStorage)
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  window.salonMocks = control
}
