// The site built with VITE_API_MOCKING=off and VITE_API_BASE_URL pointing at `npm run api`, used
// by people with no service worker at all (the real-api project in playwright.config.ts): what a
// front-end developer gets on swapping in a real API. The tests share that one server and run
// in order; each starts from empty data with no delays.
import type { Page } from '@playwright/test'
import type { MailRecord } from '@/mocks/db/records'
import { expect, realApiTest as test } from './fixtures'
import {
  openBookingForm,
  openDayAhead,
  pickDate,
  rescheduleThenCancel,
  signInThroughForm,
  typeCard,
} from './support'
import { TEST_CARDS } from './policy'
import { forgottenPasswordJourney } from './reset-journey'

const newEmail = (who: string) => `${who}.${Date.now()}@example.com`

/** The signed-in client's token, as the app keeps it. */
const sessionToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token)

test.beforeEach(async ({ api }) => {
  await api.control('reset')
  await api.control('setLatency', 'none')
})

test('register, log out, and sign in again', async ({ page }) => {
  const email = newEmail('ana')
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Ana Garcia')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Confirm Password').fill('secret123')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Your account has been created')).toBeVisible()
  await expect(page).toHaveURL('/')

  await page.getByRole('button', { name: 'My Account' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByText('You have been successfully logged out')).toBeVisible()

  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await signInThroughForm(page, email)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Ana Garcia' })).toBeVisible()
})

test('a forgotten password, from the mail alone: a new one signs her in, the link works once', async ({
  page,
  api,
}) => {
  const email = newEmail('rosa')
  const registered = await api.call('POST', '/auth/register', {
    name: 'Rosa Martinez',
    email,
    password: 'secret123',
  })
  expect(registered.status).toBe(201)
  await forgottenPasswordJourney(
    page,
    email,
    async () => (await api.control('outbox')) as MailRecord[],
  )
})

test('book with a promotion code, then reschedule and cancel, each mailed', async ({
  page,
  api,
}) => {
  const email = newEmail('bea')
  const date = openDayAhead(4)
  await page.goto('/booking?service=signature-pedicure')
  await expect(page).toHaveURL('/login')
  await signInThroughForm(page, email)
  await expect(page).toHaveURL('/booking?service=signature-pedicure')
  await page.getByLabel('Full Name').fill('Bea Lopez')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption('10:00 AM')
  await page.getByLabel('Promo code (optional)').fill('FIRSTDIVA')
  await expect(page.getByText('FIRSTDIVA: 20% off applied.')).toBeVisible()
  await expect(page.getByText('$40', { exact: true })).toBeVisible()
  // Her first booking: the card typed here goes to the provider beside the API, over HTTP.
  await typeCard(page, TEST_CARDS.visa)
  await expect(page.getByText('Any fee is charged to your Visa ending in 4242.')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(
    page.getByText(/Your appointment has been scheduled for .* at 10:00 AM/),
  ).toBeVisible()

  await page.getByRole('link', { name: 'View My Appointments' }).click()
  await rescheduleThenCancel(page, 'Signature Pedicure', '10:00 AM', '3:30 PM')
  const mails = ((await api.control('outbox')) as MailRecord[]).filter((m) => m.to === email)
  expect(mails.map((m) => m.kind)).toEqual([
    'booking-confirmation',
    'appointment-rescheduled',
    'appointment-cancelled',
  ])
  expect(mails[1]!.body).toMatch(/Was: .* at 10:00 AM ET\nNow: .* at 3:30 PM ET/)
})

test('a booking whose answer is lost after it was made: sent again with its key, one visit and one mail', async ({
  page,
  api,
}) => {
  const email = newEmail('lia')
  const date = openDayAhead(5)
  await page.goto('/login')
  await signInThroughForm(page, email)
  await api.saveCard(await sessionToken(page))
  await openBookingForm(page, 'gel-manicure')
  await page.getByLabel('Full Name').fill('Lia Chen')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption('10:00 AM')
  // The server makes the booking, then drops the connection before it answers.
  await api.control('failNext', 'POST', '/appointments', 'lost')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await page.getByRole('link', { name: 'View My Appointments' }).click()
  await expect(
    page.getByRole('region', { name: 'Upcoming' }).getByRole('article', { name: /Gel Manicure/ }),
  ).toHaveCount(1)
  const mails = ((await api.control('outbox')) as MailRecord[]).filter((m) => m.to === email)
  expect(mails.map((m) => m.kind)).toEqual(['booking-confirmation'])
})

test('a contact message is sent and acknowledged', async ({ page, api }) => {
  const email = newEmail('dana')
  await page.goto('/contact')
  await page.getByLabel('Name').fill('Dana Kim')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Subject').fill('Bridal party')
  await page.getByLabel('Message').fill('Can we book five chairs on a Saturday?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('')
  const outbox = (await api.control('outbox')) as { kind: string; to: string }[]
  expect(outbox).toContainEqual(expect.objectContaining({ kind: 'contact-acknowledgement' }))
  expect(outbox.map((mail) => mail.to)).toContain(email)
})

test('a server error (500) shows Retry, and Retry brings the list', async ({ page, api }) => {
  await page.goto('/login')
  await signInThroughForm(page, newEmail('eve'))
  // Both lists (upcoming and past) fail, and so does the one retry each gets on its own.
  for (let i = 0; i < 4; i++) await api.control('failNext', 'GET', '/appointments', 500)
  await page.goto('/my-appointments')
  const upcoming = page.getByRole('region', { name: 'Upcoming' })
  await expect(upcoming.getByText('We could not load your appointments.')).toBeVisible()
  await upcoming.getByRole('button', { name: 'Retry' }).click()
  // Every new account starts with a sample visit a week ahead.
  await expect(upcoming.getByRole('article', { name: /Basic Package/ })).toBeVisible()
})

test('a prerendered page shows the price the API has now, without a rebuild', async ({ page }) => {
  // The build drew /services with the API's answers of that moment: readable before any script.
  const served = await (await page.request.get('/services')).text()
  expect(served).toContain('Classic Manicure')
  expect(served).toContain('$25')
  // Since then the salon has raised that price.
  await page.route('**/api/services*', async (route) => {
    const response = await route.fetch()
    const services = (await response.json()) as { title: string }[]
    await route.fulfill({
      response,
      json: services.map((s) => (s.title === 'Classic Manicure' ? { ...s, price: 27 } : s)),
    })
  })
  await page.goto('/services')
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByText('$27')).toBeVisible()
})
