// Inlined in the head when the mock back-end is on (scripts/head-plugin.ts). It must import
// nothing. The contract is in docs/architecture.md, "Before React: the inline scripts".

/** Asks the app to register the site's service worker, the back-end, now (src/main.tsx listens). */
export const MOCKS_WANTED_EVENT = 'salon:mocks-wanted'

/** The control calls the back-end answers at POST /__mocks/<name> (src/mocks/control.ts). */
export const controlNames = [
  'reset',
  'seed',
  'scenarios',
  'setLatency',
  'failNext',
  'override',
  'overrides',
  'routes',
  'pendingFaults',
  'latency',
  'outbox',
  'backups',
  'storage',
  'setClock',
  'now',
  'waitlist',
  'pendingReminders',
  'members',
  'parties',
  'startedVisits',
  'markNoShow',
  'authAttempts',
  'clearAuthAttempts',
  'carryOver',
] as const

/**
 * Where a tab keeps its latency and pinned clock (sessionStorage, JSON `{ latency?, clock? }`),
 * which tests may set before the page's first script: sent to the back-end as each page starts.
 */
export const PRESET_KEY = 'diva-nail-spa/mock-control'
/** What a version-1 build left in localStorage (src/mocks/db/migrations.ts). */
const LEGACY_KEY = 'diva-nail-spa/db'

/** Testers' window.salonMocks: each control call, answered by the site's service worker. */
export type SalonMocks = Record<
  (typeof controlNames)[number],
  (...args: unknown[]) => Promise<unknown>
> & {
  readonly ready: Promise<void>
}

declare global {
  interface Window {
    salonMocks?: SalonMocks
  }
}

/**
 * Defines testers' `window.salonMocks` from the first script on: a thin client of the control
 * calls the site's service worker answers (`POST /__mocks/<name>`, the same as `npm run api`).
 * Calls are sent in the order made, once the worker controls the page; `await salonMocks.ready`
 * resolves then, once the calls made so far are answered. A call, or a look at `ready`, asks for the worker: the `data-mocks-wanted` mark
 * on <html> tells an app that has not started yet, and MOCKS_WANTED_EVENT one that has. The tab's
 * latency preset, and data an earlier version left in localStorage, are handed over first.
 * The testers' panel (/mock-panel.js) loads with `?mocks=panel`, or always (the dev server).
 */
export function defineMockControl(alwaysShowPanel = false): void {
  const container = navigator.serviceWorker
  let controlled: Promise<void> | undefined
  const whenControlled = () =>
    (controlled ??= new Promise<void>((resolve) => {
      if (container?.controller) return resolve()
      container?.addEventListener('controllerchange', () => resolve(), { once: true })
      document.documentElement.setAttribute('data-mocks-wanted', '')
      document.dispatchEvent(new Event(MOCKS_WANTED_EVENT))
    }))
  let queue: Promise<unknown> = Promise.resolve()
  const call = (name: string, args: unknown[]) => {
    const answer = queue.then(async () => {
      await whenControlled()
      const response = await fetch(`/__mocks/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
      })
      const body = (await response.json()) as { result?: unknown; error?: string }
      if (!response.ok) throw new Error(body.error ?? `${name} answered ${response.status}`)
      return name === 'now' ? new Date(body.result as string) : body.result
    })
    queue = answer.catch(() => undefined)
    return answer
  }
  const mocks = {} as SalonMocks
  // Ready once the worker controls the page and the calls made so far (the tab's preset, first
  // of all) are answered: a call made after it meets the back-end as this tab set it.
  Object.defineProperty(mocks, 'ready', {
    enumerable: true,
    get: () => whenControlled().then(() => queue),
  })
  for (const name of controlNames)
    mocks[name] = (...args: unknown[]) => {
      const answer = call(name, args)
      // The tab's latency outlives its reloads, as a tester set it.
      if (name === 'setLatency' || name === 'reset')
        void answer.then(() => {
          try {
            const kept = JSON.parse(sessionStorage.getItem(PRESET_KEY) ?? '{}') as object
            if (name === 'reset') sessionStorage.removeItem(PRESET_KEY)
            else sessionStorage.setItem(PRESET_KEY, JSON.stringify({ ...kept, latency: args[0] }))
          } catch {
            // Storage refused: the setting holds until another tab changes it.
          }
        })
      return answer
    }
  window.salonMocks = mocks

  const stored = <T>(read: () => T): T | null => {
    try {
      return read()
    } catch {
      return null // Storage refused, or a preset that is not JSON: nothing to hand over.
    }
  }
  const preset = stored(
    () =>
      JSON.parse(sessionStorage.getItem(PRESET_KEY) ?? '{}') as {
        latency?: unknown
        clock?: unknown
      },
  )
  if (preset?.latency !== undefined) void mocks.setLatency(preset.latency).catch(() => {})
  if (preset?.clock !== undefined) void mocks.setClock(preset.clock).catch(() => {})
  const legacy = stored(() => localStorage.getItem(LEGACY_KEY))
  if (legacy !== null)
    void mocks.carryOver(legacy).then(
      (taken) => {
        if (taken) {
          localStorage.removeItem(LEGACY_KEY)
          localStorage.removeItem(`${LEGACY_KEY}:revision`)
        }
      },
      () => {},
    )

  if (alwaysShowPanel || new URLSearchParams(location.search).get('mocks') === 'panel')
    document.addEventListener('DOMContentLoaded', () => {
      const panel = document.createElement('script')
      panel.src = '/mock-panel.js'
      document.body.append(panel)
    })
}
