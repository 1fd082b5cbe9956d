// The Diva Rewards journeys of rewards.spec.ts, through the `Backend` calls of word-on-change.ts.
import type { Page } from '@playwright/test'
import { salonDateTime } from '@/lib/salon-time'
import { expect } from './fixtures'
import { openDayAhead, pickDate, signInThroughForm } from './support'
import { agreementFor, type Backend } from './word-on-change'

/** A back-end whose state a journey can set: a scenario and its clock. */
export interface RewardsBackend extends Backend {
  seed(scenario: 'loyal-client'): Promise<unknown>
}

const LOYAL_EMAIL = 'loyal@example.com'

const pageToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token)

/** The Diva Rewards card on Profile. */
export const rewardsCard = (page: Page) => page.getByRole('region', { name: 'Diva Rewards' })

/** The instant a salon date's `time` comes, for the back-end's clock. */
export const at = (date: string, time: string) => salonDateTime(date, time).toISOString()

/**
 * Nadia, the `'loyal-client'` (280 points, four visits), signed in through the form; her fifth
 * visit ($80: a Luxury Spa Pedicure with simple nail art) is booked through the API, and then
 * the clock passes it: 360 points and a free upgrade.
 */
async function loyalClient(page: Page, backend: RewardsBackend) {
  await page.goto('/login')
  await backend.seed('loyal-client')
  await signInThroughForm(page, LOYAL_EMAIL)
  const day = openDayAhead(2)
  const token = await pageToken(page)
  const visit = { service: 'luxury-pedicure', addOns: ['nail-art-simple'] }
  const fifth = await backend.call(
    'POST',
    '/appointments',
    {
      name: 'Nadia Brooks',
      email: LOYAL_EMAIL,
      phone: '(703) 555-0100',
      ...visit,
      date: day,
      time: '10:00',
      agreement: await agreementFor(backend, token, visit),
    },
    token,
  )
  expect(fifth.status).toBe(201)
  await backend.setClock(at(day, '12:00'))
}

/** On the booking form, already open: her phone, a date and a time; the form is then confirmed. */
async function confirmVisit(page: Page, date: string, time: string) {
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption(time)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
}

/**
 * With 360 points she books a $45 Gel Manicure for $15 with "Use 300 points for $30 off", sees
 * 60 points left on Profile, cancels the visit on My Appointments and sees her 360 again.
 */
export async function spendAndGetBackJourney(page: Page, backend: RewardsBackend) {
  await loyalClient(page, backend)
  await page.goto('/profile')
  await expect(rewardsCard(page).getByText('360 points', { exact: true })).toBeVisible()
  await expect(rewardsCard(page).getByText('Enough for $30 off your next booking')).toBeVisible()

  await page.goto('/booking?service=gel-manicure')
  await page.getByRole('checkbox', { name: 'Use 300 points for $30 off' }).check()
  const summary = page.locator('[aria-labelledby="booking-summary"]')
  await expect(summary.getByText('−$30 (300 points)')).toBeVisible()
  await expect(summary.getByText('$15', { exact: true })).toBeVisible()
  await confirmVisit(page, openDayAhead(10), '11:00')
  await expect(page.getByText('$30 off for 300 points')).toBeVisible()
  await expect(page.getByText('$15', { exact: true })).toBeVisible()
  const [mail] = (await backend.outbox()).filter(
    (m) => m.kind === 'booking-confirmation' && m.subject.startsWith('Booking confirmed: Gel'),
  )
  expect(mail!.body).toContain('Diva Rewards: 300 points spent. This visit will earn 15 points.')

  await page.goto('/profile')
  await expect(rewardsCard(page).getByText('60 points', { exact: true })).toBeVisible()
  await expect(rewardsCard(page).getByText('240 points to $30 off')).toBeVisible()

  await page.goto('/my-appointments')
  const card = page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: /^Gel Manicure/ })
  await expect(card.getByText('$30 off for 300 points')).toBeVisible()
  await card.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click()
  await expect(page.getByRole('region', { name: 'Past' }).getByText('cancelled')).toBeVisible()

  await page.goto('/profile')
  await expect(rewardsCard(page).getByText('360 points', { exact: true })).toBeVisible()
  const history = rewardsCard(page).getByRole('list', { name: 'Points history' })
  await expect(history.getByRole('listitem').first()).toContainText('Given back')
  await expect(history.getByRole('listitem').first()).toContainText('+300 points')
  await backend.setClock(null)
}
