import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { openDB } from 'idb'
import { getResponse, type RequestHandler } from 'msw'
import { beforeAll, expect, it, vi } from 'vitest'
import {
  addDaysToDate,
  closedDayReason,
  formatLongDate,
  formatTime,
  isSunday,
  openDayAfter,
  salonDateTime,
  salonMinutesNow,
  salonToday,
  slotToMinutes,
  TIME_SLOTS,
} from '@/lib/salon-time'
import { lateFeeCents, type Birthday } from '@/api/schemas'
import { POLICY_VERSION } from '@/lib/rules'
import { bookingOptions, stylists } from '@/mocks/db/catalogue'
import { resolveVisit, type VisitChoice } from '@/mocks/domain/visit-choice'

// A model-based test of the mock back-end: random sequences of register, login, book (visits of
// one to three services, with a chosen stylist or any), reschedule, cancel, join and leave the
// waitlist, turn reminders on and off, move the clock forward and reload, by three clients across
// two tabs that share one IndexedDB database and one write lock. After every step the stored data
// and the mails sent are compared with a small reference model: no stylist is ever booked twice
// at once, every visit is within opening hours, a chosen stylist keeps her visits, every move and
// cancellation mails the client once, every 2xx write is stored, every 4xx changes nothing (and
// mails nothing), no call answers 5xx; a waitlist mail goes only after a cancellation or move, to
// the first client with a matching untold entry for that day (never the one who made the change),
// for a time that has just opened, and at most once per entry; a reminder goes once per visit and
// start, from 24 hours before it, never for a cancelled visit or a client who turned them off.
// Diva Rewards: clients join, set, change and clear their birthday, book with 300 points for $30
// off or a free upgrade, move or cancel a visit that spent points, look at their standing, and the
// clock moves to the end of a member's visit (or a minute before). A member's balance, the sum of
// her lines (earned − spent + returned), is never negative; each completed visit she booked
// online, ending after she joined, is credited once, a point per whole dollar, doubled when its day
// is in her birthday month as it was when it ended (a later change alters no line); a cancelled
// visit earns nothing and gives back the points it spent, once; a move keeps the reward on the
// visit; a 4xx writes no line.
// Parties: a client books herself and one or two guests as one (POST /parties), each with her own
// stylist at one time or nobody; no stylist serves two people at once, a party is stored whole
// or not at all, her own visit in it cannot be cancelled alone, and a guest cancelled frees her
// chair and her share of the party's total; a guest's visit earns no points and gets no reminder.
// Accounts: wrong passwords (a script guessing), an old password after a change, and resets from
// the mailed link. Five wrong passwords for an email within 15 minutes lock it: it never signs
// in inside its window, the right password too (429); a reset mail goes at most 3 times an hour
// per email; its link works once; an old password never works after a change.
// Cards and fees: each client books with a card on file (two of them test card 0341, whose charges
// fail), agreeing to the fee of the visit; a visit held by a card is cancelled inside 24 hours for
// its fee, and the salon marks started visits missed. A fee only for a visit cancelled inside 24
// hours or marked missed; never twice; never without an agreement; the balance equals the failed
// fees minus the payments; a balance due refuses a booking (402) until she pays it with a card
// that works.
//
// `npm test` runs a fixed seed; `npm run test:soak` runs many more with a random seed, which
// fast-check prints (with the shortest failing sequence) when a run fails. Re-run one with
// MODEL_SEED=<seed>.

// Hashing a password 60,000 times is not what this test is about, and would make it slow.
vi.mock('@/mocks/domain/passwords', () => ({
  newSalt: () => 'salt',
  hashPassword: async (password: string) => `hashed:${password}`,
  verifyPassword: async (password: string, _salt: string, hash: string) =>
    hash === `hashed:${password}`,
}))

const RUNS = Number(process.env.MODEL_RUNS) || 100
const SEED = process.env.MODEL_SEED
  ? Number(process.env.MODEL_SEED)
  : process.env.MODEL_RUNS
    ? undefined
    : 20261118
const NOW = new Date('2026-11-18T15:00:00Z') // Wednesday 10:00 AM in Chantilly
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** How far a sequence may move the clock: well inside a session's 30 days. */
const CLOCK_RANGE_MS = 20 * DAY_MS
const DATABASE = `salon-model-${crypto.randomUUID()}`
const CLIENTS = ['ana@example.com', 'bo@example.com', 'cy@example.com'] as const
const PASSWORD = 'secret123'
const VISITS = [
  { service: 'gel-manicure', minutes: 45 },
  { service: 'classic-pedicure', minutes: 40 },
  { service: 'basic-package', minutes: 90 },
  {
    service: 'gel-manicure',
    secondService: 'signature-pedicure',
    addOns: ['nail-art-simple'],
    minutes: 120,
  },
  { service: 'classic-manicure', addOns: ['polish-change'], minutes: 50 },
]
/** Diva Rewards' figures, as docs/behaviour.md states them. */
const REWARD_POINTS = 300
const REWARD_VALUE = 30
const UPGRADE_EVERY = 5

// ---- Two tabs: two copies of the back-end module graph over the same storage. ----

interface Tab {
  handlers: RequestHandler[]
  reload(): Promise<void>
  reset(): Promise<void>
  /** Moves this tab's clock (each tab keeps its own); the reminders then due are sent. */
  setClock(at: Date): Promise<void>
  /** The next call to `method path` in this tab is made, then its answer is lost. */
  loseNextAnswer(method: string, path: string): void
  /** Gives a member points from before the history was kept: the line schema 7 writes. */
  bringOver(email: string, points: number): Promise<void>
  /** The salon marks a visit missed (a no-show). */
  markNoShow(id: string): Promise<void>
}

async function openTab(): Promise<Tab> {
  vi.resetModules()
  const store = await import('@/mocks/db/store')
  const { handlers } = await import('@/mocks/handlers')
  const { control } = await import('@/mocks/control')
  const { db, newId } = await import('@/mocks/db/db')
  await store.hydrate({ name: DATABASE })
  control.setLatency('none')
  await control.setClock(NOW)
  return {
    handlers,
    reload: () => store.hydrate({ name: DATABASE }),
    reset: async () => {
      await control.reset()
      control.setLatency('none')
      await control.setClock(NOW)
    },
    setClock: (at) => control.setClock(at),
    loseNextAnswer: (method, path) => control.failNext(method, path, 'lost'),
    markNoShow: (id) => control.markNoShow(id),
    bringOver: (email, points) =>
      store.write(async () => {
        const { id: userId } = db.accounts.findFirst((q) => q.where({ email }))!
        const { memberSince } = db.loyaltyMembers.findFirst((q) => q.where({ userId }))!
        await db.points.create({
          ...{ id: newId('points'), userId, at: memberSince, kind: 'earned', points },
          ...{ doubled: false, description: 'Points from before the history was kept' },
          position: db.points.count(),
        })
      }),
  }
}

let tabs: Tab[]
beforeAll(async () => {
  tabs = [await openTab(), await openTab()]
})

/** Every "METHOD path status" seen, to show the runs covered what they claim. */
const outcomes = new Set<string>()
/** How often the runs reached what the mail checks are about, for the same reason. */
const reached = {
  ...{ reminders: 0, silenced: 0, openings: 0, untold: 0 },
  ...{ earned: 0, doubled: 0, uncounted: 0, laterBirthday: 0 },
  ...{ spent: 0, returned: 0, movedWithReward: 0 },
  ...{ parties: 0, partiesRefused: 0, guestsCancelled: 0 },
  ...{ fees: 0, noShows: 0 },
}
/**
 * Reached now and then only, a run or two in a hundred, and not in every run of the fixed seed
 * (the back-end's ids are random, and the steps pick their targets in id order): counted, not
 * required. The tests that reach each every time: several waiting and the first told
 * (api-reminders-waitlist.test.ts), a balance refusing a booking, then declined and paid
 * (api-fees.test.ts).
 */
const seldom = {
  ...{ contested: 0, rejoined: 0, balanceRefused: 0 },
  ...{ declined: 0, paid: 0, nothingDue: 0 },
}

interface Answer {
  status: number
  body: Record<string, unknown> & {
    error?: { message: string; fieldErrors?: Record<string, string> }
  }
}

