import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { openDB } from 'idb'
import { getResponse, type RequestHandler } from 'msw'
import { beforeAll, expect, it, vi } from 'vitest'
import { isSunday, openDayAfter, salonToday, slotToMinutes, TIME_SLOTS } from '@/lib/salon-time'
import { stylists } from '@/mocks/db/catalogue'
import { isInsideNoticeWindow } from '@/mocks/domain/policy'

// A model-based test of the mock back-end: random sequences of register, login, book (visits of
// one to three services, with a chosen stylist or any), reschedule, cancel and reload, by three
// clients across two tabs that share one IndexedDB database and one write lock. After every step
// the stored data is compared with a small reference model: no stylist is ever booked twice at
// once, every visit is within opening hours, a chosen stylist keeps her visits, every move and
// cancellation mails the client once, every 2xx write is stored, every 4xx changes nothing (and
// mails nothing), and no call answers 5xx.
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

// ---- Two tabs: two copies of the back-end module graph over the same storage. ----

interface Tab {
  handlers: RequestHandler[]
  reload(): Promise<void>
  reset(): Promise<void>
}

async function openTab(): Promise<Tab> {
  vi.resetModules()
  const store = await import('@/mocks/db/store')
  const { handlers } = await import('@/mocks/handlers')
  const { control } = await import('@/mocks/control')
  await store.hydrate({ name: DATABASE })
  control.setLatency('none')
  control.setClock(NOW)
  return {
    handlers,
    reload: () => store.hydrate({ name: DATABASE }),
    reset: async () => {
      await control.reset()
      control.setLatency('none')
      control.setClock(NOW)
    },
  }
}

let tabs: Tab[]
beforeAll(async () => {
  tabs = [await openTab(), await openTab()]
})

/** Every "METHOD path status" seen, to show the runs covered what they claim. */
const outcomes = new Set<string>()

interface Answer {
  status: number
  body: Record<string, unknown> & { error?: { message: string } }
}

async function call(tab: number, method: string, path: string, body?: unknown, token?: string) {
  const request = new Request(new URL(`/api${path}`, window.location.origin), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await getResponse(tabs[tab]!.handlers, request)
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  const text = await response.text()
  const answer: Answer = { status: response.status, body: text ? JSON.parse(text) : {} }
  outcomes.add(`${method} ${path.split('?')[0]!.replace(/appt_\w+/, ':id')} ${answer.status}`)
  if (answer.status >= 500) throw new Error(`${method} ${path} answered ${text}`)
  return answer
}

// ---- The reference model ----

interface ModelAppointment {
  id: string
  email: string
  date: string
  time: string
  minutes: number
  stylist: string
  /** Whether the client chose the stylist: her visit stays hers when it moves. */
  chosen: boolean
  status: string
}

interface Model {
  passwords: Map<string, string>
  tokens: Map<string, string>
  appointments: Map<string, ModelAppointment>
  /** The mails a client was sent about a change: one per visit moved or cancelled. */
  changeMails: number
}

const overlaps = (a: { date: string; time: string; minutes: number }, b: typeof a) =>
  a.date === b.date &&
  slotToMinutes(a.time) < slotToMinutes(b.time) + b.minutes &&
  slotToMinutes(b.time) < slotToMinutes(a.time) + a.minutes

/** Whether `stylist` is free for `slot` in the model, leaving out one appointment being moved. */
const stylistFree = (
  model: Model,
  stylist: string,
  slot: Pick<ModelAppointment, 'date' | 'time' | 'minutes'>,
  exceptId?: string,
) =>
  ![...model.appointments.values()].some(
    (a) =>
      a.id !== exceptId && a.status === 'upcoming' && a.stylist === stylist && overlaps(a, slot),
  )

const anyStylistFree = (model: Model, slot: Parameters<typeof stylistFree>[2], exceptId?: string) =>
  stylists.some((s) => stylistFree(model, s.name, slot, exceptId))

/** A bookable day `offset` days ahead (a Sunday moves to the Monday). */
const bookableDay = (offset: number) => openDayAfter(salonToday(NOW), offset)

/** A start time at which a service of `minutes` ends by closing time. */
function startTime(index: number, minutes: number) {
  const fitting = TIME_SLOTS.filter((t) => slotToMinutes(t) + minutes <= 20 * 60)
  return fitting[index % fitting.length]!
}

/** What the model expects a change of `target` by `email` to answer, before the slot check. */
function changeRefusal(target: ModelAppointment | undefined, email: string) {
  if (!target || target.email !== email) return 404
  if (target.status !== 'upcoming' || isInsideNoticeWindow(target, NOW)) return 422
  return null
}

// ---- Commands ----

type Command = fc.AsyncCommand<Model, null>

const command = (
  name: string,
  check: (m: Readonly<Model>) => boolean,
  run: (m: Model) => Promise<void>,
): Command => ({ check, run: (m) => run(m), toString: () => name })

async function listAppointments(model: Model, email: string, tab: number) {
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
        date: a.date,
        time: a.time,
        minutes: a.durationMinutes,
        stylist: a.stylist,
        chosen: a.stylistChosen,
        status: a.status,
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
      model.passwords.set(email, PASSWORD)
      model.tokens.set(email, body.token as string)
      // The sample appointments a new account starts with: whatever the back-end placed.
      await listAppointments(model, email, tab)
    },
  )
}

