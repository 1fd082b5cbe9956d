import { expect, test } from './fixtures'
import { formatLongDate } from '@/lib/salon-time'
import { at, rewardsCard, spendAndGetBackJourney, type RewardsBackend } from './rewards-journeys'
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
