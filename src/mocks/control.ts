import { endpointList } from '@/api/schemas/contract'
import { salonDateTime } from '@/lib/salon-time'
import { clock } from './clock'
import {
  controlState,
  resetControlState,
  saveControlState,
  networkFaults,
  type Fault,
  type Latency,
  type NetworkFault,
  type Override,
  type OverrideAnswer,
} from './control-state'
import { db, emptyState, type DbState } from './db/db'
import { needWhole } from './db/lazy-rows'
import type { MailRecord, WaitlistRecord } from './db/records'
import { backups, carryOver, read, replaceState, storageMode, write, type Backup } from './db/store'
import { languageOfAccount } from './domain/accounts'
import { limits, secondsLocked, withinWindow } from './domain/attempts'
import { markMissed } from './domain/no-show'
import { hasStarted } from './domain/policy'
import { settleDue } from './handlers'
import { rewardsOf } from './domain/points'
import { pendingReminders } from './domain/reminders'
import { waitingList } from './domain/waitlist'
import { apiBasePath, routeTable } from './http'
import { feeMail, noShowMail } from './mail'
import { buildScenario, scenarioNames, type ScenarioName } from './scenarios'

/** How far back the panel offers visits to mark missed. */
const MARKABLE_MS = 2 * 24 * 60 * 60 * 1000

/** '/appointments/:id' as a pattern for one concrete path. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`)

/** A path relative to the API's base, given with or without it. */
const relativePath = (path: string) =>
  path.startsWith(`${apiBasePath}/`) ? path.slice(apiBasePath.length) : path

/** The pattern of the route that answers `verb pathname`; else `refusal`, listing the routes. */
function routeOf(verb: string, pathname: string, refusal: string): string {
  const route = routeTable.find((r) => r.method === verb && pathPattern(r.path).test(pathname))
  if (route) return route.path
  const routes = routeTable.map((r) => `  ${r.method} ${r.path}`).join('\n')
  throw new Error(
    `${refusal}. The routes (relative to ${apiBasePath || '/'}, with or without it):\n${routes}`,
  )
}

/** Statuses whose answer never has a body (the Fetch standard). */
const NULL_BODY_STATUSES = [204, 205, 304]

/** Refuses an override's answer the contract does not document, unless it is malformed on purpose. */
function checkAnswer(where: string, verb: string, route: string, answer: OverrideAnswer) {
  const { status, body, delayMs, malformed } = answer
  if (!Number.isInteger(status) || status < 200 || status > 599)
    throw new Error(`${where}: a status is a whole number from 200 to 599`)
  if (body !== undefined && NULL_BODY_STATUSES.includes(status))
    throw new Error(`${where}: a ${status} answer has no body`)
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0))
    throw new Error(`${where}: delayMs is a delay in ms, not ${String(delayMs)}`)
  if (malformed) return
  const endpoint = endpointList.find(([, e]) => e.method === verb && e.path === route)?.[1]
  const spec = endpoint?.answers[status]
  if (!endpoint || !spec) {
    const documented = Object.keys(endpoint?.answers ?? {}).join(', ')
    throw new Error(
      `${where}: the contract documents ${documented} here, not ${status}; pass malformed: true to send it anyway`,
    )
  }
  if (!spec.schema) {
    if (body === undefined) return
    throw new Error(
      `${where}: the contract's ${status} has no body; pass malformed: true to send one`,
    )
  }
  const parsed = spec.schema.safeParse(body)
  const [issue] = parsed.error?.issues ?? []
  if (issue)
    throw new Error(
      `${where}: the body does not match the contract at ${issue.path.join('.') || 'its top'}: ${issue.message}; pass malformed: true to send it anyway`,
    )
}

/**
 * The control API testers drive the back-end with: `control` from '@/mocks/node' in vitest, and
 * `POST /__mocks/<name>` wherever the back-end answers HTTP (the site's service worker, which
 * `window.salonMocks` calls, and `npm run api`). Data changes persist like any write; latency,
 * faults, overrides and the clock hold for every tab, until reset.
 */