async function call(
  tab: number,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  idempotencyKey?: string,
) {
  const request = new Request(new URL(`/api${path}`, window.location.origin), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await getResponse(tabs[tab]!.handlers, request)
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  const text = await response.text()
  const answer: Answer = { status: response.status, body: text ? JSON.parse(text) : {} }
  outcomes.add(
    `${method} ${path.split('?')[0]!.replace(/(appt|wish)_\w+/, ':id')} ${answer.status}`,
  )
  step.calls.push({ tab, method, status: answer.status })
  if (answer.status >= 500) throw new Error(`${method} ${path} answered ${text}`)
  return answer
}

// ---- The reference model ----

interface ModelAppointment {
  id: string
  email: string
  /** The client the visit is for: she, or a friend booked on her account. */
  name: string
  date: string
  time: string
  minutes: number
  stylist: string
  /** Whether the client chose the stylist: her visit stays hers when it moves. */
  chosen: boolean
  status: string
  /** The start ('YYYY-MM-DD HH:mm') a reminder went for, or counts as sent for. */
  remindedFor?: string
  /** Booked online: not one of the samples a new account starts with, which earn no points. */
  online: boolean
  /** What she pays, after the reward: the points it earns. */
  total: number
  rewardDiscount: number
  pointsSpent: number
  /** A free upgrade lifted its main service. */
  upgraded: boolean
  /** The party it was booked in, together with others. */
  party?: string
  /** A guest's visit in her party: it earns no points and gets no reminder (no email). */
  guest?: boolean
}

/** One line of a member's points history, as the model expects it. */
interface PointsLine {
  email: string
  kind: 'earned' | 'spent' | 'returned'
  /** Signed: spent points are negative. */
  points: number
  doubled: boolean
  /** The visit it is for; absent for points brought over. */
  appointmentId?: string
  at: string
}

interface ModelWaitlistEntry {
  id: string
  email: string
  date: string
  /** The time she asked for; absent: any time. */
  time?: string
  /** Which of VISITS. */
  visit: number
  serviceName: string
  minutes: number
  /** The stylist she asked for, by name; absent: any. */
  stylist?: string
  createdAt: string
  /** When she was told a time opened, and which. */
  toldAt?: string
  openedTime?: string
}

interface Model {
  now: Date
  passwords: Map<string, string>
  tokens: Map<string, string>
  /** Whether each client wants the day-before reminder. */
  reminders: Map<string, boolean>
  appointments: Map<string, ModelAppointment>
  /** Entries until their client leaves them or books the visit (expired ones stay stored). */
  entries: Map<string, ModelWaitlistEntry>
  /** Every entry id ever made, so that a gone one can be asked for too. */
  entryIds: string[]
  /** Every entry ever made, as it was made. */
  everListed: Map<string, ModelWaitlistEntry>
  /** Every waitlist mail the model expects, to whom and with what subject. */
  toldMails: { entry: string; to: string; subject: string }[]
  /** The mails a client was sent about a change: one per visit moved or cancelled. */
  changeMails: number
  /** Mails already checked. */
  mailsSeen: Set<string>
  /** Diva Rewards members, with when each joined. */
  members: Map<string, string>
  /** Each client's birthday from each change on (null: none), oldest first. */
  birthdays: Map<string, { at: number; birthday: Birthday | null }[]>
  /** Every line of the members' histories, as the back-end should have written them. */
  points: PointsLine[]
  /** When each email was given a wrong password (epoch ms), for the lock against guessing. */
  wrongPasswords: Map<string, number[]>
  /** When each email asked for a reset mail (epoch ms). */
  resetAsks: Map<string, number[]>
  /** Each client's passwords before her last change. */
  oldPasswords: Map<string, string[]>
  /** The tokens of reset links already used. */
  usedLinks: string[]
  /** Each party booked: its people's visits, the client's first. */
  parties: Map<string, string[]>
  /** Each client's default card, which holds her bookings (0341's charges fail), and one that works. */
  cards: Map<string, { id: string; fails: boolean; working?: string }>
  /** What holds each visit booked online: its fee, and whether its card's charges fail. */
  holds: Map<string, { feeCents: number; fails: boolean }>
  /** The fee of each visit charged one: cancelled inside 24 hours or marked missed. */
  fees: Map<string, { email: string; amountCents: number; state: 'charged' | 'due' | 'paid' }>
  /** Visits cancelled inside 24 hours or marked missed: the only ones a fee may be for. */
  lateOrMissed: Set<string>
  /** Each client's fees whose charge failed, and what she paid of them, in cents. */
  failedCents: Map<string, number>
  paidCents: Map<string, number>
}

/** What the current step may mail, filled in as it runs and checked after it. */
interface Step {
  /** Visits whose reminder the back-end owes before the step's first call or at its new time. */
  due: ModelAppointment[]
  /** What the step's own call mails when it succeeds. */
  mails: { kind: string; to: string }[]
  /** The step's calls, in order: the tab, the method and the answer's status. */
  calls: { tab: number; method: string; status: number }[]
  /** A step that calls nothing: the clock moved, or a tab reloaded. */
  moved?: 'clock' | { reload: number }
  /** A cancellation or move that succeeded: by whom, the day it freed, the entries it opened. */
  change?: {
    by: string
    date: string
    after: ModelAppointment[]
    /** Every matching untold entry with a time that was not free before and is now, oldest first. */
    openings: { entry: ModelWaitlistEntry; time: string }[]
  }
}
const newStep = (): Step => ({ due: [], mails: [], calls: [] })
let step = newStep()

const overlaps = (a: { date: string; time: string; minutes: number }, b: typeof a) =>
  a.date === b.date &&
  slotToMinutes(a.time) < slotToMinutes(b.time) + b.minutes &&
  slotToMinutes(b.time) < slotToMinutes(a.time) + a.minutes

/** Whether `stylist` is free for `slot` among `visits`, leaving out one appointment being moved. */
const freeAmong = (
  visits: Iterable<ModelAppointment>,
  stylist: string,
  slot: Pick<ModelAppointment, 'date' | 'time' | 'minutes'>,
  exceptId?: string,
) =>
  ![...visits].some(
    (a) =>
      a.id !== exceptId && a.status === 'upcoming' && a.stylist === stylist && overlaps(a, slot),
  )

const stylistFree = (
  model: Model,
  stylist: string,
  slot: Pick<ModelAppointment, 'date' | 'time' | 'minutes'>,
  exceptId?: string,
) => freeAmong(model.appointments.values(), stylist, slot, exceptId)

const anyStylistFree = (model: Model, slot: Parameters<typeof stylistFree>[2], exceptId?: string) =>
  stylists.some((s) => stylistFree(model, s.name, slot, exceptId))

/** One person, one chair: a visit of hers under the same client name that overlaps `slot`. */
const ownClash = (
  model: Model,
  visit: { email: string; name: string } & Pick<ModelAppointment, 'date' | 'time' | 'minutes'>,
  exceptId?: string,
) =>
  [...model.appointments.values()].some(
    (a) =>
      a.id !== exceptId &&
      a.status !== 'cancelled' &&
      a.email === visit.email &&
      a.name.toLowerCase() === visit.name.toLowerCase() &&
      overlaps(a, visit),
  )

/**
 * How a booking travels: alone, sent again with its Idempotency-Key from the other tab (a repeat
 * must answer the first answer and do nothing), or made while its answer is lost, then sent again.
 */
type Delivery = 'plain' | 'repeat' | 'lost'
let keys = 0

const today = (model: Readonly<Model>) => salonToday(model.now)

/** A bookable day `offset` days ahead of the model's today (a Sunday moves to the Monday). */
const bookableDay = (model: Readonly<Model>, offset: number) => openDayAfter(today(model), offset)

/** A start time at which a service of `minutes` ends by closing time. */
function startTime(index: number, minutes: number) {
  const fitting = TIME_SLOTS.filter((t) => slotToMinutes(t) + minutes <= 20 * 60)
  return fitting[index % fitting.length]!
}

const startsAt = (a: { date: string; time: string }) => salonDateTime(a.date, a.time).getTime()
const startOf = (a: { date: string; time: string }) => `${a.date} ${a.time}`
const whenText = (a: { date: string; time: string }) =>
  `${formatLongDate(a.date)} at ${formatTime(a.time)} ET`

/** What the model expects a change of `target` by `email` to answer, before the slot check. */
function changeRefusal(
  model: Readonly<Model>,
  target: ModelAppointment | undefined,
  email: string,
  action: 'move' | 'cancel' = 'cancel',
) {
  if (!target || target.email !== email) return 404
  // A party moves together, and her own visit holds it together: only a guest is cancelled alone.
  if (target.party && (action === 'move' || !target.guest)) return 422
  if (target.status !== 'upcoming' || startsAt(target) <= model.now.getTime()) return 422
  // Inside 24 hours a visit held by a card is still cancelled, for its fee.
  if (startsAt(target) - model.now.getTime() < DAY_MS)
    return action === 'cancel' && model.holds.has(target.id) ? null : 422
  return null
}

/** What she owes: her fees whose charge failed, less what she paid. */
const owes = (model: Readonly<Model>, email: string) =>
  (model.failedCents.get(email) ?? 0) - (model.paidCents.get(email) ?? 0)

/** The fee a visit's lines cost (nothing for one the back-end refuses). */
function feeOf(visit: VisitChoice) {
  try {
    return lateFeeCents(resolveVisit(visit))
  } catch {
    return 0
  }
}

/** What she agrees to when she books visits costing `feeCents` together. */
const agreement = (model: Readonly<Model>, email: string, feeCents: number) => ({
  policyVersion: POLICY_VERSION,
  feeCents,
  cardId: model.cards.get(email)?.id ?? 'none',
})

/** A visit's fee charged (or left due) when it is cancelled late or marked missed: its mail. */
function chargeModelFee(model: Model, target: ModelAppointment) {
  model.lateOrMissed.add(target.id)
  const hold = model.holds.get(target.id)
  if (!hold || model.fees.has(target.id)) return
  const state = hold.fails ? 'due' : 'charged'
  model.fees.set(target.id, { email: target.email, amountCents: hold.feeCents, state })
  if (hold.fails)
    model.failedCents.set(target.email, (model.failedCents.get(target.email) ?? 0) + hold.feeCents)
  step.mails.push({ kind: hold.fails ? 'fee-failed' : 'fee-charged', to: target.email })
  reached.fees += 1
}

/**
 * The visits whose reminder is due now: upcoming, from 24 real hours before the start until it,
 * not reminded for this start, of a client who wants reminders.
 */
function remindersDue(model: Readonly<Model>, wanted = true) {
  const now = model.now.getTime()
  return [...model.appointments.values()].filter(
    (a) =>
      a.status === 'upcoming' &&
      !a.guest &&
      a.remindedFor !== startOf(a) &&
      startsAt(a) - DAY_MS <= now &&
      startsAt(a) > now &&
      model.reminders.get(a.email) === wanted,
  )
}

/** The back-end sends every reminder due before it answers a call, or when its clock moves. */
function owe(model: Model) {
  reached.silenced += remindersDue(model, false).length
  step.due = remindersDue(model).map((visit) => ({ ...visit }))
}

const endsAt = (a: Pick<ModelAppointment, 'date' | 'time' | 'minutes'>) =>
  startsAt(a) + a.minutes * 60_000

const balanceIn = (lines: readonly PointsLine[], email: string) =>
  lines.filter((l) => l.email === email).reduce((sum, l) => sum + l.points, 0)

/** Her visits credited: one 'earned' line each (points brought over are not a visit). */
const completedVisits = (model: Readonly<Model>, email: string) =>
  model.points.filter((l) => l.email === email && l.kind === 'earned' && l.appointmentId).length

/** One free upgrade per five completed visits; a visit not cancelled that took one used it. */
const upgradeAvailable = (model: Readonly<Model>, email: string) =>
  Math.floor(completedVisits(model, email) / UPGRADE_EVERY) >
  [...model.appointments.values()].filter(
    (a) => a.email === email && a.upgraded && a.status !== 'cancelled',
  ).length

/**
 * Her birthday as it was at `at`: a change made at that very instant came after (the back-end
 * credits what is done before it answers the call that changes it).
 */
const birthdayAt = (model: Readonly<Model>, email: string, at: number) =>
  model.birthdays.get(email)?.findLast((change) => change.at < at)?.birthday ?? null

/** Members' visits done that earned nothing (a sample, cancelled, or ended before she joined). */
const doneUncredited = new Set<string>()

/**
 * The back-end credits each member's visit done before it answers a call, or when its clock
 * moves: booked online, not cancelled, ending after she joined, once; a point per whole dollar of
 * its total, doubled when its day is in her birthday month as it was when it ended.
 */
function credit(model: Model) {
  for (const a of model.appointments.values()) {
    const since = model.members.get(a.email)
    const end = endsAt(a)
    if (since === undefined || end > model.now.getTime() || a.guest) continue
    if (
      !a.online ||
      a.status === 'cancelled' ||
      a.status === 'missed' ||
      end <= Date.parse(since)
    ) {
      if (!doneUncredited.has(a.id)) reached.uncounted += 1
      doneUncredited.add(a.id)
      continue
    }
    if (model.points.some((l) => l.kind === 'earned' && l.appointmentId === a.id)) continue
    const doubled = birthdayAt(model, a.email, end)?.month === Number(a.date.slice(5, 7))
    model.points.push({
      ...{ email: a.email, kind: 'earned', points: Math.floor(a.total) * (doubled ? 2 : 1) },
      ...{ doubled, appointmentId: a.id, at: new Date(end).toISOString() },
    })
    reached.earned += 1
    if (doubled) reached.doubled += 1
  }
}

/**
 * What a booking may ask of Diva Rewards: 300 points for $30 off, or a free upgrade of its main
 * service. Five visits as a member take more steps than a sequence has, so the runs meet an upgrade
 * refused (400: no higher tier; 422: none earned); one granted is modelled all the same (the higher
 * service's time at the lower one's price, and none available until the next is earned).
 */
type Perk = 'reward' | 'upgrade' | null

/** The 422 a booking's perk gets, on its field, or null when she has earned it. */
function perkRefusal(model: Readonly<Model>, email: string, perk: Perk) {
  const member = model.members.has(email)
  if (perk === 'reward') {
    if (!member) return 'Join Diva Rewards to earn and use points.'
    const balance = balanceIn(model.points, email)
    if (balance < REWARD_POINTS)
      return `You need ${REWARD_POINTS} points for $${REWARD_VALUE} off; you have ${balance} points.`
  }
  if (perk === 'upgrade' && !(member && upgradeAvailable(model, email)))
    return 'You have no free upgrade to use yet: one comes after every 5 visits as a member.'
  return null
}

const optionOf = (value: string) => bookingOptions.find((o) => o.value === value)!

/** Whether an entry could be booked at `time` among `visits`: the slot engine's rules, by hand. */
function openFor(
  model: Readonly<Model>,
  visits: ModelAppointment[],
  entry: ModelWaitlistEntry,
  time: string,
) {
  if (closedDayReason(entry.date, today(model))) return false
  if (entry.date === today(model) && slotToMinutes(time) <= salonMinutesNow(model.now)) return false
  if (slotToMinutes(time) + entry.minutes > 20 * 60) return false
  const slot = { date: entry.date, time, minutes: entry.minutes }
  const names = entry.stylist ? [entry.stylist] : stylists.map((s) => s.name)
  return names.some((name) => freeAmong(visits, name, slot))
}

/** After a cancellation or move by `by` of a visit on `date`: what the waitlist may be told. */
function recordChange(model: Model, by: string, date: string, before: ModelAppointment[]) {
  const after = [...model.appointments.values()].map((a) => ({ ...a }))
  const openings = [...model.entries.values()]
    .filter((w) => w.date === date && w.date >= today(model) && !w.toldAt && w.email !== by)
    .flatMap((entry) => {
      const time = TIME_SLOTS.find(
        (t) =>
          (!entry.time || t === entry.time) &&
          openFor(model, after, entry, t) &&
          !openFor(model, before, entry, t),
      )
      return time ? [{ entry, time }] : []
    })
    // First come: in the order the entries were made, even when two share an instant.
    .sort((a, b) => model.entryIds.indexOf(a.entry.id) - model.entryIds.indexOf(b.entry.id))
  step.change = { by, date, after, openings }
}

const openingSubject = (entry: ModelWaitlistEntry, time: string) =>
  `A time opened: ${entry.serviceName} on ${formatLongDate(entry.date)} at ${formatTime(time)} ET`

// ---- Commands ----

type Command = fc.AsyncCommand<Model, null> & { calls: boolean }

/** A step; `calls: false` for one that sends no request (nothing is owed before it). */
const command = (
  name: string,
  check: (m: Readonly<Model>) => boolean,
  run: (m: Model) => Promise<void>,
  calls = true,
): Command => ({ check, run: (m) => run(m), toString: () => name, calls })

/** The sample appointments a new account starts with: whatever the back-end placed. */
async function listSamples(model: Model, email: string, tab: number) {
  const token = model.tokens.get(email)!
  for (const scope of ['upcoming', 'past']) {
    const { body } = await call(tab, 'GET', `/appointments?scope=${scope}`, undefined, token)
    for (const a of body.appointments as (ModelAppointment & {
      durationMinutes: number
      stylistChosen: boolean
    })[])
      model.appointments.set(a.id, {
        id: a.id,
        email,
        name: a.name,
        date: a.date,
        time: a.time,
        minutes: a.durationMinutes,
        stylist: a.stylist,
        chosen: a.stylistChosen,
        status: a.status,
        ...{ online: false, total: a.total, rewardDiscount: 0, pointsSpent: 0, upgraded: false },
      })
  }
}

const register = (client: number, tab: number) => {
  const email = CLIENTS[client]!
  return command(
    `register(${email}, tab ${tab})`,
    () => true,
    async (model) => {
      const { status, body } = await call(tab, 'POST', '/auth/register', {
        name: `Client ${client}`,
        email,
        password: PASSWORD,
      })
      if (model.passwords.has(email)) return void expect(status).toBe(409)
      expect(status).toBe(201)
      expect((body.user as { emailReminders?: boolean }).emailReminders).toBe(true)
      model.passwords.set(email, PASSWORD)
      model.tokens.set(email, body.token as string)
      model.reminders.set(email, true)
      step.mails.push({ kind: 'welcome', to: email })
      await listSamples(model, email, tab)
      // Her card on file: Bo's and Cy's are test card 0341, whose charges fail.
      const fails = client > 0
      const id = await addCard(model, tab, email, fails ? '4000000000000341' : '4242424242424242')
      model.cards.set(email, { id, fails })
    },
  )
}

/** The provider's token for a test card, then POST /payment-methods: the card's id. */
async function addCard(model: Model, tab: number, email: string, number: string) {
  const tokenRequest = new Request(new URL('/sandbox-pay/v1/tokens', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, expMonth: 12, expYear: 2030, cvc: '123' }),
  })
  const response = await getResponse(tabs[tab]!.handlers, tokenRequest)
  const { token } = (await response!.json()) as { token: string }
  const added = await call(tab, 'POST', '/payment-methods', { token }, model.tokens.get(email))
  expect(added.status).toBe(201)
  return added.body.id as string
}

