import { READY_EVENT } from '@/lib/inline/early-input'
import { afterEach, expect, it, vi } from 'vitest'
import { holdRequestsUntil, salonQuery } from '@/api'
import { cacheForOfflineOnceSettled } from '@/app/offline'
import { fetchQuery } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

serveMockBackend()

// The browser's idle moments, as the test decides them.
const idle: (() => void)[] = []
const afterPendingWork = () => new Promise((resolve) => setTimeout(resolve))
async function beIdle() {
  await afterPendingWork()
  while (idle.length) {
    idle.shift()?.()
    await afterPendingWork()
  }
}

afterEach(() => {
  holdRequestsUntil(() => Promise.resolve())
  Reflect.deleteProperty(navigator, 'serviceWorker')
  Reflect.deleteProperty(window, 'requestIdleCallback')
})

it('asks the service worker to keep the site for offline use once the page’s requests are answered', async () => {
  const postMessage = vi.fn()
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ active: { postMessage } }), addEventListener: () => {} },
  })
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (task: () => void) => idle.push(task),
  })
  // A returning client's page: its first request waits for the mock back-end to start.
  let startBackend = () => {}
  holdRequestsUntil(() => new Promise<void>((resolve) => (startBackend = resolve)))
  const answer = fetchQuery(salonQuery())
  cacheForOfflineOnceSettled()
  document.dispatchEvent(new Event(READY_EVENT))

  // Live and idle, but the request is still under way: fetching 150 files now would compete
  // with the back-end's start and its answer.
  await beIdle()
  expect(postMessage).not.toHaveBeenCalled()

  startBackend()
  expect((await answer).address.city).toBe('Chantilly')
  await beIdle()
  expect(postMessage).toHaveBeenCalledExactlyOnceWith('CACHE_FOR_OFFLINE')
})
