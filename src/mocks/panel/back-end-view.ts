import type {
  AuthAttempts,
  Backup,
  Fault,
  Latency,
  Member,
  MockControl,
  Override,
  PartySummary,
  ScenarioName,
  StartedVisit,
} from '../control'
import type { MailRecord, WaitlistRecord } from '../db/records'

/** The control API as the page reaches it: each call answered by the site's service worker. */
export type MockClient = {
  [K in keyof MockControl]: (
    ...args: Parameters<MockControl[K]>
  ) => Promise<Awaited<ReturnType<MockControl[K]>>>
}

/** What the panel shows of the back-end, read with one round of control calls. */
export interface BackEndView {
  latency: Latency
  routes: string[]
  faults: Fault[]
  overrides: Override[]
  storage: 'open' | 'memory' | 'lost'
  now: Date
  scenarios: ScenarioName[]
  mails: MailRecord[]
  kept: Backup[]
  entries: WaitlistRecord[]
  members: Member[]
  parties: PartySummary[]
  started: StartedVisit[]
  reminders: Awaited<ReturnType<MockControl['pendingReminders']>>
  attempts: AuthAttempts[]
}

/** What each part of the panel is given: the back-end, what was read of it, and a way to say. */
export interface PanelPartProps {
  control: MockClient
  view: BackEndView | null
  /** Says what a call did in the panel's status line and reads the back-end again. */
  report: (message: string) => void
}

/** Awaits every call of `calls` at once: each answer under its call's name. */
async function allOf<T extends object>(calls: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const names = Object.keys(calls) as (keyof T)[]
  const answers = await Promise.all(names.map((name) => calls[name]))
  return Object.fromEntries(names.map((name, i) => [name, answers[i]])) as T
}

export async function readView(control: MockClient): Promise<BackEndView> {
  const read = await allOf({
    latency: control.latency(),
    routes: control.routes(),
    faults: control.pendingFaults(),
    overrides: control.overrides(),
    storage: control.storage(),
    now: control.now(),
    scenarios: control.scenarios(),
    mails: control.outbox(),
    kept: control.backups(),
    entries: control.waitlist(),
    members: control.members(),
    parties: control.parties(),
    started: control.startedVisits(),
    reminders: control.pendingReminders(),
    attempts: control.authAttempts(),
  })
  return { ...read, now: new Date(read.now), mails: [...read.mails].reverse() }
}