const LOGIN_WINDOW_MS = 15 * 60_000
/** The instants of `list` inside the window that ends now. */
const recent = (list: number[] | undefined, now: Date, windowMs: number) =>
  (list ?? []).filter((at) => at > now.getTime() - windowMs && at <= now.getTime())

/** Which password a sign-in tries: hers, a wrong one, or one she had before a change. */
type Attempt = 'right' | 'wrong' | 'old'

const login = (client: number, tab: number, attempt: Attempt, tries = 1) => {
  const email = CLIENTS[client]!
  return command(
    `login(${email}, tab ${tab}, ${attempt}${tries > 1 ? ` ×${tries}` : ''})`,
    (m) => m.passwords.has(email) && (attempt !== 'old' || m.oldPasswords.has(email)),
    async (model) => {
      for (let i = 0; i < tries; i++) {
        const password =
          attempt === 'right'
            ? model.passwords.get(email)!
            : attempt === 'old'
              ? model.oldPasswords.get(email)!.at(-1)!
              : 'not-the-password'
        const { status, body } = await call(tab, 'POST', '/auth/login', { email, password })
        const wrongs = recent(model.wrongPasswords.get(email), model.now, LOGIN_WINDOW_MS)
        // A locked email never signs in inside its window, whatever the password.
        if (wrongs.length >= 5) {
          expect(status).toBe(429)
          continue
        }
        if (attempt !== 'right') {
          // An old password never works after a change.
          expect(status).toBe(401)
          model.wrongPasswords.set(email, [...wrongs, model.now.getTime()])
          continue
        }
        expect(status).toBe(200)
        model.tokens.set(email, body.token as string)
        model.wrongPasswords.delete(email)
      }
    },
  )
}

/** The token of the reset mail this step sent to `email`, read from the outbox. */
async function mailedResetToken(model: Model, email: string) {
  const database = await openDB(DATABASE)
  const mails = (await database.getAll('outbox')) as (StoredMail & { body: string })[]
  database.close()
  const [mail] = mails.filter(
    (m) => m.kind === 'password-reset' && m.to === email && !model.mailsSeen.has(m.id),
  )
  return /reset-password\?token=([0-9a-f]+)/.exec(mail?.body ?? '')?.[1]
}

/** She forgot her password: asks for a reset mail and, if one comes, chooses a new password. */
let resets = 0
const resetPassword = (client: number, tab: number) => {
  const email = CLIENTS[client]!
  return command(
    `resetPassword(${email}, tab ${tab})`,
    (m) => m.passwords.has(email),
    async (model) => {
      const asked = await call(tab, 'POST', '/auth/password-reset', { email })
      expect(asked.status).toBe(202)
      const asks = recent(model.resetAsks.get(email), model.now, HOUR_MS)
      if (asks.length >= 3) return // The same answer, and no mail.
      model.resetAsks.set(email, [...asks, model.now.getTime()])
      step.mails.push({ kind: 'password-reset', to: email })
      const token = await mailedResetToken(model, email)
      expect(token).toBeTruthy()
      // A new one each time: two resets at one instant must not choose the same password.
      const password = `new-${resets++}-${client}`
      const { status, body } = await call(tab, 'POST', '/auth/password-reset/confirm', {
        token,
        password,
      })
      expect(status).toBe(200)
      model.oldPasswords.set(email, [
        ...(model.oldPasswords.get(email) ?? []),
        model.passwords.get(email)!,
      ])
      model.passwords.set(email, password)
      model.tokens.set(email, body.token as string)
      model.wrongPasswords.delete(email)
      model.usedLinks.push(token!)
    },
  )
}

/** A reset link used before, followed again: it works once. */
const reuseLink = (tab: number, index: number) =>
  command(
    `reuseLink(${index}, tab ${tab})`,
    (m) => m.usedLinks.length > 0,
    async (model) => {
      const token = model.usedLinks[index % model.usedLinks.length]
      const again = await call(tab, 'POST', '/auth/password-reset/confirm', {
        token,
        password: 'another-secret',
      })
      expect(again.status).toBe(410)
    },
  )

const visitText = (visit: { service: string; secondService?: string; addOns?: string[] }) =>
  [visit.service, visit.secondService, ...(visit.addOns ?? [])].filter(Boolean).join(' + ')

/** How a booking may be put together wrongly: a date that does not exist, an unknown add-on. */
type Fault = 'date' | 'add-on' | null

const book = (
  client: number,
  tab: number,
  offset: number,
  slot: number,
  visitIndex: number,
  stylistIndex: number,
  fault: Fault,
  friend: boolean,
  delivery: Delivery,
  perk: Perk,
) => {
  const email = CLIENTS[client]!
  const { minutes: asked, ...visit } = VISITS[visitIndex]!
  // One past the team: any available stylist.
  const chosen = stylists[stylistIndex]
  // An upgrade lifts the main service one tier: the visit takes the higher service's time.
  const main = optionOf(visit.service)
  const higher = perk === 'upgrade' && main.upgradesTo ? optionOf(main.upgradesTo) : undefined
  const minutes = asked - main.durationMinutes + (higher ?? main).durationMinutes
  const time = startTime(slot, minutes)
  const addOns = fault === 'add-on' ? ['gold-leaf'] : visit.addOns
  return command(
    `book(${email}${friend ? ' for a friend' : ''}, tab ${tab}, ${visitText({ ...visit, addOns })}, ${chosen?.name ?? 'any'}, ${fault === 'date' ? '2026-12-32' : `+${offset}d`} ${time}, ${delivery}${perk ? `, ${perk}` : ''})`,
    (m) => m.tokens.has(email),
    async (model) => {
      const date = fault === 'date' ? '2026-12-32' : bookableDay(model, offset)
      const name = friend ? 'A Friend' : 'A Client'
      const body = {
        ...{ name, email, phone: '7035550100', date, time },
        ...{ ...visit, addOns, stylist: chosen?.id },
        ...(perk === 'reward' ? { useReward: true } : {}),
        ...(perk === 'upgrade' ? { upgrade: visit.service } : {}),
      }
      const feeCents = feeOf(body)
      Object.assign(body, { agreement: agreement(model, email, feeCents) })
      const token = model.tokens.get(email)
      const key = delivery === 'plain' ? undefined : `model-key-${keys++}`
      if (delivery === 'lost') {
        tabs[tab]!.loseNextAnswer('POST', '/appointments')
        expect((await call(tab, 'POST', '/appointments', body, token, key)).status).toBe(0)
      }
      const answer = await call(tab, 'POST', '/appointments', body, token, key)
      // A repeat answers the first answer, whichever tab it comes from, and does nothing else.
      if (delivery === 'repeat')
        expect(await call(1 - tab, 'POST', '/appointments', body, token, key)).toEqual(answer)
      if (fault === 'date') return void expect(answer.status).toBe(400)
      // A balance due refuses any booking, before what it asks for is looked at.
      if (owes(model, email)) {
        expect(answer.body.error).toMatchObject({
          code: 'BALANCE_DUE',
          balanceCents: owes(model, email),
        })
        return void (seldom.balanceRefused += 1)
      }
      if (fault) return void expect(answer.status).toBe(400)
      // A service with no higher tier cannot be upgraded.
      if (perk === 'upgrade' && !higher) return void expect(answer.status).toBe(400)
      // A reward or an upgrade she has not earned is refused before the slot is looked at.
      const refusal = perkRefusal(model, email, perk)
      if (refusal) {
        expect(answer.status).toBe(422)
        return void expect(
          answer.body.error?.fieldErrors?.[perk === 'reward' ? 'useReward' : 'upgrade'],
        ).toBe(refusal)
      }
      const wanted = { date, time, minutes }
      if (ownClash(model, { email, name, ...wanted })) {
        expect(answer.status).toBe(409)
        return void expect(answer.body.error?.message).toMatch(
          /^You already have a visit at that time: /,
        )
      }
      const free = chosen ? stylistFree(model, chosen.name, wanted) : anyStylistFree(model, wanted)
      if (!free) return void expect(answer.status).toBe(409)
      expect(answer.status).toBe(201)
      const stylist = answer.body.stylist as string
      if (chosen) expect(stylist).toBe(chosen.name)
      expect(stylistFree(model, stylist, wanted)).toBe(true)
      const id = answer.body.id as string
      // The catalogue's prices (an upgraded line keeps the lower one's), then the reward.
      const price = [visit.service, visit.secondService, ...(addOns ?? [])]
        .filter((value) => value !== undefined)
        .reduce((sum, value) => sum + optionOf(value).price, 0)
      const rewardDiscount = perk === 'reward' ? Math.min(REWARD_VALUE, price) : 0
      const pointsSpent = perk === 'reward' ? REWARD_POINTS : 0
      const total = price - rewardDiscount
      expect(answer.body).toMatchObject({ price, rewardDiscount, total, pointsSpent })
      model.holds.set(id, { feeCents, fails: model.cards.get(email)!.fails })
      model.appointments.set(id, {
        ...{ id, email, name, ...wanted, stylist },
        ...{ chosen: Boolean(chosen), status: 'upcoming' },
        // Booked inside the 24 hours: the confirmation stands for the reminder.
        ...(startsAt(wanted) - model.now.getTime() < DAY_MS
          ? { remindedFor: startOf(wanted) }
          : {}),
        ...{ online: true, total, rewardDiscount, pointsSpent, upgraded: Boolean(higher) },
      })
      // Spent in the booking's own write, once, whatever tab or retry it came from.
      if (pointsSpent) {
        model.points.push({
          ...{ email, kind: 'spent', points: -pointsSpent, doubled: false },
          ...{ appointmentId: id, at: model.now.toISOString() },
        })
        reached.spent += 1
      }
      step.mails.push({ kind: 'booking-confirmation', to: email })
      // The call after the booking (the repeat, or the one sent again) sends its reminder if due.
      if (delivery !== 'plain') owe(model)
      // Booking the visit fulfils her entries for it on that day.
      for (const entry of model.entries.values())
        if (entry.email === email && entry.date === date && entry.visit === visitIndex)
          model.entries.delete(entry.id)
    },
  )
}

