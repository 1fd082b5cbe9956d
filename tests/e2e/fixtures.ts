import { test as base, expect, type Page } from '@playwright/test'
import type { MockControl } from '@/mocks/control'

type Async<F> = F extends (...args: infer A) => infer R
  ? (...args: A) => Promise<Awaited<R>>
  : never

/** The mock back-end's control API (window.salonMocks), driven from a test. */
export type Mocks = { [K in Exclude<keyof MockControl, 'scenarios'>]: Async<MockControl[K]> } & {
  /** Waits until the shipped service worker answers. */
  ready(): Promise<void>
}

/**
 * The control API of the back-end running in `page`. `window.salonMocks` exists from the page's
 * first script on and each call waits there until the back-end answers, so a test may call it
 * right after `goto`.
 */
export function mocksFor(page: Page): Mocks {
  const call =
    <K extends keyof MockControl>(name: K) =>
    async (...args: unknown[]) =>
      page.evaluate(
        ([method, params]) =>
          (window.salonMocks as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(
            ...params,
          ),
        [name, args] as const,
      )
  return {
    ready: async () => {
      await page.evaluate(() => window.salonMocks?.ready)
    },
    reset: call('reset'),
    seed: call('seed'),
    setLatency: call('setLatency'),
    failNext: call('failNext'),
    pendingFaults: call('pendingFaults'),
    latency: call('latency'),
    outbox: call('outbox'),
    backups: call('backups'),
    storage: call('storage'),
    setClock: call('setClock'),
    now: call('now'),
  } as Mocks
}

/**
 * Playwright's test with a `mocks` fixture for the page under test. Tests act as soon as a
 * control is visible, as people do: pages respond from their first paint (the head holds what
 * is done before the app is live and replays it).
 */
export const test = base.extend<{ mocks: Mocks }>({
  mocks: async ({ page }, use) => {
    await use(mocksFor(page))
  },
})

export { expect }
