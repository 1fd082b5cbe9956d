import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import type { MockControl } from '@/mocks/control'
import { PROVIDER_PATH } from '@/lib/payments/provider-contract'
import { PRESET_KEY } from '@/lib/inline/mock-control'
import type { Latency } from '@/mocks/control-state'
import { TEST_CARDS } from './policy'

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
    override: call('override'),
    overrides: call('overrides'),
    pendingFaults: call('pendingFaults'),
    latency: call('latency'),
    outbox: call('outbox'),
    backups: call('backups'),
    storage: call('storage'),
    setClock: call('setClock'),
    now: call('now'),
    waitlist: call('waitlist'),
    pendingReminders: call('pendingReminders'),
    members: call('members'),
    parties: call('parties'),
    startedVisits: call('startedVisits'),
    markNoShow: call('markNoShow'),
  } as Mocks
}

/** The options a project or a spec sets (`use`, `test.use`). */
export type TestOptions = { mockLatency: Latency; offlineCopy: boolean }

/** Sets a browser's tabs up as `TestOptions` say, before any of them opens the site. */
export async function prepareContext(
  context: BrowserContext,
  { mockLatency, offlineCopy }: TestOptions,
) {
  await context.addInitScript(
    ({ key, latency }) => {
      try {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify({ latency }))
      } catch {
        // A page that refuses storage keeps the contract's delays.
      }
    },
    { key: PRESET_KEY, latency: mockLatency },
  )
  if (!offlineCopy) {
    await context.addInitScript(() => {
      // Frames and pages with no service workers (an inline frame, about:blank) have nothing to ask.
      if (typeof ServiceWorker === 'undefined') return
      const post = ServiceWorker.prototype.postMessage
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        // The page's one ask for the offline copy (src/app/offline.ts) goes unsent.
        if (args[0] !== 'CACHE_FOR_OFFLINE') Reflect.apply(post, this, args)
      } as ServiceWorker['postMessage']
    })
  }
}

/**
 * A test's start-up, each step as the clock's milliseconds: its browser context made; its first
 * page asking for the site's worker, and the worker controlling it (fetched, compiled, installed,
 * activated); the back-end's first answer after that, from its request to its end (the tables
 * read). `npm run test:slowest` reads their lengths from the report's `phases` annotation.
 */
interface Phases {
  started: number
  context?: number
  registering?: number
  controlled?: number
  asked?: number
  answered?: number
}

/** Runs in every page of a test's browser: tells `Phases` what the page saw. */
function reportPhases() {
  const report = (window as unknown as { __e2ePhase?: (name: string, at: number) => void })
    .__e2ePhase
  if (!report || window.top !== window || typeof ServiceWorker === 'undefined') return
  const at = (time: number) => performance.timeOrigin + time
  const container = navigator.serviceWorker
  const register = ServiceWorkerContainer.prototype.register
  ServiceWorkerContainer.prototype.register = function (...args) {
    if (!container.controller) report('registering', at(performance.now()))
    return Reflect.apply(register, this, args) as ReturnType<typeof register>
  }
  container.addEventListener('controllerchange', () => report('controlled', at(performance.now())))
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries() as PerformanceResourceTiming[])
      if (/\/(api|__mocks)\//.test(entry.name) && entry.responseEnd > 0) {
        report('asked', at(entry.startTime))
        report('answered', at(entry.responseEnd))
      }
  }).observe({ type: 'resource', buffered: true })
}

/** The phases' lengths in milliseconds, where seen; the journey is the rest of the test's time. */
function phaseLengths({ started, context, registering, controlled, asked, answered }: Phases) {
  const span = (from?: number, to?: number) =>
    from !== undefined && to !== undefined ? Math.round(to - from) : undefined
  return {
    context: span(started, context),
    install: span(registering, controlled),
    backend: span(Math.max(asked ?? 0, controlled ?? 0), answered),
  }
}

/**
 * Playwright's test with a `mocks` fixture for the page under test. Tests act as soon as a
 * control is visible, as people do: pages respond from their first paint (the head holds what
 * is done before the app is live and replays it).
 */