/** What a guest of a party comes for: a single service. */
const GUEST_VISITS = [
  { service: 'classic-manicure', minutes: 30 },
  { service: 'gel-manicure', minutes: 45 },
  { service: 'classic-pedicure', minutes: 40 },
]
const GUEST_NAMES = ['Guest One', 'Guest Two']

/** Whether each person can have her own stylist at once (a named one hers), by trying them all. */
function seatable(
  model: Readonly<Model>,
  people: { minutes: number; stylist?: string }[],
  when: { date: string; time: string },
  taken: string[] = [],
): boolean {
  const [first, ...rest] = people
  if (!first) return true
  const names = first.stylist ? [first.stylist] : stylists.map((s) => s.name)
  return names.some(
    (name) =>
      !taken.includes(name) &&
      stylistFree(model, name, { ...when, minutes: first.minutes }) &&
      seatable(model, rest, when, [...taken, name]),
  )
}

/**
 * A client books herself and one or two guests as one party (POST /parties): all seated side by
 * side, each with her own stylist, or nobody (409 naming who could not be seated).
 */
const bookParty = (
  client: number,
  tab: number,
  offset: number,
  slot: number,
  visitIndex: number,
  guests: number[],
  stylistIndexes: number[],
) => {
  const email = CLIENTS[client]!
  const visit = VISITS[visitIndex]!
  type Person = { name: string; service: string; minutes: number } & Partial<
    Pick<(typeof VISITS)[3], 'secondService' | 'addOns'>
  >
  const people = [
    { name: 'A Client', ...visit } as Person,
    ...guests.map((g, i): Person => ({ name: GUEST_NAMES[i]!, ...GUEST_VISITS[g]! })),
  ].map((person, i) => ({ ...person, chosen: stylists[stylistIndexes[i] ?? stylists.length] }))
  const time = startTime(slot, visit.minutes)
  return command(
    `bookParty(${email}, tab ${tab}, ${people.map((p) => `${p.name}: ${p.service} with ${p.chosen?.name ?? 'any'}`).join('; ')}, +${offset}d ${time})`,
    (m) => m.tokens.has(email),
    async (model) => {
      const date = bookableDay(model, offset)
      const [own, ...others] = people
      const body = {
        ...{ name: own!.name, email, phone: '7035550100', date, time },
        ...{ service: own!.service, secondService: own!.secondService, addOns: own!.addOns },
        stylist: own!.chosen?.id,
        guests: others.map((g) => ({ name: g.name, service: g.service, stylist: g.chosen?.id })),
      }
      const fees = people.map((person) => feeOf(person))
      const agreed = agreement(
        model,
        email,
        fees.reduce((sum, fee) => sum + fee, 0),
      )
      const answer = await call(
        tab,
        'POST',
        '/parties',
        { ...body, agreement: agreed },
        model.tokens.get(email),
      )
      const when = { date, time }
      // Two people side by side cannot name one stylist: the form's own rule (400).
      const named = people.flatMap((p) => (p.chosen ? [p.chosen.id] : []))
      if (new Set(named).size < named.length) return void expect(answer.status).toBe(400)
      if (owes(model, email)) return void expect(answer.status).toBe(402)
      // Seated first, then her own seat checked against her other visits.
      if (people.some((p) => slotToMinutes(time) + p.minutes > 20 * 60))
        return void expect(answer.status).toBe(422)
      const asked = people.map((p) => ({ minutes: p.minutes, stylist: p.chosen?.name }))
      if (!seatable(model, asked, when)) {
        expect(answer.status).toBe(409)
        expect((answer.body.error as { unseated?: string[] }).unseated?.length).toBeGreaterThan(0)
        return void (reached.partiesRefused += 1)
      }
      if (ownClash(model, { email, name: own!.name, ...when, minutes: own!.minutes }))
        return void expect(answer.status).toBe(409)
      expect(answer.status).toBe(201)
      const party = answer.body as {
        id: string
        appointments: { id: string; stylist: string; total: number }[]
      }
      const seated = party.appointments.map((a) => a.stylist)
      expect(new Set(seated).size, 'one stylist per person').toBe(people.length)
      const ids: string[] = []
      for (const [i, person] of people.entries()) {
        const { id, stylist, total } = party.appointments[i]!
        if (person.chosen) expect(stylist).toBe(person.chosen.name)
        expect(stylistFree(model, stylist, { ...when, minutes: person.minutes })).toBe(true)
        expect(total).toBe(
          [person.service, person.secondService, ...(person.addOns ?? [])]
            .filter((value) => value !== undefined)
            .reduce((sum, value) => sum + optionOf(value).price, 0),
        )
        ids.push(id)
        // Everyone is held by the card of the client who booked, each with her own fee.
        model.holds.set(id, { feeCents: fees[i]!, fails: model.cards.get(email)!.fails })
        model.appointments.set(id, {
          ...{ id, email, name: person.name, ...when, minutes: person.minutes, stylist },
          ...{ chosen: Boolean(person.chosen), status: 'upcoming' },
          ...(startsAt(when) - model.now.getTime() < DAY_MS ? { remindedFor: startOf(when) } : {}),
          ...{ online: true, total, rewardDiscount: 0, pointsSpent: 0, upgraded: false },
          party: party.id,
          ...(i ? { guest: true } : {}),
        })
      }
      model.parties.set(party.id, ids)
      reached.parties += 1
      // The client's confirmation; her guests gave no email.
      step.mails.push({ kind: 'booking-confirmation', to: email })
      for (const entry of model.entries.values())
        if (entry.email === email && entry.date === date && entry.visit === visitIndex)
          model.entries.delete(entry.id)
    },
  )
}

/**
 * Which visit a change goes for: any in the model (some are other clients', some past), one of
 * hers that can still change, or one of those on a day someone (she, too) waits for.
 */
type Target = 'any' | 'own' | 'waited'

const pick = (model: Readonly<Model>, index: number, which: Target, email: string) => {
  const all = [...model.appointments.values()].sort((a, b) => a.id.localeCompare(b.id))
  const hers = all.filter((a) => a.email === email && !changeRefusal(model, a, email))
  const waited = hers.filter((a) =>
    [...model.entries.values()].some((w) => w.date === a.date && !w.toldAt),
  )
  const from = [
    ...(which === 'waited' ? [waited] : []),
    ...(which !== 'any' ? [hers] : []),
    all,
  ].find((list) => list.length)
  return from?.[index % from.length]
}

const snapshotOf = (model: Readonly<Model>) =>
  [...model.appointments.values()].map((a) => ({ ...a }))

const reschedule = (
  client: number,
  tab: number,
  index: number,
  which: Target,
  offset: number,
  slot: number,
) => {
  const email = CLIENTS[client]!
  return command(
    `reschedule(${email}, tab ${tab}, ${which} #${index}, +${offset}d slot ${slot})`,
    (m) => m.tokens.has(email) && m.appointments.size > 0,
    (model) => move(model, tab, email, pick(model, index, which, email)!, offset, slot),
  )
}

/** PATCH /appointments/:id by `email`, moving `target`, and what the model expects of it. */
async function move(
  model: Model,
  tab: number,
  email: string,
  target: ModelAppointment,
  offset: number,
  slot: number,
) {
  const wanted = {
    date: bookableDay(model, offset),
    time: startTime(slot, target.minutes),
    minutes: target.minutes,
  }
  const answer = await call(
    tab,
    'PATCH',
    `/appointments/${target.id}`,
    { date: wanted.date, time: wanted.time },
    model.tokens.get(email),
  )
  const refusal = changeRefusal(model, target, email, 'move')
  if (refusal) return void expect(answer.status).toBe(refusal)
  if (ownClash(model, { ...target, ...wanted }, target.id))
    return void expect(answer.status).toBe(409)
  const free = target.chosen
    ? stylistFree(model, target.stylist, wanted, target.id)
    : anyStylistFree(model, wanted, target.id)
  if (!free) return void expect(answer.status).toBe(409)
  expect(answer.status).toBe(200)
  const stylist = answer.body.stylist as string
  if (target.chosen) expect(stylist).toBe(target.stylist)
  expect(stylistFree(model, stylist, wanted, target.id)).toBe(true)
  const before = snapshotOf(model)
  // It keeps what it cost: the reward and the points spent stay on the visit.
  model.appointments.set(target.id, { ...target, ...wanted, stylist })
  if (target.pointsSpent) reached.movedWithReward += 1
  model.changeMails += 1
  step.mails.push({ kind: 'appointment-rescheduled', to: email })
  recordChange(model, email, target.date, before)
}

const cancel = (client: number, tab: number, index: number, which: Target) => {
  const email = CLIENTS[client]!
  return command(
    `cancel(${email}, tab ${tab}, ${which} #${index})`,
    (m) => m.tokens.has(email) && m.appointments.size > 0,
    (model) => cancelOne(model, tab, email, pick(model, index, which, email)!),
  )
}

/** POST /appointments/:id/cancel by `email` for `target`, and what the model expects of it. */
async function cancelOne(model: Model, tab: number, email: string, target: ModelAppointment) {
  const answer = await call(
    tab,
    'POST',
    `/appointments/${target.id}/cancel`,
    undefined,
    model.tokens.get(email),
  )
  const refusal = changeRefusal(model, target, email)
  if (refusal) return void expect(answer.status).toBe(refusal)
  expect(answer.status).toBe(200)
  const before = snapshotOf(model)
  const late = startsAt(target) - model.now.getTime() < DAY_MS
  model.appointments.set(target.id, { ...target, status: 'cancelled' })
  // The points it spent come back (once: a cancelled visit cannot be cancelled again).
  if (target.pointsSpent) {
    model.points.push({
      ...{ email, kind: 'returned', points: target.pointsSpent, doubled: false },
      ...{ appointmentId: target.id, at: model.now.toISOString() },
    })
    reached.returned += 1
  }
  model.changeMails += 1
  step.mails.push({ kind: 'appointment-cancelled', to: email })
  if (late) chargeModelFee(model, target)
  recordChange(model, email, target.date, before)
  // A guest cancelled frees her chair (the stored visits say so) and her share of the price.
  if (target.party) {
    const { body } = await call(
      tab,
      'GET',
      '/parties?scope=upcoming',
      undefined,
      model.tokens.get(email),
    )
    const party = (body.parties as { id: string; total: number }[]).find(
      (p) => p.id === target.party,
    )
    const coming = model.parties.get(target.party)!.map((id) => model.appointments.get(id)!)
    if (party)
      expect(party.total).toBeCloseTo(
        coming.filter((a) => a.status !== 'cancelled').reduce((sum, a) => sum + a.total, 0),
      )
    reached.guestsCancelled += 1
  }
}

