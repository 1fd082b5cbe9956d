// What testers can change about how the back-end behaves (see control.ts). It is kept in
// sessionStorage so that it survives a reload of the same tab, and only that tab.
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

interface ControlState {
  latency: Latency
  faults: Fault[]
  /** A pinned clock (epoch ms), or null for real time. */
  clock: number | null
}

/** Where a tab keeps these settings; tests may set them before the page's first script. */
export const MOCK_CONTROL_KEY = 'diva-nail-spa/mock-control'
const defaults = (): ControlState => ({ latency: 'spec', faults: [], clock: null })

function load(): ControlState {
  try {
    const raw =
      typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(MOCK_CONTROL_KEY)
    return raw ? { ...defaults(), ...(JSON.parse(raw) as Partial<ControlState>) } : defaults()
  } catch {
    return defaults()
  }
}

export const controlState: ControlState = load()

/** Saves the settings for the next load of this tab. */
export function saveControlState(): void {
  try {
    if (typeof sessionStorage !== 'undefined')
      sessionStorage.setItem(MOCK_CONTROL_KEY, JSON.stringify(controlState))
  } catch {
    // Settings then last until the page is reloaded.
  }
}

export function resetControlState(): void {
  Object.assign(controlState, defaults())
  saveControlState()
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
  saveControlState()
  return fault
}