export const test = base.extend<{ mocks: Mocks; phases: Phases } & TestOptions>({
  // The contract's delays are off unless a test is about the wait itself (a busy label, a race):
  // `test.use({ mockLatency: 'spec' })`. Every tab of the test starts with this setting.
  mockLatency: ['none', { option: true }],
  // Once a page settles it asks the service worker to keep the whole build for offline use: some
  // 150 files fetched and stored again in each test's new browser, work for the cores that only
  // tests of the offline copy look at. Those, and the slow phone (the site as shipped), keep it:
  // `test.use({ offlineCopy: true })`.
  offlineCopy: [false, { option: true }],
  // Set up before the browser context, so its making is timed too.
  phases: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use, testInfo) => {
      const phases: Phases = { started: Date.now() }
      await use(phases)
      testInfo.annotations.push({
        type: 'phases',
        description: JSON.stringify(phaseLengths(phases)),
      })
    },
    { auto: true },
  ],
  context: async ({ context, mockLatency, offlineCopy, phases }, use) => {
    phases.context = Date.now()
    // The first of each step is kept: the test's first worker, and the first answer once it
    // controls a page (an answer before that came from no back-end). A page on a fake clock
    // (Playwright's `clock`) reports times that are not the test's, and is not heard.
    await context.exposeBinding('__e2ePhase', (_source, name: keyof Phases, at: number) => {
      if (at < phases.started || at > Date.now()) return
      const afterControl = name === 'asked' || name === 'answered'
      if (afterControl && !(phases.controlled !== undefined && at >= phases.controlled)) return
      if (name === 'asked' && phases.answered !== undefined) return
      phases[name] ??= at
    })
    await context.addInitScript(reportPhases)
    await prepareContext(context, { mockLatency, offlineCopy })
    await use(context)
  },
  mocks: async ({ page }, use) => {
    await use(mocksFor(page))
  },
})

export { expect }

/**
 * The real-api project's back-end: `npm run api` over HTTP, no service worker. `control` makes
 * the same calls as `mocks` (POST /__mocks/<name>).
 */
function realApiFor(request: APIRequestContext, origin: string) {
  const control = async (name: keyof MockControl, ...args: unknown[]): Promise<unknown> => {
    const response = await request.post(`${origin}/__mocks/${name}`, { data: args })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { result: unknown }).result
  }
  const post = (path: string, data: unknown, token?: string) =>
    request.post(`${origin}/api${path}`, {
      data,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
  /** Keeps a Visa on file for the client `token` names, through the provider: the card's id. */
  const saveCard = async (token: string): Promise<string> => {
    const card = { number: TEST_CARDS.visa, expMonth: 12, expYear: new Date().getFullYear() + 3 }
    const provider = await request.post(`${origin}${PROVIDER_PATH}/tokens`, {
      data: { ...card, cvc: '123' },
    })
    expect(provider.status(), await provider.text()).toBe(201)
    const kept = await post('/payment-methods', { token: (await provider.json()).token }, token)
    expect(kept.status(), await kept.text()).toBe(201)
    return ((await kept.json()) as { id: string }).id
  }
  return {
    control,
    saveCard,
    /** A call to the API with `token`, as any client makes it: the status and the body. */
    async call(method: string, path: string, data?: unknown, token?: string) {
      const response = await request.fetch(`${origin}/api${path}`, {
        method,
        data,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      })
      const text = await response.text()
      return { status: response.status(), body: text ? (JSON.parse(text) as never) : null }
    },
  }
}
type RealApi = ReturnType<typeof realApiFor>

/** Playwright's test for the real-api project: `api` is the server the build talks to. */
export const realApiTest = base.extend<{ api: RealApi }, { realApiUrl: string }>({
  realApiUrl: ['', { option: true, scope: 'worker' }],
  api: async ({ request, realApiUrl }, use) => {
    await use(realApiFor(request, realApiUrl))
  },
})