/** Guests of a party who can still be cancelled. */
const partyGuests = (model: Readonly<Model>) =>
  [...model.appointments.values()]
    .filter((a) => a.guest && !changeRefusal(model, a, a.email))
    .sort((a, b) => a.id.localeCompare(b.id))

/** A client cancels one guest of her party: the others keep their times and prices. */
const cancelGuest = (tab: number, index: number) =>
  command(
    `cancelGuest(tab ${tab}, #${index})`,
    (m) => partyGuests(m).length > 0,
    async (model) => {
      const guests = partyGuests(model)
      const target = guests[index % guests.length]!
      await cancelOne(model, tab, target.email, target)
    },
  )

/** The visits that spent points and can still change. */
const rewardedVisits = (model: Readonly<Model>) =>
  [...model.appointments.values()]
    .filter((a) => a.pointsSpent && !changeRefusal(model, a, a.email))
    .sort((a, b) => a.id.localeCompare(b.id))

/**
 * A client changes her mind about a visit she spent points on: she moves it (the reward stays on
 * it) or cancels it (the points come back). Only when there is one: few visits spend points.
 */
const changeRewarded = (tab: number, index: number, to: { offset: number; slot: number } | null) =>
  command(
    `changeRewarded(tab ${tab}, #${index}, ${to ? `move +${to.offset}d slot ${to.slot}` : 'cancel'})`,
    (m) => rewardedVisits(m).length > 0,
    async (model) => {
      const visits = rewardedVisits(model)
      const target = visits[index % visits.length]!
      if (to) await move(model, tab, target.email, target, to.offset, to.slot)
      else await cancelOne(model, tab, target.email, target)
    },
  )

/** Which day an entry is for: a bookable day ahead, today, or one the salon refuses (422). */
type WaitlistDay = number | 'today' | 'yesterday' | 'sunday' | 'beyond'

function entryDate(model: Readonly<Model>, day: WaitlistDay) {
  const now = today(model)
  if (typeof day === 'number') return bookableDay(model, day)
  if (day === 'today') return now
  if (day === 'yesterday') return addDaysToDate(now, -1)
  if (day === 'beyond') return addDaysToDate(now, 61)
  let sunday = addDaysToDate(now, 1)
  while (!isSunday(sunday)) sunday = addDaysToDate(sunday, 1)
  return sunday
}

/**
 * What she asks the waitlist for: a day, a visit, a stylist or any, a time or any; or the time
 * (or the day) a visit holds (another client's or her own), with its stylist or any; or an entry
 * made before: her own (refused while it waits untold, 409; a new entry once told or gone), or
 * another client's, so that two wait for the same time.
 */
type Wanted =
  | { kind: 'new'; day: WaitlistDay; slot: number | null; visit: number; stylist: number }
  | { kind: 'taken'; index: number; visit: number; anyTime: boolean; anyStylist: boolean }
  | { kind: 'again'; index: number }

function wantedText(wanted: Wanted) {
  if (wanted.kind === 'again') return `entry #${wanted.index} again`
  const visit = visitText(VISITS[wanted.visit]!)
  if (wanted.kind === 'taken')
    return `${visit}, held visit #${wanted.index}${wanted.anyStylist ? ', any stylist' : ''}${wanted.anyTime ? ', any time' : ''}`
  const day = typeof wanted.day === 'number' ? `+${wanted.day}d` : wanted.day
  const time = wanted.slot === null ? 'any time' : `slot ${wanted.slot}`
  return `${visit}, ${stylists[wanted.stylist]?.name ?? 'any'}, ${day} ${time}`
}

/** The visits still to come: the times an entry may wait for. */
const heldVisits = (model: Readonly<Model>) =>
  [...model.appointments.values()]
    .filter((a) => a.status === 'upcoming' && startsAt(a) > model.now.getTime())
    .sort((a, b) => a.id.localeCompare(b.id))

/** The entry `wanted` stands for now: its day, time, visit and stylist. */
function entryOf(model: Readonly<Model>, wanted: Wanted) {
  if (wanted.kind === 'again') {
    const id = model.entryIds[wanted.index % model.entryIds.length]!
    const { date, time, visit, stylist } = model.everListed.get(id)!
    return { date, time, visit, chosen: stylists.find((s) => s.name === stylist) }
  }
  if (wanted.kind === 'taken') {
    const held = heldVisits(model)
    const { date, time, stylist } = held[wanted.index % held.length]!
    return {
      date,
      time: wanted.anyTime ? undefined : time,
      visit: wanted.visit,
      chosen: wanted.anyStylist ? undefined : stylists.find((s) => s.name === stylist),
    }
  }
  const { minutes } = VISITS[wanted.visit]!
  return {
    date: entryDate(model, wanted.day),
    time: wanted.slot === null ? undefined : startTime(wanted.slot, minutes),
    visit: wanted.visit,
    chosen: stylists[wanted.stylist],
  }
}

type Entry = ReturnType<typeof entryOf>

type EntryKey = Pick<ModelWaitlistEntry, 'email' | 'date' | 'time' | 'stylist' | 'visit'>

/** The same client, day, time (or any), stylist (or any) and visit. */
const sameEntry = (a: EntryKey, b: EntryKey) =>
  a.email === b.email &&
  a.date === b.date &&
  a.time === b.time &&
  a.stylist === b.stylist &&
  a.visit === b.visit

/** POST /waitlist by `email` for `entry`, and what the model expects of it. */
async function join(model: Model, tab: number, email: string, entry: Entry) {
  const { date, time, visit: visitIndex, chosen } = entry
  const { minutes, ...visit } = VISITS[visitIndex]!
  const answer = await call(
    tab,
    'POST',
    '/waitlist',
    { date, ...visit, stylist: chosen?.id, time },
    model.tokens.get(email),
  )
  const passed =
    time !== undefined && date === today(model) && slotToMinutes(time) <= salonMinutesNow(model.now)
  if (closedDayReason(date, today(model)) || passed) return void expect(answer.status).toBe(422)
  const key = { email, date, time, stylist: chosen?.name, visit: visitIndex }
  const same = [...model.entries.values()].some(
    (w) => !w.toldAt && w.date >= today(model) && sameEntry(w, key),
  )
  if (same) return void expect(answer.status).toBe(409)
  expect(answer.status).toBe(201)
  const id = answer.body.id as string
  expect(answer.body).toMatchObject({ date, createdAt: model.now.toISOString() })
  expect([answer.body.time, answer.body.stylistId]).toEqual([time, chosen?.id])
  model.entries.set(id, {
    ...{ id, email, date, time, visit: visitIndex, minutes, stylist: chosen?.name },
    serviceName: answer.body.serviceName as string,
    createdAt: answer.body.createdAt as string,
  })
  // The same as one she was told of: a new entry.
  if (model.toldMails.some(({ entry }) => sameEntry(model.everListed.get(entry)!, key)))
    seldom.rejoined += 1
  model.entryIds.push(id)
  model.everListed.set(id, { ...model.entries.get(id)! })
}

const joinWaitlist = (client: number, tab: number, wanted: Wanted) => {
  const email = CLIENTS[client]!
  return command(
    `joinWaitlist(${email}, tab ${tab}, ${wantedText(wanted)})`,
    (m) =>
      m.tokens.has(email) &&
      (wanted.kind !== 'again' || m.entryIds.length > 0) &&
      (wanted.kind !== 'taken' || heldVisits(m).length > 0),
    (model) => join(model, tab, email, entryOf(model, wanted)),
  )
}

/** A client told of a time asks again for the very same: a new entry, told when a time opens. */
const askAgain = (tab: number, index: number) =>
  command(
    `askAgain(tab ${tab}, told entry #${index})`,
    (m) => m.toldMails.some(({ entry }) => m.tokens.has(m.everListed.get(entry)!.email)),
    async (model) => {
      const told = model.toldMails
        .map(({ entry }) => model.everListed.get(entry)!)
        .filter((entry) => model.tokens.has(entry.email))
      const { email, date, time, visit, stylist } = told[index % told.length]!
      await join(model, tab, email, {
        date,
        time,
        visit,
        chosen: stylists.find((s) => s.name === stylist),
      })
    },
  )

/**
 * A minute passes in both tabs, so that the next entry comes later. Never onto the hour or the
 * half hour: a visit starts, and a reminder falls due, only there; a member's visit that ends in
 * that minute is credited.
 */
async function minuteLater(model: Model, tab: number) {
  const next = new Date(model.now.getTime() + 60_000)
  if (salonMinutesNow(next) % 30 === 0) return
  model.now = next
  await tabs[tab]!.setClock(next)
  await tabs[1 - tab]!.setClock(next)
  credit(model)
}

/**
 * A popular time: every other client signed in asks, a minute after the one before, to be told
 * when the time (or the day) a visit holds opens, with its stylist.
 */
const crowd = (tab: number, index: number, visit: number, anyTime: boolean) =>
  command(
    `crowd(tab ${tab}, held visit #${index}, ${visitText(VISITS[visit]!)}${anyTime ? ', any time' : ''})`,
    (m) => heldVisits(m).length > 0,
    async (model) => {
      const held = heldVisits(model)
      const { email: owner, date, time, stylist } = held[index % held.length]!
      const chosen = stylists.find((s) => s.name === stylist)
      const waiting = CLIENTS.filter((email) => email !== owner && model.tokens.has(email))
      for (const [i, email] of waiting.entries()) {
        if (i) await minuteLater(model, tab)
        await join(model, tab, email, { date, time: anyTime ? undefined : time, visit, chosen })
      }
    },
  )

const leaveWaitlist = (client: number, tab: number, index: number) => {
  const email = CLIENTS[client]!
  return command(
    `leaveWaitlist(${email}, tab ${tab}, #${index})`,
    (m) => m.tokens.has(email),
    async (model) => {
      const token = model.tokens.get(email)
      // Her list first: her entries for today and later, each with the time she was told of.
      const { status, body } = await call(tab, 'GET', '/waitlist', undefined, token)
      expect(status).toBe(200)
      const listed = (body.wishes as { id: string; openedTime?: string }[])
        .map(({ id, openedTime }) => ({ id, openedTime }))
        .sort((a, b) => a.id.localeCompare(b.id))
      // Hers for today and later, but for one whose time that opened has passed.
      const hers = [...model.entries.values()]
        .filter(
          (w) =>
            w.email === email &&
            w.date >= today(model) &&
            !(
              w.openedTime && startsAt({ date: w.date, time: w.openedTime }) <= model.now.getTime()
            ),
        )
        .map(({ id, openedTime }) => ({ id, openedTime }))
        .sort((a, b) => a.id.localeCompare(b.id))
      expect(listed).toEqual(hers)

      const id = model.entryIds.length
        ? model.entryIds[index % model.entryIds.length]!
        : 'wish_none'
      const answer = await call(tab, 'DELETE', `/waitlist/${id}`, undefined, token)
      if (model.entries.get(id)?.email !== email) return void expect(answer.status).toBe(404)
      expect(answer.status).toBe(204)
      model.entries.delete(id)
    },
  )
}

const setReminders = (client: number, tab: number, setting: boolean | 'bad') => {
  const email = CLIENTS[client]!
  return command(
    `setReminders(${email}, tab ${tab}, ${setting})`,
    (m) => m.tokens.has(email),
    async (model) => {
      const answer = await call(
        tab,
        'PATCH',
        '/auth/me',
        { emailReminders: setting === 'bad' ? 'yes' : setting },
        model.tokens.get(email),
      )
      if (setting === 'bad') return void expect(answer.status).toBe(400)
      expect(answer.status).toBe(200)
      expect((answer.body.user as { emailReminders: boolean }).emailReminders).toBe(setting)
      model.reminders.set(email, setting)
    },
  )
}