export const control = {
  /** Empty data, spec latency, no faults or overrides, the real clock. */
  async reset(): Promise<void> {
    await resetControlState()
    await replaceState(emptyState())
  },
  /** Loads a ready-made scenario, or explicit tables (missing ones start empty). */
  async seed(scenario: ScenarioName | Partial<DbState>): Promise<void> {
    const state =
      typeof scenario === 'string'
        ? await buildScenario(scenario)
        : { ...emptyState(), ...scenario }
    await replaceState(state)
  },
  /** The names `seed` takes. */
  scenarios(): ScenarioName[] {
    return [...scenarioNames]
  },
  /** 'spec' (the contract's delays), 'none', or a fixed delay in ms for every call. */
  async setLatency(latency: Latency): Promise<void> {
    if (latency !== 'spec' && latency !== 'none' && !(Number.isFinite(latency) && latency >= 0))
      throw new Error(`setLatency: ${String(latency)} is neither 'spec', 'none' nor a delay in ms`)
    controlState.latency = latency
    await saveControlState()
  },
  /**
   * The next call to `method path` answers `fault` once: a status, in the error envelope, or a
   * network fault ('network', 'timeout', 'lost', 'html'; see control-state.ts). The path is as
   * the contract writes it, relative to the API's base, or as the network panel shows it.
   */
  async failNext(method: string, path: string, fault: number | NetworkFault): Promise<void> {
    const verb = method.toUpperCase()
    const relative = relativePath(path)
    routeOf(
      verb,
      relative,
      `failNext: no route answers ${verb} ${path}; a fault there would never fire`,
    )
    const known = typeof fault === 'number' || networkFaults.includes(fault)
    if (!known)
      throw new Error(
        `failNext: ${String(fault)} is neither a status nor ${networkFaults.join(', ')}`,
      )
    controlState.faults.push({ method: verb, path: relative, fault })
    await saveControlState()
  },
  /**
   * From now on `method path` answers `answer` instead of the back-end: its status, JSON body and
   * delay, checked against the contract unless `malformed`. `times` calls, or until reset; the
   * latest override of a call comes first, before any fault. `path` is as failNext takes it, the
   * route's pattern or one concrete path, and its query parameters, if any, must be the call's.
   */
  async override(
    method: string,
    path: string,
    answer: OverrideAnswer,
    { times }: { times?: number } = {},
  ): Promise<void> {
    const verb = method.toUpperCase()
    const relative = relativePath(path)
    const [pathname = ''] = relative.split('?')
    const route = routeOf(verb, pathname, `override: no route answers ${verb} ${path}`)
    if (times !== undefined && !(Number.isInteger(times) && times >= 1))
      throw new Error(`override: times is a number of calls, 1 or more, not ${String(times)}`)
    checkAnswer(
      `override: ${verb} ${route} answering ${String(answer.status)}`,
      verb,
      route,
      answer,
    )
    controlState.overrides.push({
      method: verb,
      route,
      path: relative,
      answer: { ...answer },
      remaining: times ?? null,
    })
    await saveControlState()
  },
  /** What is overridden, oldest first, with the calls each still answers (null: until reset). */
  overrides(): Override[] {
    return structuredClone(controlState.overrides)
  },
  /** Every call the back-end answers, as 'POST /appointments', in the contract's order. */
  routes(): string[] {
    return routeTable.map((r) => `${r.method} ${r.path}`)
  },
  /** Faults still waiting for their call. */
  pendingFaults(): Fault[] {
    return controlState.faults.map((f) => ({ ...f }))
  },
  latency(): Latency {
    return controlState.latency
  },
  /** Every email the site has "sent", oldest first. */
  outbox(): Promise<MailRecord[]> {
    return read(() => {
      needWhole('outbox')
      return db.outbox
        .all()
        .map((mail) => ({ ...mail }))
        .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    })
  },
  /** Stored data that could not be read, kept aside instead of overwritten (newest first). */
  backups(): Promise<Backup[]> {
    return backups()
  },
  /** 'open': data is stored in IndexedDB; 'memory': the browser refuses it; 'lost': a newer
   * version of the site took the database over (reload). */
  storage(): 'open' | 'memory' | 'lost' {
    return storageMode()
  },
  /**
   * Pin the back-end's clock to an instant, or null to follow real time again; the visits then
   * done are credited with their points and the reminders then due are sent, at once.
   */
  async setClock(at: Date | string | number | null): Promise<void> {
    await clock.set(at)
    await settleDue()
  },
  /** Every live waitlist entry (today and later), first come first. */
  waitlist(): Promise<WaitlistRecord[]> {
    return read(() => waitingList().map((entry) => ({ ...entry })))
  },
  /** Visits whose day-before reminder has not gone yet, with when it goes. */
  pendingReminders(): Promise<{ appointmentId: string; to: string; dueAt: string }[]> {
    return read(() =>
      pendingReminders().map(({ appointment, dueAt }) => ({
        appointmentId: appointment.id,
        to: appointment.email,
        dueAt: dueAt.toISOString(),
      })),
    )
  },
  /** Each Diva Rewards member with her balance and her way to the next upgrade. */
  members(): Promise<Member[]> {
    return read(() => {
      // Each member's standing reads her visits: read every visit once rather than one by one.
      needWhole('appointments')
      return db.loyaltyMembers.all().map((member) => {
        const account = db.accounts.findFirst((q) => q.where({ id: member.userId }))
        const { points, completedVisits, upgradeAvailable } = rewardsOf(member.userId)
        return { email: account?.email ?? member.userId, points, completedVisits, upgradeAvailable }
      })
    })
  },
  /**
   * The salon marks a visit missed (a no-show), only after its start: its fee is charged as
   * for a late cancellation, once, and she is mailed. Marking it again changes nothing.
   */
  async markNoShow(appointmentId: string): Promise<void> {
    await write(async () => {
      const marked = await markMissed(appointmentId)
      if (!marked) return
      const reads = languageOfAccount(marked.visit.userId)
      await noShowMail(marked.visit, reads, marked.fee)
      if (marked.fee) await feeMail(marked.fee, reads)
    })
  },
  /** Visits started in the last two days and not cancelled or missed: those a tester may mark. */
  startedVisits(): Promise<StartedVisit[]> {
    return read(() => {
      needWhole('appointments')
      const now = clock.now()
      const since = now.getTime() - MARKABLE_MS
      return db.appointments
        .all()
        .filter((a) => a.status === 'upcoming' && hasStarted(a, now))
        .filter((a) => salonDateTime(a.date, a.time).getTime() >= since)
        .map((a) => ({
          id: a.id,
          email: db.accounts.findFirst((q) => q.where({ id: a.userId }))?.email ?? a.userId,
          name: a.name,
          serviceName: a.serviceName,
          date: a.date,
          time: a.time,
          held: Boolean(a.hold),
        }))
    })
  },
  /** Every party booked together: who booked it, when, and each person with her seat. */
  parties(): Promise<PartySummary[]> {
    return read(() => {
      needWhole('appointments')
      return db.parties.all().map((party) => {
        const account = db.accounts.findFirst((q) => q.where({ id: party.userId }))
        const people = db.appointments.findMany((q) => q.where({ partyId: party.id }))
        const [first] = people
        return {
          id: party.id,
          bookedBy: account?.email ?? party.userId,
          kind: party.kind,
          bridal: party.bridal,
          date: first?.date ?? '',
          people: people.map((p) => ({
            name: p.name,
            time: p.time,
            stylist: p.stylist,
            status: p.status,
            bride: Boolean(p.bride),
          })),
        }
      })
    })
  },
  now(): Date {
    return clock.now()
  },
  /**
   * What each email tried lately against the limits on guessing, on the back-end's clock: its
   * wrong passwords (5 in 15 minutes lock sign-in) or reset mails asked for (3 an hour), and until
   * when it is locked (null: it is not).
   */
  authAttempts(): Promise<AuthAttempts[]> {
    return read(() => {
      const now = clock.now().getTime()
      return db.authAttempts.all().flatMap(({ kind, email, at }) => {
        const count = withinWindow(at, now, limits[kind]).length
        if (!count) return []
        const locked = secondsLocked(at, now, limits[kind])
        return [
          {
            kind,
            email,
            count,
            lockedUntil: locked ? new Date(now + locked * 1000).toISOString() : null,
          },
        ]
      })
    })
  },
  /** Forgets the attempts counted for `email`, or for everyone. */
  async clearAuthAttempts(email?: string): Promise<void> {
    await write(async () => {
      db.authAttempts.deleteMany((q) =>
        q.where({ email: (value: string) => email === undefined || value === email }),
      )
    })
  },
  /**
   * Takes the data a version-1 build left in a page's localStorage (the text of its
   * 'diva-nail-spa/db' key), which the page hands over once; true: the page may remove it.
   */
  carryOver(raw: string): Promise<boolean> {
    return carryOver(raw)
  },
}

export interface AuthAttempts {
  kind: 'login' | 'reset'
  email: string
  count: number
  lockedUntil: string | null
}

export interface Member {
  email: string
  points: number
  completedVisits: number
  upgradeAvailable: boolean
}

export interface StartedVisit {
  id: string
  /** The account that booked it. */
  email: string
  name: string
  serviceName: string
  date: string
  time: string
  /** Held by a card: marking it missed charges its fee. */
  held: boolean
}

export interface PartySummary {
  id: string
  bookedBy: string
  kind: 'together' | 'event'
  bridal: boolean
  date: string
  people: { name: string; time: string; stylist: string; status: string; bride: boolean }[]
}

export type MockControl = typeof control
export type { Backup, Fault, Latency, Override, OverrideAnswer, ScenarioName }
