import type { BrowserContext, Page, Request } from '@playwright/test'
import { getDay, parseISO } from 'date-fns'
import { addDaysToDate, openDayAfter, salonToday } from '@/lib/salon-time'
import { PRESET_KEY } from '@/lib/inline/mock-control'
import { expect, mocksFor, prepareContext, test } from './fixtures'
import { policyFor, TEST_CARDS, type VisitAsked } from './policy'

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/**
 * The requests `page` makes from now on to `path` (`/api/contact-messages`), of any method or of
 * `method` alone: what a test that says "sent once" or "nothing sent" counts.
 */
export function requestsTo(page: Page, path: string, method?: string) {
  const made: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && (!method || request.method() === method))
      made.push(request)
  })
  return made
}

/** A light page of the site, opened where a test only needs the back-end it starts. */
export const BACKEND_PAGE = '/forgot-password'

/** Signs in through the login page, as a visitor would. */
export async function signInThroughForm(
  page: Page,
  email = 'ana.garcia@example.com',
  password = 'secret123',
) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('You have successfully logged in')).toBeVisible()
}

type Account = { name: string; email: string; password: string }
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

const ANA: Account = { name: 'Ana Garcia', email: 'ana.garcia@example.com', password: 'secret123' }

/**
 * Gives the provider a test card and keeps its token on file for the client `sessionToken`
 * names (else the signed-in one), as the card form does. The card's id.
 */
export async function saveTestCard(
  page: Page,
  number: string = TEST_CARDS.visa,
  sessionToken?: string,
) {
  await mocksFor(page).ready()
  return page.evaluate(
    async ({ number, sessionToken }) => {
      const session = sessionToken ?? JSON.parse(localStorage.getItem('user') ?? '{}').token
      const provider = await fetch('/sandbox-pay/v1/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          number,
          expMonth: 12,
          expYear: new Date().getFullYear() + 3,
          cvc: '123',
        }),
      })
      const { token } = await provider.json()
      const kept = await fetch('/api/payment-methods', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
        body: JSON.stringify({ token }),
      })
      return (await kept.json()).id as string
    },
    { number, sessionToken },
  )
}

/** Types a card into the card form in view and saves it. */
export async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 30')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByRole('button', { name: 'Save card' }).click()
}

/**
 * Registers `account` through the API of the back-end in `page` and keeps its session there,
 * with a Visa on file unless `card` is false (a client who has booked before has one).
 */
async function register(page: Page, account: Account, card = true) {
  await mocksFor(page).ready()
  await page.evaluate(async (body) => {
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const { user, token } = await response.json()
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
  }, account)
  if (card) await saveTestCard(page)
}

// What a browser holds once an account is registered and signed in (the session in localStorage,
// the back-end's tables in IndexedDB), made once per worker and account.
const registered = new Map<string, Promise<StorageState>>()

function storedAccount(page: Page, account: Account, card: boolean) {
  const { baseURL } = test.info().project.use
  const key = `${baseURL} ${JSON.stringify(account)} ${card}`
  let state = registered.get(key)
  if (!state) {
    state = (async () => {
      const context = await page.context().browser()!.newContext({ baseURL })
      await prepareContext(context, { mockLatency: 'none', offlineCopy: false })
      const tab = await context.newPage()
      await tab.goto(BACKEND_PAGE)
      await register(tab, account, card)
      const stored = await context.storageState({ indexedDB: true })
      await context.close()
      return stored
    })()
    registered.set(key, state)
    // A failed attempt is not kept: the next test tries again.
    state.catch(() => registered.delete(key))
  }
  return state
}

// Tabs whose clock a test has set: their sessions are made at that time, in the tab itself.
const clockSet = new WeakSet<Page>()

/**
 * Opens `path` as a client who registered and signed in earlier on this device. A new tab starts
 * from what the browser would hold then, so the page is the first the tab loads; a tab already on
 * the site, or on a clock of its own, registers the account through its own back-end (what it
 * holds is kept). The client has a Visa on file unless `card` is false.
 */
export async function startSignedIn(page: Page, path = '/', account = ANA, { card = true } = {}) {
  const context = page.context()
  if (page.url() === 'about:blank' && context.pages().length === 1 && !clockSet.has(page)) {
    await context.setStorageState(await storedAccount(page, account, card))
  } else {
    if (page.url() === 'about:blank') await page.goto(BACKEND_PAGE)
    await register(page, account, card)
  }
  await page.goto(path)
}

const HEADER_LINKS = {
  Home: '/',
  Services: '/services',
  Gallery: '/gallery',
  Promotions: '/promotions',
  Contact: '/contact',
  'Book Now': '/booking',
}