/** POST /loyalty: a member from now on (a visit counts if it ends later); 409 the second time. */
const joinRewards = (client: number, tab: number) => {
  const email = CLIENTS[client]!
  return command(
    `joinRewards(${email}, tab ${tab})`,
    (m) => m.tokens.has(email),
    async (model) => {
      const answer = await call(tab, 'POST', '/loyalty', undefined, model.tokens.get(email))
      if (model.members.has(email)) return void expect(answer.status).toBe(409)
      expect(answer.status).toBe(201)
      const memberSince = model.now.toISOString()
      expect(answer.body).toMatchObject({ member: true, memberSince, points: 0 })
      model.members.set(email, memberSince)
    },
  )
}

/** A birthday, none, or one that does not exist (400). */
type BirthdaySetting = Birthday | null | 'bad'

const birthdayText = (setting: BirthdaySetting) =>
  setting && setting !== 'bad' ? `${setting.month}/${setting.day}` : `${setting}`

/** PATCH /auth/me with `birthday` by `email`, and what the model expects of it. */
async function changeBirthday(model: Model, tab: number, email: string, setting: BirthdaySetting) {
  const birthday = setting === 'bad' ? { month: 2, day: 30 } : setting
  const answer = await call(tab, 'PATCH', '/auth/me', { birthday }, model.tokens.get(email))
  if (setting === 'bad') return void expect(answer.status).toBe(400)
  expect(answer.status).toBe(200)
  expect((answer.body.user as { birthday?: Birthday }).birthday ?? null).toEqual(setting)
  // Changed once a visit of hers was credited: its line must stay as it was.
  if (completedVisits(model, email)) reached.laterBirthday += 1
  const changes = model.birthdays.get(email) ?? []
  model.birthdays.set(email, [...changes, { at: model.now.getTime(), birthday: setting }])
}

const setBirthday = (client: number, tab: number, setting: BirthdaySetting) => {
  const email = CLIENTS[client]!
  return command(
    `setBirthday(${email}, tab ${tab}, ${birthdayText(setting)})`,
    (m) => m.tokens.has(email),
    (model) => changeBirthday(model, tab, email, setting),
  )
}

/** The members with a visit credited. */
const creditedMembers = (model: Readonly<Model>) =>
  CLIENTS.filter((email) => completedVisits(model, email) > 0)

/** A member whose visit was credited sets or clears her birthday: its line stays as it was. */
const laterBirthday = (tab: number, index: number, setting: Birthday | null) =>
  command(
    `laterBirthday(tab ${tab}, credited member #${index}, ${birthdayText(setting)})`,
    (m) => creditedMembers(m).length > 0,
    (model) => {
      const members = creditedMembers(model)
      return changeBirthday(model, tab, members[index % members.length]!, setting)
    },
  )

/** History lines as compared: no id or wording, in an order of their own (ties go either way). */
const linesOf = (lines: readonly Omit<PointsLine, 'email'>[]) =>
  lines
    .map(({ kind, points, doubled, appointmentId, at }) => ({
      ...{ kind, points, doubled, appointmentId, at },
    }))
    .sort((a, b) => `${a.appointmentId} ${a.kind}`.localeCompare(`${b.appointmentId} ${b.kind}`))

/**
 * GET /loyalty/me for every client signed in: her balance, the sum of her history, newest first,
 * and her way to the next reward and upgrade; not a member and all zero before she joins.
 */
const viewRewards = (tab: number) =>
  command(
    `viewRewards(tab ${tab})`,
    (m) => m.tokens.size > 0,
    async (model) => {
      for (const email of CLIENTS.filter((e) => model.tokens.has(e))) {
        const answer = await call(tab, 'GET', '/loyalty/me', undefined, model.tokens.get(email))
        expect(answer.status).toBe(200)
        const { history, ...standing } = answer.body as { history: PointsLine[]; points: number }
        expect(standing.points, 'earned − spent + returned').toBe(
          history.reduce((sum, line) => sum + line.points, 0),
        )
        const times = history.map((line) => line.at)
        expect(times, 'newest first').toEqual([...times].sort().reverse())
        const hers = model.points.filter((line) => line.email === email)
        expect(linesOf(history)).toEqual(linesOf(hers))
        const points = balanceIn(hers, email)
        const completed = completedVisits(model, email)
        const memberSince = model.members.get(email)
        expect(standing).toEqual({
          ...{ member: memberSince !== undefined, memberSince },
          ...{ points, pointsToReward: Math.max(0, REWARD_POINTS - points) },
          ...{ completedVisits: completed, visitsTowardUpgrade: completed % UPGRADE_EVERY },
          upgradeAvailable: upgradeAvailable(model, email),
        })
      }
    },
  )

/** Moves both tabs' clocks forward; each credits the visits then done and sends the reminders due. */
const advanceClock = (minutes: number) =>
  command(
    `clock(+${minutes % 60 ? `${minutes} min` : `${minutes / 60} h`})`,
    (m) => m.now.getTime() + minutes * 60_000 - NOW.getTime() <= CLOCK_RANGE_MS,
    (model) => moveClock(model, new Date(model.now.getTime() + minutes * 60_000)),
    false,
  )

async function moveClock(model: Model, to: Date) {
  model.now = to
  for (const tab of tabs) await tab.setClock(model.now)
  credit(model)
  owe(model)
  step.moved = 'clock'
}

/** Members' visits that may earn points when they end, within the clock's range, soonest first. */
const toEnd = (model: Readonly<Model>) =>
  [...model.appointments.values()]
    .filter(
      (a) =>
        model.members.has(a.email) &&
        a.online &&
        a.status !== 'cancelled' &&
        a.status !== 'missed' &&
        endsAt(a) - 60_000 > model.now.getTime() &&
        endsAt(a) - NOW.getTime() <= CLOCK_RANGE_MS,
    )
    .sort((a, b) => endsAt(a) - endsAt(b) || a.id.localeCompare(b.id))

/**
 * Moves both tabs' clocks to the instant a member's visit ends, or a minute before: it is credited
 * then, and not before. (A visit ends off the half hours the other clock moves keep to.)
 */
const clockToEnd = (index: number, early: boolean) =>
  command(
    `clockToEnd(#${index}${early ? ', a minute before' : ''})`,
    (m) => toEnd(m).length > 0,
    (model) => {
      const visits = toEnd(model)
      const end = endsAt(visits[index % visits.length]!)
      return moveClock(model, new Date(end - (early ? 60_000 : 0)))
    },
    false,
  )

/** Visits held by a card that start more than 3 hours from now, within the clock's range. */
const heldAhead = (model: Readonly<Model>) =>
  [...model.appointments.values()]
    .filter(
      (a) =>
        a.status === 'upcoming' &&
        model.holds.has(a.id) &&
        startsAt(a) - 3 * HOUR_MS > model.now.getTime() &&
        startsAt(a) - NOW.getTime() <= CLOCK_RANGE_MS,
    )
    .sort((a, b) => a.id.localeCompare(b.id))

/** Moves both tabs' clocks to 3 hours before a held visit: a cancellation then is late. */
const clockToLate = (index: number) =>
  command(
    `clockToLate(#${index})`,
    (m) => heldAhead(m).length > 0,
    (model) => {
      const visits = heldAhead(model)
      return moveClock(model, new Date(startsAt(visits[index % visits.length]!) - 3 * HOUR_MS))
    },
    false,
  )

/** Upcoming visits whose start is within the clock's range: one may be missed. */
const toMiss = (model: Readonly<Model>) =>
  [...model.appointments.values()]
    .filter(
      (a) =>
        a.status === 'upcoming' &&
        startsAt(a) + 10 * 60_000 > model.now.getTime() &&
        startsAt(a) - NOW.getTime() <= CLOCK_RANGE_MS,
    )
    .sort((a, b) => a.id.localeCompare(b.id))

/**
 * The clock moves to 10 minutes after a visit starts and the salon marks it missed, once or twice
 * (from either tab): its fee is charged once.
 */
const markNoShow = (tab: number, index: number, twice: boolean) =>
  command(
    `markNoShow(tab ${tab}, #${index}${twice ? ', twice' : ''})`,
    (m) => toMiss(m).length > 0,
    async (model) => {
      const visits = toMiss(model)
      const target = visits[index % visits.length]!
      const at = startsAt(target) + 10 * 60_000
      if (at > model.now.getTime()) await moveClock(model, new Date(at))
      await tabs[tab]!.markNoShow(target.id)
      if (twice) await tabs[1 - tab]!.markNoShow(target.id)
      model.appointments.set(target.id, { ...model.appointments.get(target.id)!, status: 'missed' })
      step.mails.push({ kind: 'no-show', to: target.email })
      chargeModelFee(model, target)
      reached.noShows += 1
    },
    // The salon's own call and the clock: no client's call, so nothing else is sent.
    false,
  )

/**
 * She pays her balance: with her default card (0341 declines: 402, nothing changes), or with a
 * card that works, added first (each fee paid, one mail).
 */
const payBalance = (client: number, tab: number, withDefault: boolean) => {
  const email = CLIENTS[client]!
  return command(
    `payBalance(${email}, tab ${tab}, ${withDefault ? 'her default card' : 'a card that works'})`,
    (m) => m.tokens.has(email),
    async (model) => {
      const card = model.cards.get(email)!
      if (!withDefault && !card.working)
        card.working = await addCard(model, tab, email, '5555555555554444')
      const cardId = withDefault ? card.id : card.working!
      const token = model.tokens.get(email)
      const answer = await call(tab, 'POST', '/payments/balance', { cardId }, token)
      const due = owes(model, email)
      if (due && withDefault && card.fails) {
        expect(answer.body.error?.message).toBe('Your card was declined.')
        return void (seldom.declined += 1)
      }
      expect(answer.status).toBe(200)
      expect(answer.body.balanceCents).toBe(0)
      if (!due) return void (seldom.nothingDue += 1)
      for (const fee of model.fees.values())
        if (fee.email === email && fee.state === 'due') fee.state = 'paid'
      model.paidCents.set(email, (model.paidCents.get(email) ?? 0) + due)
      step.mails.push({ kind: 'balance-paid', to: email })
      seldom.paid += 1
    },
  )
}

const reload = (tab: number) =>
  command(
    `reload(tab ${tab})`,
    () => true,
    async () => {
      await tabs[tab]!.reload()
      step.moved = { reload: tab }
    },
    false,
  )

// ---- What is stored, compared with the model after every step ----

interface StoredMail {
  id: string
  kind: string
  to: string
  subject: string
}

