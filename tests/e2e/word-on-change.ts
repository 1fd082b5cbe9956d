// The journeys of the mails a visit sends as it changes and of the waitlist (reminders.spec.ts),
// and the `Backend` calls they and other journeys make beside the page: its outbox, its clock,
// other clients.
import type { Page } from '@playwright/test'
import { formatLongDate, salonDateTime } from '@/lib/salon-time'
import type { MailRecord } from '@/mocks/db/records'
import { expect, type Mocks } from './fixtures'
import { policyFor, TEST_CARDS, type VisitAsked } from './policy'
import {
  callApi,
  openBookingForm,
  openDayAhead,
  pickDate,
  saveTestCard,
  signInThroughForm,
} from './support'

type Answer = { status: number; body: { token?: string; id?: string } | null }

/** What a journey needs of the back-end besides the page: its outbox, its clock, other clients. */
export interface Backend {
  outbox(): Promise<MailRecord[]>
  setClock(at: string | null): Promise<unknown>
  call(method: string, path: string, body?: unknown, token?: string): Promise<Answer>
  /** Keeps a Visa on file for the client `token` names: the card's id. */
  saveCard(token: string): Promise<string>
}

/**
 * What the client `token` names agrees to when she books `visit`: held by her default card, or a
 * Visa she puts on file now.
 */
export async function agreementFor(backend: Backend, token: string, visit: VisitAsked) {
  const { body } = await backend.call('GET', '/payment-methods', undefined, token)
  const cards = (body as unknown as { cards: { id: string; isDefault: boolean }[] }).cards
  const cardId = cards.find((c) => c.isDefault)?.id ?? (await backend.saveCard(token))
  return { ...policyFor(visit), cardId }
}

/** The mock back-end in the page: its control API, and the API called from the page. */
export const mockBackend = (page: Page, mocks: Mocks): Backend => ({
  outbox: () => mocks.outbox(),
  setClock: (at) => mocks.setClock(at),
  call: (method, path, body, token) => callApi(page, method, path, body, token),
  saveCard: (token) => saveTestCard(page, TEST_CARDS.visa, token),
})

const DAY_MS = 24 * 60 * 60 * 1000
/** The instant 24 hours before a salon date and time, plus `minutes`. */
const dayBefore = (date: string, time: string, minutes = 0) =>
  new Date(salonDateTime(date, time).getTime() - DAY_MS + minutes * 60_000).toISOString()

/** Books a Gel Manicure through the API as the client `token` names: its id. */
async function book(
  backend: Backend,
  token: string,
  email: string,
  date: string,
  time: string,
  name = 'Client',
) {
  const visit = { name, email, phone: '(703) 555-0100', service: 'gel-manicure' }
  const agreement = await agreementFor(backend, token, visit)
  const booked = await backend.call(
    'POST',
    '/appointments',
    { ...visit, date, time, agreement },
    token,
  )
  expect(booked.status).toBe(201)
  return booked.body!.id!
}

/** Another client, signed up through the API: her token. */
async function otherClient(backend: Backend, name: string, email: string) {
  const { status, body } = await backend.call('POST', '/auth/register', {
    name,
    email,
    password: 'secret123',
  })
  expect(status).toBe(201)
  return body!.token!
}

const pageToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token)

/**
 * Two visits the day after tomorrow; one is cancelled on My Appointments. With the clock at the
 * day before, exactly one reminder is there, for the visit kept; moving the clock on sends
 * nothing new. With "Email me reminders" turned off on Profile, a later visit gets none.
 */
