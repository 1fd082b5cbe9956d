import { controlState, saveControlState } from './control-state'

// The back-end's clock. Tests pin it (control API) to reach the 24-hour rule, a daylight-saving
// change or a busy Saturday without waiting for the calendar.
export const clock = {
  now: (): Date => new Date(controlState.clock ?? Date.now()),
  /** Pin the clock at an instant, or null to follow real time again. */
  set(at: Date | string | number | null): Promise<void> {
    controlState.clock = at === null ? null : new Date(at).getTime()
    return saveControlState()
  },
}