async function storedState() {
  const database = await openDB(DATABASE)
  const accounts = (await database.getAll('accounts')) as {
    id: string
    email: string
    emailReminders: boolean
    birthday?: Birthday
  }[]
  const appointments = (await database.getAll('appointments')) as (ModelAppointment & {
    userId: string
    durationMinutes: number
    stylistChosen: boolean
    source: string
    services: { upgradedFrom?: string }[]
    partyId?: string
    hold?: { feeCents: number }
  })[]
  const parties = (await database.getAll('parties')) as { id: string }[]
  const members = (await database.getAll('loyaltyMembers')) as {
    userId: string
    memberSince: string
  }[]
  const points = (await database.getAll('points')) as (Omit<PointsLine, 'email'> & {
    userId: string
  })[]
  const mails = (await database.getAll('outbox')) as StoredMail[]
  const fees = (await database.getAll('fees')) as {
    userId: string
    appointmentId: string
    amountCents: number
    state: string
  }[]
  const receipts = (await database.getAll('receipts')) as { kind: string; feeId: string }[]
  const entries = (await database.getAll('waitlist')) as Omit<
    ModelWaitlistEntry,
    'visit' | 'minutes'
  >[]
  database.close()
  const emailOf = new Map(accounts.map((a) => [a.id, a.email]))
  return {
    fees: fees.map((f) => ({ ...f, email: emailOf.get(f.userId)! })),
    receipts,
    holds: new Map(appointments.flatMap((a) => (a.hold ? [[a.id, a.hold.feeCents]] : []))),
    parties: parties.map((p) => p.id).sort(),
    mails,
    changeMails: mails.filter((m) => /^appointment-(rescheduled|cancelled)$/.test(m.kind)).length,
    emails: accounts.map((a) => a.email).sort(),
    reminders: new Map(accounts.map((a) => [a.email, a.emailReminders])),
    birthdays: new Map(accounts.map((a) => [a.email, a.birthday ?? null])),
    members: new Map(members.map((m) => [emailOf.get(m.userId)!, m.memberSince])),
    points: points.map(({ userId, kind, points, doubled, appointmentId, at }) => ({
      ...{ email: emailOf.get(userId)!, kind, points, doubled, appointmentId, at },
    })),
    appointments: appointments
      .map((a) => ({
        id: a.id,
        email: emailOf.get(a.userId)!,
        name: a.name,
        date: a.date,
        time: a.time,
        minutes: a.durationMinutes,
        stylist: a.stylist,
        chosen: a.stylistChosen,
        status: a.status,
        remindedFor: a.remindedFor,
        online: a.source === 'online',
        total: a.total,
        rewardDiscount: a.rewardDiscount,
        pointsSpent: a.pointsSpent,
        upgraded: a.services.some((line) => line.upgradedFrom),
        party: a.partyId,
        guest: a.guest,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    entries: entries
      .map((w) => ({
        id: w.id,
        email: w.email,
        date: w.date,
        time: w.time,
        serviceName: w.serviceName,
        stylist: w.stylist,
        createdAt: w.createdAt,
        toldAt: w.toldAt,
        openedTime: w.openedTime,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  }
}

type Stored = Awaited<ReturnType<typeof storedState>>

/**
 * The reminders mailed in this step: each for a visit of hers due now (upcoming: not cancelled
 * before it was due; not reminded for this start; her reminders on), and every one due was sent,
 * whichever tab wrote last.
 */
function checkReminders(model: Model, mails: StoredMail[]) {
  // A step that called nothing (and moved no clock) gave the back-end no moment to send them.
  if (!step.calls.length && step.moved !== 'clock') return void expect(mails).toEqual([])
  const owed = [...step.due]
  for (const mail of mails) {
    const index = owed.findIndex(
      (visit) => visit.email === mail.to && mail.subject.endsWith(` on ${whenText(visit)}`),
    )
    const hers = [...model.appointments.values()]
      .filter((a) => a.email === mail.to && mail.subject.endsWith(` on ${whenText(a)}`))
      .map((a) => `${a.id}: ${a.status}, reminded for ${a.remindedFor ?? 'nothing'}`)
    expect(
      index,
      `"${mail.subject}" to ${mail.to} was for no visit due a reminder (hers: ${hers.join('; ') || 'none'}; reminders ${model.reminders.get(mail.to) ? 'on' : 'off'})`,
    ).not.toBe(-1)
    owed.splice(index, 1)
  }
  expect(
    owed.map((v) => `${v.email} ${startOf(v)}`),
    'reminders due that were not sent',
  ).toEqual([])
  // Sent for the start the visit had then (a move in the same step keeps that record).
  for (const visit of step.due) model.appointments.get(visit.id)!.remindedFor = startOf(visit)
  reached.reminders += mails.length
}

/**
 * The waitlist mail of this step: only after a cancellation or move, at most one, never to the
 * client who made it, to the earliest client whose untold entry for that day matches a time that
 * was not free before and is now; the entry records it once.
 */
function checkOpening(model: Model, mails: StoredMail[], stored: Stored) {
  if (!step.change)
    return void expect(mails, 'a waitlist mail only after a cancellation or move').toEqual([])
  const { by, date, after, openings } = step.change
  expect(mails.length, 'one waitlist mail at most per change').toBeLessThanOrEqual(1)
  const [mail] = mails
  const told = stored.entries.filter((w) => w.toldAt && !model.entries.get(w.id)?.toldAt)
  if (!openings.length) {
    reached.untold += [...model.entries.values()].filter((w) => w.date === date).length
    expect(mail, `no entry for ${date} had a time open`).toBeUndefined()
    return void expect(told).toEqual([])
  }
  expect(
    mail,
    `${openings[0]!.entry.email} waits for ${openings[0]!.time} on ${date}`,
  ).toBeDefined()
  expect(mail!.to, 'never the client who made the change').not.toBe(by)
  expect(told, 'one entry told').toHaveLength(1)
  const entry = model.entries.get(told[0]!.id)
  expect(entry, `${told[0]!.id} is an entry the model knows`).toBeDefined()
  const time = told[0]!.openedTime!
  // A matching untold entry of hers for that day, and the time free right after the change.
  expect(entry).toMatchObject({ email: mail!.to, date })
  expect(entry!.toldAt).toBeUndefined()
  expect(!entry!.time || entry!.time === time, `${entry!.id} asked for ${entry!.time}`).toBe(true)
  expect(openFor(model, after, entry!, time), `${time} is free after the change`).toBe(true)
  expect(mail!.subject).toBe(openingSubject(entry!, time))
  // The one the model expects: first come (the order made) among those with a time that opened.
  const opening = openings.find((o) => o.entry.id === entry!.id)
  expect(opening, `${entry!.id} is one the change opened a time for`).toBeDefined()
  expect(opening!.time).toBe(time)
  expect(entry!.id, 'the first client waiting is told').toBe(openings[0]!.entry.id)
  Object.assign(entry!, { toldAt: model.now.toISOString(), openedTime: time })
  model.toldMails.push({ entry: entry!.id, to: mail!.to, subject: mail!.subject })
  reached.openings += 1
  // Several waited, and one came first.
  if (openings.length > 1) seldom.contested += 1
}

/**
 * Diva Rewards, in the stored lines themselves: each member's balance (the sum of her lines) is
 * never negative; a visit has at most one line of each kind (credited once, spent once, given back
 * once), and points come back only for a cancelled visit that spent them; and the lines are the
 * model's, so a visit earned only as the model says, and a 4xx wrote none.
 */
function checkPoints(model: Model, stored: Stored) {
  for (const email of stored.members.keys())
    expect(balanceIn(stored.points, email), `${email}'s balance`).toBeGreaterThanOrEqual(0)
  const perVisit = stored.points
    .filter((line) => line.appointmentId)
    .map((line) => `${line.appointmentId} ${line.kind}`)
  expect(
    perVisit.filter((line, i) => perVisit.indexOf(line) !== i),
    'lines twice',
  ).toEqual([])
  for (const line of stored.points.filter((l) => l.kind === 'returned')) {
    const visit = stored.appointments.find((a) => a.id === line.appointmentId)
    expect([visit?.status, visit?.pointsSpent], `${line.appointmentId} gave back`).toEqual([
      'cancelled',
      line.points,
    ])
  }
  expect(Object.fromEntries(stored.members)).toEqual(Object.fromEntries(model.members))
  for (const email of stored.members.keys())
    expect(
      linesOf(stored.points.filter((line) => line.email === email)),
      `${email}'s points`,
    ).toEqual(linesOf(model.points.filter((line) => line.email === email)))
  expect(stored.points.filter((line) => !stored.members.has(line.email))).toEqual([])
}

/**
 * Fees: one per visit at most, each for a visit cancelled inside 24 hours or marked missed and
 * held by the fee she agreed to; a receipt for each charge and each payment; her balance (the
 * fees due) is her failed fees less what she paid.
 */
function checkFees(model: Model, stored: Stored) {
  const visits = stored.fees.map((f) => f.appointmentId)
  expect(new Set(visits).size, 'a fee charged twice').toBe(visits.length)
  for (const fee of stored.fees) {
    expect(model.lateOrMissed.has(fee.appointmentId), `${fee.appointmentId} not late`).toBe(true)
    expect(stored.holds.get(fee.appointmentId), 'a fee without an agreement').toBe(fee.amountCents)
  }
  expect(
    Object.fromEntries(
      stored.fees.map((f) => [
        f.appointmentId,
        { email: f.email, amountCents: f.amountCents, state: f.state },
      ]),
    ),
  ).toEqual(Object.fromEntries(model.fees))
  for (const email of model.passwords.keys()) {
    const due = stored.fees
      .filter((f) => f.email === email && f.state === 'due')
      .reduce((sum, f) => sum + f.amountCents, 0)
    expect(due, `${email}'s balance`).toBe(owes(model, email))
  }
  const kinds = stored.receipts.map((r) => r.kind)
  const states = [...model.fees.values()].map((f) => f.state)
  expect(kinds.filter((k) => k === 'charge').length).toBe(
    states.filter((s) => s === 'charged').length,
  )
  expect(kinds.filter((k) => k === 'payment').length).toBe(
    states.filter((s) => s === 'paid').length,
  )
  // Held as agreed: every visit booked online, with its fee.
  for (const [id, hold] of model.holds) expect(stored.holds.get(id), id).toBe(hold.feeCents)
}

async function expectStoredMatches(model: Model) {
  const stored = await storedState()
  expect(stored.emails).toEqual([...model.passwords.keys()].sort())
  // A change mail for every move and cancellation, and none for a refused one.
  expect(stored.changeMails).toBe(model.changeMails)

  // The mails this step sent.
  const fresh = stored.mails.filter((m) => !model.mailsSeen.has(m.id))
  for (const mail of fresh) model.mailsSeen.add(mail.id)
  const ofKind = (kind: string) => fresh.filter((m) => m.kind === kind)
  const own = fresh.filter((m) => !/^(appointment-reminder|waitlist-opening)$/.test(m.kind))
  // No mail at all for a call answered 4xx, but the reminders owed before it was answered.
  if (step.calls.some(({ status }) => status >= 400 && status < 500))
    expect([...own, ...ofKind('waitlist-opening')], 'mail for a refused call').toEqual([])
  const byKindAndClient = (mails: { kind: string; to: string }[]) =>
    mails.map((m) => `${m.kind} ${m.to}`).sort()
  expect(byKindAndClient(own)).toEqual(byKindAndClient(step.mails))
  checkReminders(model, ofKind('appointment-reminder'))
  checkOpening(model, ofKind('waitlist-opening'), stored)
  // Each entry is told once: one waitlist mail for each entry told, ever.
  const opened = stored.mails.filter((m) => m.kind === 'waitlist-opening')
  expect(opened.map((m) => `${m.to} ${m.subject}`).sort()).toEqual(
    model.toldMails.map((m) => `${m.to} ${m.subject}`).sort(),
  )

  expect(Object.fromEntries(stored.reminders)).toEqual(Object.fromEntries(model.reminders))
  expect(Object.fromEntries(stored.birthdays)).toEqual(
    Object.fromEntries(
      [...model.passwords.keys()].map((email) => [
        email,
        model.birthdays.get(email)?.at(-1)?.birthday ?? null,
      ]),
    ),
  )
  expect(stored.appointments).toEqual(
    [...model.appointments.values()].sort((a, b) => a.id.localeCompare(b.id)),
  )
  expect(stored.entries).toEqual(
    [...model.entries.values()]
      .map(({ visit: _v, minutes: _m, ...entry }) => entry)
      .sort((a, b) => a.id.localeCompare(b.id)),
  )
  checkPoints(model, stored)
  checkFees(model, stored)
  // A party is stored whole or not at all: each one the model booked, with all its people.
  expect(stored.parties).toEqual([...model.parties.keys()].sort())
  for (const [id, people] of model.parties)
    expect(
      stored.appointments
        .filter((a) => a.party === id)
        .map((a) => a.id)
        .sort(),
      `${id}'s people`,
    ).toEqual([...people].sort())
  // No stylist holds two upcoming appointments at once.
  const upcoming = stored.appointments.filter((a) => a.status === 'upcoming')
  for (const [i, a] of upcoming.entries())
    for (const b of upcoming.slice(i + 1))
      expect(a.stylist === b.stylist && overlaps(a, b), `${a.id} and ${b.id}`).toBe(false)
  // Every visit is within opening hours: from 9:00 AM, over by 8:00 PM, never on a Sunday.
  for (const a of upcoming) {
    expect(slotToMinutes(a.time), a.id).toBeGreaterThanOrEqual(9 * 60)
    expect(slotToMinutes(a.time) + a.minutes, a.id).toBeLessThanOrEqual(20 * 60)
    expect(isSunday(a.date), a.id).toBe(false)
  }
}

const checked = (inner: Command): Command => ({
  ...inner,
  run: async (model, real) => {
    step = newStep()
    // Visits done are credited, and the reminders due sent, before the back-end answers the
    // step's first call.
    if (inner.calls) {
      credit(model)
      owe(model)
    }
    await inner.run(model, real)
    await expectStoredMatches(model)
  },
})

const client = fc.nat({ max: CLIENTS.length - 1 })
const tab = fc.nat({ max: 1 })
// Few days and start times, so that clients compete for the same stylists and slots fill up.
const day = fc.integer({ min: 1, max: 2 })
const slot = fc.nat({ max: 3 })
// Any available as likely as each stylist by name.
const stylist = fc.nat({ max: stylists.length })
const visitIndex = fc.nat({ max: VISITS.length - 1 })
const target = fc.constantFrom<Target>('any', 'own', 'waited')
const booking = fc
  .tuple(
    client,
    tab,
    day,
    slot,
    visitIndex,
    stylist,
    fc.nat({ max: 9 }).map((n): Fault => (n === 0 ? 'date' : n === 1 ? 'add-on' : null)),
    fc.boolean(),
    fc.constantFrom<Delivery>('plain', 'plain', 'repeat', 'lost'),
    // Now and then 300 points for $30 off, and less often a free upgrade of the main service.
    fc.nat({ max: 9 }).map((n): Perk => (n < 4 ? 'reward' : n === 4 ? 'upgrade' : null)),
  )
  .map(([c, t, offset, slot, visit, stylist, fault, friend, delivery, perk]) =>
    book(c, t, offset, slot, visit, stylist, fault, friend, delivery, perk),
  )
// Mostly the days the bookings fill; now and then one the salon refuses.
const waitlistDay = fc.oneof(
  { arbitrary: day, weight: 6 },
  { arbitrary: fc.constantFrom<WaitlistDay>('today', 'yesterday', 'sunday', 'beyond'), weight: 1 },
)
const entry = fc
  .tuple(
    client,
    tab,
    fc.oneof<fc.Arbitrary<Wanted>[]>(
      fc.record({
        kind: fc.constant('new'),
        ...{ day: waitlistDay, slot: fc.option(slot, { nil: null }), visit: visitIndex, stylist },
      }),
      fc.record({
        kind: fc.constant('taken'),
        ...{ index: fc.nat(), visit: visitIndex, anyTime: fc.boolean(), anyStylist: fc.boolean() },
      }),
      fc.record({ kind: fc.constant('again'), index: fc.nat() }),
    ),
  )
  .map(([c, t, wanted]) => joinWaitlist(c, t, wanted))
// The months the sequences' visits fall in (November, December), and another.
const birthday = fc.constantFrom<Birthday>(
  { month: 11, day: 20 },
  { month: 12, day: 3 },
  { month: 3, day: 14 },
)
// Where a client signed up before the sequence stands: not a member (null) or a member with
// points brought over (a visit earns 35 to 95 points: a sequence that starts from none would
// seldom reach a reward of 300), and her birthday or none.
const standing = fc.record({
  points: fc.constantFrom(null, 280, 650, 950),
  birthday: fc.option(birthday, { nil: null }),
})
// From half an hour to a day in half hours (reminders fall due on the hour and the half hour),
// or whole days.
const clockMove = fc.oneof(
  fc.integer({ min: 1, max: 48 }).map((n) => n * 30),
  fc.integer({ min: 1, max: 3 }).map((n) => n * 24 * 60),
)

// A visit that spent points, moved or cancelled.
// A move is the rarer to succeed (its time must be free): twice as likely as a cancellation.
const rewardedChange = fc
  .tuple(
    tab,
    fc.nat(),
    fc.oneof(
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: fc.record({ offset: day, slot }), weight: 2 },
    ),
  )
  .map(([t, i, to]) => changeRewarded(t, i, to))

const reminderSetting = fc
  .tuple(client, tab, fc.constantFrom<boolean | 'bad'>(true, false, false, 'bad'))
  .map(([c, t, setting]) => setReminders(c, t, setting))

const commands = fc.commands(
  [
    fc.tuple(client, tab).map(([c, t]) => register(c, t)),
    fc
      .tuple(client, tab, fc.constantFrom<Attempt>('right', 'wrong', 'old'))
      .map(([c, t, attempt]) => login(c, t, attempt)),
    // A script guessing a client's password, and a client who forgot hers.
    fc.tuple(client, tab).map(([c, t]) => login(c, t, 'wrong', 3)),
    fc.tuple(client, tab).map(([c, t]) => resetPassword(c, t)),
    fc.tuple(tab, fc.nat()).map(([t, i]) => reuseLink(t, i)),
    // Bookings are what fills the stylists' days: three times as likely as other steps.
    booking,
    booking,
    booking,
    fc
      .tuple(
        client,
        tab,
        day,
        slot,
        visitIndex,
        fc.array(fc.nat({ max: GUEST_VISITS.length - 1 }), { minLength: 1, maxLength: 2 }),
        fc.array(stylist, { minLength: 3, maxLength: 3 }),
      )
      .map(([c, t, offset, s, v, guests, chosen]) => bookParty(c, t, offset, s, v, guests, chosen)),
    fc
      .tuple(client, tab, fc.nat(), target, day, slot)
      .map(([c, t, i, which, offset, slot]) => reschedule(c, t, i, which, offset, slot)),
    // Cancellations and entries, twice as likely: what a waitlist is told of needs both.
    fc.tuple(client, tab, fc.nat(), target).map(([c, t, i, which]) => cancel(c, t, i, which)),
    fc.tuple(client, tab, fc.nat(), target).map(([c, t, i, which]) => cancel(c, t, i, which)),
    entry,
    entry,
    fc
      .tuple(tab, fc.nat(), visitIndex, fc.boolean())
      .map(([t, i, visit, anyTime]) => crowd(t, i, visit, anyTime)),
    fc.tuple(tab, fc.nat()).map(([t, i]) => askAgain(t, i)),
    fc.tuple(client, tab, fc.nat()).map(([c, t, i]) => leaveWaitlist(c, t, i)),
    // Mostly off, so that some reminders fall due for a client who said no; twice as likely as
    // another step, for the same reason.
    reminderSetting,
    reminderSetting,
    fc.tuple(tab, fc.nat()).map(([t, i]) => cancelGuest(t, i)),
    // Twice: a visit that spent points can change only until 24 hours before it.
    rewardedChange,
    rewardedChange,
    // Diva Rewards' own steps, together as likely as one other step.
    fc.oneof(
      fc.tuple(client, tab).map(([c, t]) => joinRewards(c, t)),
      fc
        .tuple(
          client,
          tab,
          fc.oneof(
            { arbitrary: birthday, weight: 3 },
            { arbitrary: fc.constantFrom<BirthdaySetting>(null, 'bad'), weight: 2 },
          ),
        )
        .map(([c, t, setting]) => setBirthday(c, t, setting)),
      tab.map(viewRewards),
      {
        arbitrary: fc
          .tuple(tab, fc.nat(), fc.option(birthday, { nil: null }))
          .map(([t, i, setting]) => laterBirthday(t, i, setting)),
        weight: 2,
      },
    ),
    clockMove.map(advanceClock),
    // A visit is credited once its end has passed: the other moves seldom get that far.
    fc.tuple(fc.nat(), fc.boolean()).map(([i, early]) => clockToEnd(i, early)),
    tab.map(reload),
    // Fees, together as likely as one other step: the clock to 3 hours before a held visit (a
    // cancellation then is late), or to a visit under way that the salon marks missed.
    fc.oneof(
      fc.nat().map(clockToLate),
      fc.tuple(tab, fc.nat(), fc.boolean()).map(([t, i, twice]) => markNoShow(t, i, twice)),
    ),
    // Mostly with nothing due (nothing is charged); now and then what she owes.
    fc.tuple(client, tab, fc.boolean()).map(([c, t, d]) => payBalance(c, t, d)),
  ].map((arbitrary) => arbitrary.map(checked)),
  // Sequences of up to 35 steps, long ones as likely as short ones.
  { maxCommands: 35, size: 'max' },
)

it(`keeps the stored data true to a reference model (${RUNS} runs of up to 35 steps)`, async () => {
  await fc.assert(
    // Some clients have signed up before the sequence starts, so that it is spent on what they do.
    fc.asyncProperty(
      fc.subarray([0, 1, 2], { minLength: 2 }),
      fc.array(standing, { minLength: 3, maxLength: 3 }),
      commands,
      async (signedUp, standings, steps) => {
        await tabs[0]!.reset()
        await tabs[1]!.reload()
        await tabs[1]!.setClock(NOW)
        const model: Model = {
          ...{ now: NOW, passwords: new Map(), tokens: new Map(), reminders: new Map() },
          ...{ appointments: new Map(), entries: new Map(), entryIds: [], everListed: new Map() },
          toldMails: [],
          ...{ changeMails: 0, mailsSeen: new Set<string>() },
          ...{ members: new Map(), birthdays: new Map(), points: [] },
          ...{ wrongPasswords: new Map(), resetAsks: new Map(), oldPasswords: new Map() },
          usedLinks: [],
          parties: new Map(),
          ...{
            cards: new Map(),
            holds: new Map(),
            fees: new Map(),
            lateOrMissed: new Set<string>(),
          },
          ...{ failedCents: new Map(), paidCents: new Map() },
        }
        for (const c of signedUp) {
          await checked(register(c, 0)).run(model, null)
          const { points, birthday } = standings[c]!
          if (birthday) await checked(setBirthday(c, 0, birthday)).run(model, null)
          if (points === null) continue
          await checked(joinRewards(c, 0)).run(model, null)
          const email = CLIENTS[c]!
          await tabs[0]!.bringOver(email, points)
          const at = model.members.get(email)!
          model.points.push({ email, kind: 'earned', points, doubled: false, at })
        }
        await fc.asyncModelRun(() => ({ model, real: null }), steps)
      },
    ),
    { numRuns: RUNS, seed: SEED, verbose: 1 },
  )
  // The runs reached every kind of answer the model predicts, so none of it was vacuous.
  expect([...outcomes]).toEqual(
    expect.arrayContaining([
      'POST /auth/register 201',
      'POST /auth/register 409',
      'POST /auth/login 200',
      'POST /auth/login 401',
      'POST /auth/login 429',
      'POST /auth/password-reset 202',
      'POST /auth/password-reset/confirm 200',
      'POST /auth/password-reset/confirm 410',
      'PATCH /auth/me 200',
      'PATCH /auth/me 400',
      'POST /appointments 201',
      // A booking made while its answer was lost, then sent again with its key.
      'POST /appointments 0',
      'POST /appointments 400',
      'POST /appointments 409',
      'PATCH /appointments/:id 200',
      'PATCH /appointments/:id 404',
      'PATCH /appointments/:id 422',
      'POST /appointments/:id/cancel 200',
      'POST /appointments/:id/cancel 404',
      'GET /waitlist 200',
      'POST /waitlist 201',
      'POST /waitlist 409',
      'POST /waitlist 422',
      'DELETE /waitlist/:id 204',
      'DELETE /waitlist/:id 404',
      'POST /loyalty 201',
      'POST /loyalty 409',
      'GET /loyalty/me 200',
      // A reward without the points or the membership, or an upgrade not earned.
      'POST /appointments 422',
      // Parties: seated whole, refused whole; one guest cancelled, her client's own visit not.
      'POST /parties 201',
      'POST /parties 400',
      'POST /parties 409',
      'POST /appointments/:id/cancel 422',
      'GET /parties 200',
    ]),
  )
  // And reached what the mail checks are about: reminders sent, and held back for clients who
  // turned them off; waitlists told; changes on a day with entries that opened nothing for
  // them; visits
  // credited, doubled in a birthday month, and done without earning; a birthday changed after a
  // visit was credited; points spent, given back, and kept on a visit moved.
  console.info('model-based test reached', reached, seldom)
  for (const [what, count] of Object.entries(reached)) expect(count, what).toBeGreaterThan(0)
}, 600_000)
