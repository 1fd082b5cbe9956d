import { useSyncExternalStore } from 'react'
import { whenRequestsSettled } from '@/api'
import { READY_EVENT } from '@/lib/inline/early-input'
import { whenIdle } from '@/lib/idle'

// Whether the service worker has kept every file of this build, so the site opens offline.
let kept = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Once the app is ready and its first requests are answered, asks the service worker to keep
 * the build for offline use. Fetching and storing some 150 files keeps a phone's cores busy for
 * a second or two: on a returning client's page, asked for as soon as the app was ready, it ran
 * beside the mock back-end's start, its answers and React rendering them, and slowed all three.
 */
export function cacheForOfflineOnceSettled(): void {
  const settled = () =>
    void whenRequestsSettled().then(() => whenIdle(() => void cacheForOffline()))
  document.addEventListener(READY_EVENT, () => whenIdle(settled), { once: true })
}

/**
 * Asks the service worker to keep the build for offline use. The first visit's worker keeps
 * nothing while it installs, so the page's API answers at once; the files are fetched after, in
 * the background (scripts/service-worker/sw.js).
 */
async function cacheForOffline(): Promise<void> {
  const container = navigator.serviceWorker
  if (!container) return
  container.addEventListener('message', (event: MessageEvent) => {
    if (event.data !== 'CACHED_FOR_OFFLINE' || kept) return
    kept = true
    for (const listener of listeners) listener()
  })
  const registration = await container.ready
  registration.active?.postMessage('CACHE_FOR_OFFLINE')
}

/** True once the site opens on this device with no network. */
export const useCachedForOffline = () =>
  useSyncExternalStore(
    subscribe,
    () => kept,
    () => false,
  )