/**
 * Moves to another page through the header's links (the menu on a phone), as a person does: the
 * app renders the page without loading the site again.
 */
export async function openFromHeader(page: Page, name: keyof typeof HEADER_LINKS) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name, exact: true })
      .click()
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click()
  }
  await expect(page).toHaveURL(HEADER_LINKS[name])
}

/** Opens the booking form from the header's Book Now and, if given, chooses `service` there. */
export async function openBookingForm(page: Page, service?: string) {
  await openFromHeader(page, 'Book Now')
  if (service) await page.getByLabel('Service', { exact: true }).selectOption(service)
}

/** Whether React Query's persister has kept the signed-in client's appointments on the device. */
export const areAppointmentsKept = (page: Page) =>
  page.evaluate(() => (localStorage.getItem('query-cache') ?? '').includes('"appointments"'))

/**
 * Calls the API from the page, as the app does (through the service worker), with `token` or
 * else the signed-in client's.
 */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  bearer?: string,
) {
  await mocksFor(page).ready()
  return page.evaluate(
    async ({ method, path, body, bearer }) => {
      const token = bearer ?? JSON.parse(localStorage.getItem('user') ?? '{}').token
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : null }
    },
    { method, path, body, bearer },
  )
}

/**
 * Stops the browser's clock at `time`, as a visitor's phone would read it, and pins the
 * back-end's there too (the tab's preset, sent by each page it loads: the back-end runs in the
 * service worker, on the real clock). Playwright's clock also runs requestAnimationFrame as a
 * timer, out of step with the browser's frames, so a popover could miss the end of its closing
 * animation and stay open; with motion reduced the site's animations take no time and nothing
 * waits for their end.
 */
export async function setFixedTime(page: Page, time: Date) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.setFixedTime(time)
  await page.addInitScript(
    ({ key, clock }) => {
      try {
        const preset = JSON.parse(sessionStorage.getItem(key) ?? '{}') as object
        sessionStorage.setItem(key, JSON.stringify({ ...preset, clock }))
      } catch {
        // A frame with no storage of its own (about:blank) has no back-end to pin.
      }
    },
    { key: PRESET_KEY, clock: time.toISOString() },
  )
  clockSet.add(page)
}

const monthYear = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * Presses a date field and returns its calendar once its whole month is on screen, as a person
 * sees it: it is drawn out of sight first, then put beside its field, and a day pressed before it
 * is in place moves between press and lift (the press is lost). On a slow phone the calendar's
 * code can also come a moment after the tap.
 */
async function openCalendar(page: Page, fieldLabel = 'Date') {
  await page.getByRole('button', { name: new RegExp(`^${fieldLabel}:`) }).click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  await expect(calendar.getByRole('grid')).toBeInViewport({ ratio: 1 })
  return calendar
}

/** Picks a salon date in the booking calendar, moving month by month like a visitor. */
export async function pickDate(page: Page, iso: string, fieldLabel = 'Date') {
  // Which month it shows is read once it is on screen, as a person would.
  const calendar = await openCalendar(page, fieldLabel)
  for (let i = 0; i < 4 && !(await calendar.getByText(monthYear(iso)).isVisible()); i++) {
    await calendar.getByRole('button', { name: /next month/i }).click()
  }
  await calendar.getByRole('button', { name: dayLabel(iso) }).click()
  await expect(calendar).toBeHidden()
}

/** The calendar's accessible name for a day: "Monday, November 30, 2026" (maybe with Today/selected). */
export function dayLabel(iso: string) {
  const date = new Date(`${iso}T12:00:00Z`)
  const text = date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return new RegExp(text)
}

/**
 * A salon date `days` after the salon's today at the instant `from` (New York's calendar, whatever
 * this machine's zone), or the Monday after when that is a Sunday (ISO).
 */
export const openDayAhead = (days: number, from = new Date()) =>
  openDayAfter(salonToday(from), days)

/** The Monday 8 to 14 days after the salon's today at the instant `from`, in New York's calendar (ISO). */
export function nextMonday(from = new Date()) {
  const today = salonToday(from)
  const toMonday = (8 - getDay(parseISO(today))) % 7 || 7
  return addDaysToDate(today, toMonday + 7)
}

/**
 * Books `visit` through the API as the signed-in client, held by her default card, as the form
 * sends it: the answer.
 */
export async function bookThroughApi(page: Page, visit: VisitAsked & Record<string, unknown>) {
  const cards = await callApi(page, 'GET', '/payment-methods')
  const card = (cards.body as { cards: { id: string; isDefault: boolean }[] }).cards.find(
    (c) => c.isDefault,
  )
  const cardId = card?.id ?? (await saveTestCard(page))
  return callApi(page, 'POST', '/appointments', {
    ...visit,
    agreement: { ...policyFor(visit), cardId },
  })
}