const login = (client: number, tab: number, wrongPassword: boolean) => {
  const email = CLIENTS[client]!
  const password = wrongPassword ? 'not-the-password' : PASSWORD
  return command(
    `login(${email}, tab ${tab}${wrongPassword ? ', wrong password' : ''})`,
    (m) => m.passwords.has(email),
    async (model) => {
      const { status, body } = await call(tab, 'POST', '/auth/login', { email, password })
      if (wrongPassword) return void expect(status).toBe(401)
      expect(status).toBe(200)
      model.tokens.set(email, body.token as string)
    },
  )
}

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
) => {
  const email = CLIENTS[client]!
  const { minutes, ...visit } = VISITS[visitIndex]!
  // One past the team: any available stylist.
  const chosen = stylists[stylistIndex]
  const date = fault === 'date' ? '2026-12-32' : bookableDay(offset)
  const time = startTime(slot, minutes)
  const addOns = fault === 'add-on' ? ['gold-leaf'] : visit.addOns
  return command(
    `book(${email}, tab ${tab}, ${[visit.service, visit.secondService, ...(addOns ?? [])].filter(Boolean).join(' + ')}, ${chosen?.name ?? 'any'}, ${date} ${time})`,
    (m) => m.tokens.has(email),
    async (model) => {
      const body = {
        ...{ name: 'A Client', email, phone: '7035550100', date, time },
        ...{ ...visit, addOns, stylist: chosen?.id },
      }
      const answer = await call(tab, 'POST', '/appointments', body, model.tokens.get(email))
      if (fault) return void expect(answer.status).toBe(400)
      const wanted = { date, time, minutes }
      const free = chosen ? stylistFree(model, chosen.name, wanted) : anyStylistFree(model, wanted)
      if (!free) return void expect(answer.status).toBe(409)
      expect(answer.status).toBe(201)
      const stylist = answer.body.stylist as string
      if (chosen) expect(stylist).toBe(chosen.name)
      expect(stylistFree(model, stylist, wanted)).toBe(true)
      const id = answer.body.id as string
      model.appointments.set(id, {
        ...{ id, email, ...wanted, stylist },
        ...{ chosen: Boolean(chosen), status: 'upcoming' },
      })
    },
  )
}

/** Picks one of all the appointments in the model (some are other clients'). */
const pick = (model: Readonly<Model>, index: number) => {
  const all = [...model.appointments.values()].sort((a, b) => a.id.localeCompare(b.id))
  return all.length ? all[index % all.length] : undefined
}

