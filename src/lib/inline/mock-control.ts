// Inlined in the head when the mock back-end is on (scripts/head-plugin.ts). It must import
// nothing. The contract is in docs/architecture.md, "Before React: the inline scripts".

/** Asks the app to start the mock back-end now (src/main.tsx listens). */
export const MOCKS_WANTED_EVENT = 'salon:mocks-wanted'
/** The mock back-end hands its control API over with this event (src/mocks/browser.ts). */
export const MOCKS_READY_EVENT = 'salon:mocks'

const controlNames =
  'reset seed setLatency failNext routes pendingFaults latency outbox backups storage setClock now waitlist pendingReminders members'

/**
 * Defines testers' `window.salonMocks` from the first script on. Until the back-end answers,
 * each call waits for it, in the order made; `await salonMocks.ready` resolves once it answers.
 * A call, or a look at `ready`, starts the back-end: the `data-mocks-wanted` mark on <html>
 * tells an app that has not started yet, and MOCKS_WANTED_EVENT one that has.
 */
export function defineMockControl(): void {
  let started = () => {}
  const ready = new Promise<void>((resolve) => (started = resolve))
  const want = () => {
    document.documentElement.setAttribute('data-mocks-wanted', '')
    document.dispatchEvent(new Event(MOCKS_WANTED_EVENT))
  }
  const mocks: Record<string, unknown> = {}
  Object.defineProperty(mocks, 'ready', {
    enumerable: true,
    get: () => {
      want()
      return ready
    },
  })
  for (const name of controlNames.split(' '))
    mocks[name] = (...args: unknown[]) => {
      want()
      return ready.then(() => (mocks[name] as (...a: unknown[]) => unknown)(...args))
    }
  document.addEventListener(MOCKS_READY_EVENT, (event) => {
    const control = (event as CustomEvent<Record<string, unknown>>).detail
    for (const name of Object.keys(control)) if (name !== 'ready') mocks[name] = control[name]
    started()
  })
  ;(window as unknown as { salonMocks: unknown }).salonMocks = mocks
}
