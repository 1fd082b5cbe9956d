// What testers can change about how the back-end behaves (see control.ts).
export type Latency = 'spec' | 'none' | number

export interface Fault {
  method: string
  path: string
  status: number
}

export const controlState = {
  latency: 'spec' as Latency,
  faults: [] as Fault[],
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
  return index === -1 ? undefined : controlState.faults.splice(index, 1)[0]
}
