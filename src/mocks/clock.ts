// The back-end's clock. Tests pin or shift it (control API) to reach the 24-hour rule, a
// daylight-saving change or a busy Saturday without waiting for the calendar.
let fixedAt: number | null = null
let offsetMs = 0

export const clock = {
  now: (): Date => new Date(fixedAt ?? Date.now() + offsetMs),
  /** Freeze the clock at an instant, or null to let it run again. */
  set(at: Date | string | number | null) {
    fixedAt = at === null ? null : new Date(at).getTime()
    offsetMs = 0
  },
  /** Let the clock run, shifted by `ms` from the real one. */
  shift(ms: number) {
    fixedAt = null
    offsetMs = ms
  },
}
