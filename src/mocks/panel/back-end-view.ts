import type {
  AuthAttempts,
  Backup,
  Fault,
  Latency,
  Member,
  MockControl,
  PartySummary,
  ScenarioName,
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
  storage: 'open' | 'memory' | 'lost'
  now: Date
  scenarios: ScenarioName[]
  mails: MailRecord[]
  kept: Backup[]
  entries: WaitlistRecord[]
  members: Member[]
  parties: PartySummary[]
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

export async function readView(control: MockClient): Promise<BackEndView> {
  const [
    latency,
    routes,
    faults,
    storage,
    now,
    scenarios,
    mails,
    kept,
    entries,
    members,
    parties,
    reminders,
    attempts,
  ] = await Promise.all([
    control.latency(),
    control.routes(),
    control.pendingFaults(),
    control.storage(),
    control.now(),
    control.scenarios(),
    control.outbox(),
    control.backups(),
    control.waitlist(),
    control.members(),
    control.parties(),
    control.pendingReminders(),
    control.authAttempts(),
  ])
  return {
    latency,
    routes,
    faults,
    storage,
    now: new Date(now),
    scenarios,
    mails: [...mails].reverse(),
    kept,
    entries,
    members,
    parties,
    reminders,
    attempts,
  }
}