const reschedule = (client: number, tab: number, index: number, offset: number, slot: number) => {
  const email = CLIENTS[client]!
  return command(
    `reschedule(${email}, tab ${tab}, #${index}, +${offset}d slot ${slot})`,
    (m) => m.tokens.has(email) && m.appointments.size > 0,
    async (model) => {
      const target = pick(model, index)!
      const wanted = {
        date: bookableDay(offset),
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
      const refusal = changeRefusal(target, email)
      if (refusal) return void expect(answer.status).toBe(refusal)
      const free = target.chosen
        ? stylistFree(model, target.stylist, wanted, target.id)
        : anyStylistFree(model, wanted, target.id)
      if (!free) return void expect(answer.status).toBe(409)
      expect(answer.status).toBe(200)
      const stylist = answer.body.stylist as string
      if (target.chosen) expect(stylist).toBe(target.stylist)
      expect(stylistFree(model, stylist, wanted, target.id)).toBe(true)
      model.appointments.set(target.id, { ...target, ...wanted, stylist })
      model.changeMails += 1
    },
  )
}

const cancel = (client: number, tab: number, index: number) => {
  const email = CLIENTS[client]!
  return command(
    `cancel(${email}, tab ${tab}, #${index})`,
    (m) => m.tokens.has(email) && m.appointments.size > 0,
    async (model) => {
      const target = pick(model, index)!
      const answer = await call(
        tab,
        'POST',
        `/appointments/${target.id}/cancel`,
        undefined,
        model.tokens.get(email),
      )
      const refusal = changeRefusal(target, email)
      if (refusal) return void expect(answer.status).toBe(refusal)
      expect(answer.status).toBe(200)
      model.appointments.set(target.id, { ...target, status: 'cancelled' })
      model.changeMails += 1
    },
  )
}

const reload = (tab: number) =>
  command(
    `reload(tab ${tab})`,
    () => true,
    async () => {
      await tabs[tab]!.reload()
    },
  )

// ---- What is stored, compared with the model after every step ----

async function storedState() {
  const database = await openDB(DATABASE)
  const accounts = (await database.getAll('accounts')) as { id: string; email: string }[]
  const appointments = (await database.getAll('appointments')) as (ModelAppointment & {
    userId: string
    durationMinutes: number
    stylistChosen: boolean
  })[]
  const mails = (await database.getAll('outbox')) as { kind: string }[]
  database.close()
  const emailOf = new Map(accounts.map((a) => [a.id, a.email]))
  return {
    changeMails: mails.filter((m) => /^appointment-(rescheduled|cancelled)$/.test(m.kind)).length,
    emails: accounts.map((a) => a.email).sort(),
    appointments: appointments
      .map((a) => ({
        id: a.id,
        email: emailOf.get(a.userId)!,
        date: a.date,
        time: a.time,
        minutes: a.durationMinutes,
        stylist: a.stylist,
        chosen: a.stylistChosen,
        status: a.status,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  }
}

async function expectStoredMatches(model: Model) {
  const stored = await storedState()
  expect(stored.emails).toEqual([...model.passwords.keys()].sort())
  // A change mail for every move and cancellation, and none for a refused one.
  expect(stored.changeMails).toBe(model.changeMails)
  expect(stored.appointments).toEqual(
    [...model.appointments.values()].sort((a, b) => a.id.localeCompare(b.id)),
  )
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
    await inner.run(model, real)
    await expectStoredMatches(model)
  },
})

const client = fc.nat({ max: CLIENTS.length - 1 })
const tab = fc.nat({ max: 1 })
// Few days and start times, so that clients compete for the same stylists and slots fill up.
const day = fc.integer({ min: 1, max: 2 })
const slot = fc.nat({ max: 3 })
const booking = fc
  .tuple(
    client,
    tab,
    day,
    slot,
    fc.nat({ max: VISITS.length - 1 }),
    // Any available as likely as each stylist by name.
    fc.nat({ max: stylists.length }),
    fc.nat({ max: 9 }).map((n): Fault => (n === 0 ? 'date' : n === 1 ? 'add-on' : null)),
  )
  .map(([c, t, offset, slot, visit, stylist, fault]) =>
    book(c, t, offset, slot, visit, stylist, fault),
  )

const commands = fc.commands(
  [
    fc.tuple(client, tab).map(([c, t]) => register(c, t)),
    fc.tuple(client, tab, fc.boolean()).map(([c, t, wrong]) => login(c, t, wrong)),
    // Bookings are what fills the stylists' days: three times as likely as other steps.
    booking,
    booking,
    booking,
    fc
      .tuple(client, tab, fc.nat(), day, slot)
      .map(([c, t, i, offset, slot]) => reschedule(c, t, i, offset, slot)),
    fc.tuple(client, tab, fc.nat()).map(([c, t, i]) => cancel(c, t, i)),
    tab.map(reload),
  ].map((arbitrary) => arbitrary.map(checked)),
  // Sequences of up to 30 steps, long ones as likely as short ones.
  { maxCommands: 30, size: 'max' },
)

it(`keeps the stored data true to a reference model (${RUNS} runs of up to 30 steps)`, async () => {
  await fc.assert(
    fc.asyncProperty(commands, async (steps) => {
      await tabs[0]!.reset()
      await tabs[1]!.reload()
      const model: Model = {
        ...{ passwords: new Map(), tokens: new Map(), appointments: new Map() },
        changeMails: 0,
      }
      await fc.asyncModelRun(() => ({ model, real: null }), steps)
    }),
    { numRuns: RUNS, seed: SEED, verbose: 1 },
  )
  // The runs reached every kind of answer the model predicts, so none of it was vacuous.
  expect([...outcomes]).toEqual(
    expect.arrayContaining([
      'POST /auth/register 201',
      'POST /auth/register 409',
      'POST /auth/login 200',
      'POST /auth/login 401',
      'POST /appointments 201',
      'POST /appointments 400',
      'POST /appointments 409',
      'PATCH /appointments/:id 200',
      'PATCH /appointments/:id 404',
      'PATCH /appointments/:id 422',
      'POST /appointments/:id/cancel 200',
      'POST /appointments/:id/cancel 404',
    ]),
  )
}, 600_000)
