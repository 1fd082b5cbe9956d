import { expect, test } from './fixtures'
import { formatLongDate } from '@/lib/salon-time'
import {
  at,
  loyalClient,
  rewardsCard,
  spendAndGetBackJourney,
  type RewardsBackend,
} from './rewards-journeys'
import {
  callApi,
  openBookingForm,
  openDayAhead,
  pickDate,
  saveTestCard,
  startSignedIn,
  typeCard,
} from './support'
import { TEST_CARDS } from './policy'
import type { Mocks } from './fixtures'
import type { Page } from '@playwright/test'

const backendOf = (page: Page, mocks: Mocks): RewardsBackend => ({
  outbox: () => mocks.outbox(),
  setClock: (instant) => mocks.setClock(instant),
  seed: (scenario) => mocks.seed(scenario),
  call: (method, path, body, token) => callApi(page, method, path, body, token),
  saveCard: (token) => saveTestCard(page, TEST_CARDS.visa, token),
})

test('a new member joins, books, and sees the visit’s points once it is done', async ({
  page,
  mocks,
}) => {
  // A client who signed up earlier and has no card on file yet: she types one while booking.
  const joy = { name: 'Joy Joiner', email: 'joy.joiner@example.com', password: 'secret123' }
  await startSignedIn(page, '/promotions', joy, { card: false })
  await page.getByRole('button', { name: 'Sign Up Now' }).click()
  await expect(page.getByText('Welcome to Diva Rewards!')).toBeVisible()

  const day = openDayAhead(3)
  await openBookingForm(page, 'gel-manicure')
  await page.getByLabel('Full Name').fill('Joy Joiner')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, day)
  await page.getByLabel('Time').selectOption('10:00 AM')
  await typeCard(page, TEST_CARDS.visa)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  await page.goto('/profile')
  await expect(rewardsCard(page).getByText('0 points', { exact: true })).toBeVisible()
  await mocks.setClock(at(day, '11:00'))
  await page.reload()
  const card = rewardsCard(page)
  await expect(card.getByText('45 points', { exact: true })).toBeVisible()
  await expect(card.getByText('255 points to $30 off')).toBeVisible()
  await expect(card.getByText('1 of 5')).toBeVisible()
  const [line] = await card
    .getByRole('list', { name: 'Points history' })
    .getByRole('listitem')
    .all()
  await expect(line!).toContainText(`Gel Manicure on ${formatLongDate(day)}`)
  await expect(line!).toContainText('+45 points')

  await page.goto('/my-appointments')
  const visit = page
    .getByRole('region', { name: 'Past' })
    .getByRole('article', { name: `Gel Manicure, ${formatLongDate(day)}` })
  await expect(visit.getByText('Points earned')).toBeVisible()
  await expect(visit.getByText('45 points')).toBeVisible()
})

test('with 360 points a $45 manicure costs $15; cancelled, the points come back', async ({
  page,
  mocks,
}) => {
  await spendAndGetBackJourney(page, backendOf(page, mocks))
})

test('the fifth visit earns a free upgrade: offered once, named in the summary, then gone', async ({
  page,
  mocks,
}) => {
  const { finish } = await loyalClient(page, backendOf(page, mocks), false)
  await openBookingForm(page, 'classic-manicure')
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('classic-manicure')
  await expect(page.getByRole('group', { name: 'Diva Rewards' })).toBeHidden()

  await finish()
  await page.reload()
  await page.getByLabel('Service', { exact: true }).selectOption('classic-manicure')
  await page.getByLabel('Free upgrade').selectOption('Classic Manicure → Signature Manicure')
  const summary = page.locator('[aria-labelledby="booking-summary"]')
  await expect(
    summary.getByText('Signature Manicure (free upgrade from Classic Manicure)'),
  ).toBeVisible()
  await expect(summary.getByText('45 min').first()).toBeVisible()
  await expect(summary.getByText('$25').last()).toBeVisible()
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, openDayAhead(10))
  await page.getByLabel('Time').selectOption('11:00 AM')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.getByText('Signature Manicure, from Classic Manicure')).toBeVisible()

  await page.getByRole('button', { name: 'Book Another Appointment' }).click()
  await page.getByLabel('Service', { exact: true }).selectOption('Classic Manicure — $25')
  // Her 360 points still offer the reward; the upgrade is used.
  await expect(page.getByRole('checkbox', { name: 'Use 300 points for $30 off' })).toBeVisible()
  await expect(page.getByLabel('Free upgrade')).toHaveCount(0)
})
