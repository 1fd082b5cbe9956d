import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { setAuthToken, whenRequestsSettled } from '@/api/client'
import { hydrate } from '@/mocks/db/store'
import { control, server } from '@/mocks/node'

/**
 * Serves the real handlers through msw/node for the calling test file: a fresh, empty
 * back-end before each test, no artificial latency unless a test asks for it. Data is stored
 * in IndexedDB (fake-indexeddb), as in the browser.
 */
export function serveMockBackend() {
  beforeAll(async () => {
    await hydrate({ name: `salon-vitest-${crypto.randomUUID()}` })
    server.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(async () => {
    await control.reset()
    control.setLatency('none')
    setAuthToken(null)
  })
  // An answer a test left under way would otherwise reach the file's window after it is gone.
  afterEach(async () => {
    await whenRequestsSettled()
    server.resetHandlers()
  })
  afterAll(() => server.close())
  return { server, control }
}
