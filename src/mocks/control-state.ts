// What testers can change about how the back-end behaves (see control.ts). One back-end answers
// every tab, so one setting holds for all of them: a fault queued from one tab is taken by the
// next matching call from any tab. Where the back-end keeps its tables in IndexedDB (the site's
// service worker) these settings are stored beside them, so a restarted worker keeps them.
export type Latency = 'spec' | 'none' | number

/**
 * What the network does to a call instead of carrying it: 'network' fails it before it reaches
 * the back-end; 'timeout' never answers (the client's time limit ends it); 'lost' makes the call,
 * then loses its answer; 'html' answers 502 with an HTML page, as a proxy does.
 */
export const networkFaults = ['network', 'timeout', 'lost', 'html'] as const
export type NetworkFault = (typeof networkFaults)[number]

export interface Fault {
  method: string
  path: string
  /** A status to answer with, in the error envelope, or what the network does. */
  fault: number | NetworkFault
}

/** What a tester makes a route answer instead of its resolver (control.override). */
export interface OverrideAnswer {
  status: number
  /** Sent as JSON; none: an answer without a body. */
  body?: unknown
  /** Its own delay, whatever the latency setting. */
  delayMs?: number
  /** Not checked against the contract: a wrong answer on purpose. */
  malformed?: true
}

export interface Override {
  method: string
  /** The route's pattern ('/appointments/:id'). */
  route: string
  /** The path as given, relative to the API's base: the pattern, or one concrete path, with
   * the query parameters a call must carry ('/availability?date=2026-12-08'). */
  path: string
  answer: OverrideAnswer
  /** Calls it still answers; null: until reset. */
  remaining: number | null
}

export interface ControlState {
  latency: Latency
  faults: Fault[]
  overrides: Override[]
  /** A pinned clock (epoch ms), or null for real time. */
  clock: number | null
}

const defaults = (): ControlState => ({ latency: 'spec', faults: [], overrides: [], clock: null })

export const controlState: ControlState = defaults()

type Saver = (state: ControlState) => Promise<void>
let saver: Saver | undefined
let saving: Promise<void> = Promise.resolve()

/** Where the settings are kept (the store hands its IndexedDB over); none: memory only. */
export function keepControlStateWith(save: Saver | undefined, stored?: Partial<ControlState>) {
  saver = save
  if (stored) Object.assign(controlState, defaults(), stored)
}

/** Stores the settings, in the order changed; resolves once this change is kept. */
export function saveControlState(): Promise<void> {
  const state = structuredClone(controlState)
  const save = saver
  saving = saving
    .then(() => save?.(state))
    .catch((error: unknown) => {
      console.warn('[mock back-end] The testers’ settings could not be stored.', error)
    })
  return saving
}

export function resetControlState(): Promise<void> {
  Object.assign(controlState, defaults())
  return saveControlState()
}

/** The delay for a call whose spec delay is `specMs`, under the current latency setting. */
export function delayFor(specMs: number): number {
  const { latency } = controlState
  if (latency === 'none') return 0
  if (latency === 'spec') return specMs
  return latency
}

/** Takes the first fault queued for this call, if any. */
export function takeFault(method: string, path: string): Fault | undefined {
  const index = controlState.faults.findIndex(
    (f) => f.method.toUpperCase() === method.toUpperCase() && f.path === path,
  )
  if (index === -1) return undefined
  const [fault] = controlState.faults.splice(index, 1)
  void saveControlState()
  return fault
}

/** Whether `override` answers a call of `route` at `url` (path relative to the API's base). */
function answers(override: Override, method: string, route: string, path: string, url: URL) {
  if (override.method !== method.toUpperCase() || override.route !== route) return false
  const asked = new URL(override.path, 'http://override')
  if (asked.pathname !== route && asked.pathname !== path) return false
  return [...asked.searchParams].every(([name, value]) => url.searchParams.get(name) === value)
}

/** Takes one use of the latest override that answers this call (as msw's `use`), if any. */
export function takeOverride(
  method: string,
  route: string,
  path: string,
  url: URL,
): OverrideAnswer | undefined {
  const index = controlState.overrides.findLastIndex((o) => answers(o, method, route, path, url))
  const override = controlState.overrides[index]
  if (!override) return undefined
  if (override.remaining !== null) {
    override.remaining -= 1
    if (override.remaining === 0) controlState.overrides.splice(index, 1)
    void saveControlState()
  }
  return override.answer
}
