import { clock } from './clock'
import { controlState, type Latency } from './control-state'
import { db, emptyState, type DbState } from './db/db'
import type { MailRecord } from './db/records'
import { replaceState } from './db/store'

/**
 * The control API testers drive the back-end with (window.salonMocks in the browser, imported
 * directly in vitest): reset, seed, latency, faults, the outbox and the clock.
 */
export const control = {
  /** Back to an empty back-end with spec latency, no faults and the real clock. */
  async reset(): Promise<void> {
    controlState.latency = 'spec'
    controlState.faults = []
    clock.set(null)
    await replaceState(emptyState())
  },
  /** Replaces the data with `state` (missing tables start empty). */
  async seed(state: Partial<DbState>): Promise<void> {
    await replaceState({ ...emptyState(), ...state })
  },
  setLatency(latency: Latency): void {
    controlState.latency = latency
  },
  /** The next matching call answers `status` instead, once. */
  failNext(method: string, path: string, status: number): void {
    controlState.faults.push({ method, path, status })
  },
  /** Every email the site has "sent", oldest first. */
  outbox(): MailRecord[] {
    return db.outbox.all().map((mail) => ({ ...mail }))
  },
  /** Pin the back-end's clock to an instant, or null to follow real time again. */
  setClock(at: Date | string | number | null): void {
    clock.set(at)
  },
}

export type MockControl = typeof control