/** Other clients, in a tab of their own, each book the same slot (to fill the salon). */
export async function bookAsOtherClients(
  context: BrowserContext,
  count: number,
  slot: { service: string; date: string; time: string },
) {
  const tab = await context.newPage()
  await tab.goto(BACKEND_PAGE)
  await mocksFor(tab).ready()
  const statuses = await tab.evaluate(
    async ({ count, slot, visa, policy }) => {
      const results: number[] = []
      for (let i = 0; i < count; i++) {
        const email = `other.client.${i}.${Date.now()}@example.com`
        const post = (path: string, body: unknown, token?: string) =>
          fetch(`/api${path}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(body),
          })
        const { token } = await (
          await post('/auth/register', { name: 'Other Client', email, password: 'secret123' })
        ).json()
        const expYear = new Date().getFullYear() + 3
        const card = { number: visa, expMonth: 12, expYear, cvc: '123' }
        const provider = await fetch('/sandbox-pay/v1/tokens', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(card),
        })
        const kept = await post('/payment-methods', { token: (await provider.json()).token }, token)
        const agreement = { ...policy, cardId: (await kept.json()).id }
        results.push(
          (
            await post(
              '/appointments',
              { name: 'Other Client', email, phone: '7035550100', ...slot, agreement },
              token,
            )
          ).status,
        )
      }
      return results
    },
    { count, slot, visa: TEST_CARDS.visa, policy: policyFor(slot) },
  )
  expect(statuses).toEqual(Array(count).fill(201))
  await tab.close()
}

/**
 * On My Appointments, as a client: moves the upcoming `service` visit from `from` to `to` (times
 * as people read them, '10:00 AM'), then cancels it and finds it under Past as cancelled.
 */
export async function rescheduleThenCancel(page: Page, service: string, from: string, to: string) {
  const card = page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: new RegExp(service) })
  await expect(card.getByText(`${from} ET`)).toBeVisible()
  await card.getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: new RegExp(`Reschedule ${service}`) })
  await dialog.getByLabel('New time').selectOption(to)
  await dialog.getByRole('button', { name: 'Save new time' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByText(`${to} ET`)).toBeVisible()

  await card.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click()
  const past = page.getByRole('region', { name: 'Past' })
  await expect(past.getByRole('article', { name: new RegExp(service) }).first()).toBeVisible()
  await expect(past.getByText('cancelled')).toBeVisible()
}

/** The visit of the multi-service journeys: 45 + 60 + 15 minutes with Grace Kim. */
export const graceVisit = {
  name: 'Gel Manicure + Signature Pedicure + Nail Art (Simple)',
  request: {
    service: 'gel-manicure',
    secondService: 'signature-pedicure',
    addOns: ['nail-art-simple'],
    stylist: 'stylist-grace',
  },
}

/** A name for `getByRole(..., { name })` that matches text as it is, brackets and plus signs too. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/**
 * On the booking form, as a client: the Gel Manicure with a Signature Pedicure and simple nail
 * art, with Grace Kim, on `date` at `time`; checks the summary, confirms, and waits for the news.
 */
export async function bookGraceVisit(page: Page, date: string, time: string) {
  await page.getByLabel('Full Name').fill('Maria Lopez')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await page.getByLabel('Service', { exact: true }).selectOption('Gel Manicure — $45')
  await page.getByLabel('Second service (optional)').selectOption('Signature Pedicure — $50')
  await page.getByRole('checkbox', { name: 'Nail Art (Simple)' }).check()
  await page.getByLabel('Stylist').selectOption('Grace Kim — Pedicure Specialist')
  const summary = page.locator('[aria-labelledby="booking-summary"]')
  const services = summary.getByRole('list', { name: 'Services' }).getByRole('listitem')
  await expect(services).toHaveText([
    /Gel Manicure\s*\$45\s*45 min/,
    /Signature Pedicure\s*\$50\s*60 min/,
    /Nail Art \(Simple\)\s*\$5\+\s*15\+ min/,
  ])
  await expect(summary.getByText('120 min')).toBeVisible()
  await expect(summary.getByText('Grace Kim')).toBeVisible()
  await expect(summary.getByText('$100+').last()).toBeVisible()
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption(time)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
}

/** Fills in the contact form with a message and sends it, as a person would. */
export async function sendContactMessage(page: Page) {
  await page.getByLabel('Name').fill('Ana Garcia')
  await page.getByLabel('Email').fill('ana@example.com')
  await page.getByLabel('Subject').fill('Bridal party')
  await page.getByLabel('Message').fill('Can we book five chairs on a Saturday?')
  await page.getByRole('button', { name: 'Send Message' }).click()
}