export async function reminderJourney(page: Page, backend: Backend, email: string) {
  const date = openDayAhead(3)
  await page.goto('/login')
  await signInThroughForm(page, email)
  const token = await pageToken(page)
  for (const time of ['10:00', '15:00']) await book(backend, token, email, date, time)
  await page.goto('/my-appointments')
  const upcoming = page.getByRole('region', { name: 'Upcoming' })
  const afternoon = upcoming.getByRole('article').filter({ hasText: '3:00 PM ET' })
  await afternoon.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click()
  await expect(page.getByRole('region', { name: 'Past' }).getByText('cancelled')).toBeVisible()

  const reminders = async () =>
    (await backend.outbox()).filter((m) => m.kind === 'appointment-reminder' && m.to === email)
  await backend.setClock(dayBefore(date, '10:00', -1))
  expect(await reminders()).toEqual([])
  await backend.setClock(dayBefore(date, '10:00'))
  const [reminder, ...more] = await reminders()
  expect(more).toEqual([])
  expect(reminder!.subject).toBe(`Reminder: Gel Manicure on ${formatLongDate(date)} at 10:00 AM ET`)
  await backend.setClock(dayBefore(date, '15:00', 60))
  expect(await reminders()).toHaveLength(1)
  await backend.setClock(null)

  await page.goto('/profile')
  const setting = page.getByRole('checkbox', { name: 'Email me reminders' })
  await expect(setting).toBeChecked()
  await setting.uncheck()
  await expect(page.getByText('We will not email you before your visits.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Email me reminders' })).not.toBeChecked()
  const later = openDayAhead(6)
  await book(backend, token, email, later, '10:00')
  await backend.setClock(dayBefore(later, '10:00', 5))
  expect(await reminders()).toHaveLength(1)
  await backend.setClock(null)
}

/** Client A books `time` on `date` with each of the four stylists; she can cancel one of them. */
export async function holdWithEveryStylist(
  backend: Backend,
  email: string,
  date: string,
  time: string,
) {
  const token = await otherClient(backend, 'Client A', email)
  const held: string[] = []
  // Four friends on her account, one in each chair: one person is in one chair at a time.
  for (const friend of ['Ana', 'Bea', 'Cara', 'Dana'])
    held.push(await book(backend, token, email, date, time, friend))
  return {
    async cancelOne() {
      const cancelled = await backend.call(
        'POST',
        `/appointments/${held.pop()}/cancel`,
        undefined,
        token,
      )
      expect(cancelled.status).toBe(200)
    },
  }
}

/**
 * Client A holds 11:00 AM with every stylist. Client B asks to be told if it opens; A cancels
 * one; B gets one mail, sees the notice on My Appointments, and books the time from it.
 */
export async function waitlistJourney(page: Page, backend: Backend, email: string) {
  const date = openDayAhead(4)
  const clientA = await holdWithEveryStylist(backend, email.replace('@', '.a@'), date, '11:00')

  await page.goto('/login')
  await signInThroughForm(page, email)
  await backend.saveCard(await pageToken(page))
  await openBookingForm(page, 'gel-manicure')
  await pickDate(page, date)
  await expect(page.getByRole('option', { name: '11:00 AM (fully booked)' })).toBeDisabled()
  await page.getByRole('button', { name: 'Tell me if a time opens' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tell me if a time opens' })
  await dialog.getByLabel('Which time?').selectOption('11:00 AM')
  await dialog.getByRole('button', { name: 'Add me to the waitlist' }).click()
  await expect(
    page.getByText(`We will email you if 11:00 AM opens on ${formatLongDate(date)}.`),
  ).toBeVisible()

  await page.goto('/my-appointments')
  const waitlist = page.getByRole('region', { name: 'Waitlist' })
  await expect(waitlist.getByText(`Waiting for 11:00 AM on ${formatLongDate(date)}`)).toBeVisible()

  await clientA.cancelOne()
  const told = (await backend.outbox()).filter((m) => m.kind === 'waitlist-opening')
  expect(told.map((m) => m.to)).toEqual([email])

  await page.reload()
  const notice = waitlist.getByRole('listitem').filter({ hasText: 'A time opened' })
  await expect(notice.getByText(`A time opened: 11:00 AM on ${formatLongDate(date)}`)).toBeVisible()
  await notice.getByRole('link', { name: 'Book' }).click()
  await expect(page).toHaveURL(/\/booking\?service=gel-manicure&date=.*&time=11%3A00/)
  await expect(page.getByLabel('Time')).toHaveValue('11:00')
  await page.getByLabel('Full Name').fill('Client B')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.getByText(/scheduled for .* at 11:00 AM/)).toBeVisible()
  expect((await backend.outbox()).filter((m) => m.kind === 'waitlist-opening')).toHaveLength(1)
}
