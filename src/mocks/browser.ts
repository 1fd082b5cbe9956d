import { yieldToMain } from '@/lib/scheduling'
import type { control as Control } from './control'
import { memoryStore, type KeyValueStore } from './db/persistence'

declare global {
  interface Window {
    /** The mock back-end's control API, for testers (see README "Drive the mocks from tests"). */
    salonMocks?: typeof Control
  }
}

/** localStorage, or memory when the browser refuses storage (private modes, disabled cookies). */
function browserStorage(): KeyValueStore {
  try {
    window.localStorage.getItem('probe')
    return window.localStorage
  } catch {
    return memoryStore()
  }
}

/**
 * Hydrates the persisted data, then starts the service worker; requests wait for this. The
 * pieces load one per task (schemas, tables, handlers, msw), so that starting the back-end
 * never holds a phone's main thread for long.
 */
export async function startMockBackend(): Promise<void> {
  await import('@/api/schemas')
  await yieldToMain()
  const { hydrate } = await import('./db/store')
  await yieldToMain()
  const { control } = await import('./control')
  const { handlers } = await import('./handlers')
  await yieldToMain()
  const { setupWorker } = await import('msw/browser')
  await yieldToMain()
  await hydrate(browserStorage())
  await yieldToMain()
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  window.salonMocks = control
  // The panel: always in development, in the demo build on request (?mocks=panel).
  if (import.meta.env.DEV || new URLSearchParams(window.location.search).get('mocks') === 'panel') {
    void import('./panel/mount').then(({ mountMockPanel }) => mountMockPanel(control))
  }
}
