import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { setAuthToken } from '@/api/client'
import { control, server } from '@/mocks/node'

/**
 * Serves the real handlers through msw/node for the calling test file: a fresh, empty
 * back-end before each test, no artificial latency unless a test asks for it.
 */
export function serveMockBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    await control.reset()
    control.setLatency('none')
    setAuthToken(null)
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return { server, control }
}
