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

/** The control API of the back-end running in `page` (waits for it to start). */
export function mocksFor(page: Page): Mocks {
  const ready = async () => {
    await page.waitForFunction(() => Boolean(window.salonMocks))
  }
  const call =
    <K extends keyof MockControl>(name: K) =>
    async (...args: unknown[]) => {
      await ready()
      return page.evaluate(
        ([method, params]) =>
          (window.salonMocks as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(
            ...params,
          ),
        [name, args] as const,
      )
    }
  return {
    ready,
    reset: call('reset'),
    seed: call('seed'),
    setLatency: call('setLatency'),
    failNext: call('failNext'),
    pendingFaults: call('pendingFaults'),
    latency: call('latency'),
    outbox: call('outbox'),
    setClock: call('setClock'),
    now: call('now'),
  } as Mocks
}

/**
 * Public pages arrive prerendered: visible before their code runs. A test acts like a person who
 * waits for the page to come alive, so its `goto` and `reload` return once the app has adopted
 * the page (App marks <html data-hydrated>), not as soon as the HTML is there.
 */
function waitForLiveApp(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      return response
    }) as Page[typeof method]
  }
}

/** Playwright's test with a `mocks` fixture for the page under test; every page waits for the app. */
export const test = base.extend<{ mocks: Mocks }>({
  context: async ({ context }, use) => {
    context.on('page', waitForLiveApp)
    await use(context)
  },
  mocks: async ({ page }, use) => {
    await use(mocksFor(page))
  },
})

export { expect }
