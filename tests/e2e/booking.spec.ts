import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  dayLabel,
  openDayAhead,
  pickDate,
  rescheduleThenCancel,
  setFixedTime,
  signInThroughForm,
  startSignedIn,
  typeCard,
} from './support'
import { TEST_CARDS } from './policy'

async function fillContact(page: Page) {
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
}

test(
  'the whole journey: sign in, book, confirm, see it after a reload, reschedule, cancel',
  { tag: '@phone' },
  async ({ page, mocks }) => {
    const date = openDayAhead(5)
    await page.goto('/booking')
    await expect(page).toHaveURL('/login')
    await signInThroughForm(page, 'ana.garcia@example.com')
    await expect(page).toHaveURL('/booking')
    await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('ana.garcia@example.com')

    await fillContact(page)
    await page.getByLabel('Full Name').fill('Ana Garcia')
    await page.getByLabel('Service', { exact: true }).selectOption('gel-manicure')
    await pickDate(page, date)
    await page.getByLabel('Time').selectOption('10:00 AM')
    const summary = page
      .getByRole('region', { name: 'Your Appointment' })
      .or(page.locator('[aria-labelledby="booking-summary"]'))
    await expect(summary.getByText('10:00 AM ET')).toBeVisible()
    await expect(summary.getByText('$45').first()).toBeVisible()
    // Her first booking: she types the card that holds it, and agrees to the fee by confirming.
    await expect(page.getByText(/a no-show: \$22\.50, 50% of your services/)).toBeVisible()
    await typeCard(page, TEST_CARDS.visa)
    await expect(page.getByText('Any fee is charged to your Visa ending in 4242.')).toBeVisible()

    // The contract's delay from here on: the busy button is what a client sees while it books.
    await mocks.setLatency('spec')
    await page.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    await expect(page.getByText('Booking confirmed!', { exact: true })).toBeVisible()
    await expect(
      page.getByText(/Your appointment has been scheduled for .* at 10:00 AM/),
    ).toBeVisible()
    await expect(
      page.getByText('A confirmation email has been sent to', { exact: false }),
    ).toBeVisible()
    const outbox = await mocks.outbox()
    expect(
      outbox.some((m) => m.kind === 'booking-confirmation' && m.to === 'ana.garcia@example.com'),
    ).toBe(true)

    await page.getByRole('link', { name: 'View My Appointments' }).click()
    await expect(page).toHaveURL('/my-appointments')
    await page.reload()
    const card = page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('article', { name: /Gel Manicure/ })
    await expect(card.getByText('45 min')).toBeVisible()
    await rescheduleThenCancel(page, 'Gel Manicure', '10:00 AM', '3:30 PM')
  },
)

test('a press on the Date label opens the calendar, which fades in rather than growing', async ({
  page,
}) => {
  await startSignedIn(page, '/booking')
  await page.locator('label', { hasText: /^Date$/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  await expect(calendar.getByRole('grid')).toBeVisible()
  // It does not grow as it appears: a day pressed meanwhile would move between press and lift.
  await expect(calendar).toHaveCSS('animation-name', 'fade-in')
})

test('Add to calendar downloads an .ics in the right time zone; Book Another starts afresh', async ({
  page,
}) => {
  await setFixedTime(page, new Date('2026-11-18T15:00:00Z'))
  await startSignedIn(page, '/booking?service=signature-pedicure&promo=FIRSTDIVA')
  await fillContact(page)
  await pickDate(page, '2026-11-25')
  await page.getByLabel('Time').selectOption('10:00 AM')
  await expect(page.getByText('FIRSTDIVA: 20% off applied.')).toBeVisible()
  await expect(page.getByText('$40', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  const ics = await readFile((await download.path())!, 'utf8')
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics).toContain('DTSTART:20261125T150000Z') // 10:00 AM EST
  expect(ics).toContain('DTEND:20261125T160000Z')
  expect(ics).toContain('SUMMARY:Signature Pedicure at Diva Nail Spa')

  await page.getByRole('button', { name: 'Book Another Appointment' }).click()
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible()
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('')
  await expect(page).toHaveURL('/booking')
})

test.describe('from a browser in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('dates and times stay in salon time, across a daylight-saving change', async ({ page }) => {
    // 8:00 PM on Monday 1 March 2027 in Chantilly is already Tuesday morning in Tokyo.
    await setFixedTime(page, new Date('2027-03-02T01:00:00Z'))
    await startSignedIn(page, '/booking?service=classic-manicure')
    await page.getByRole('button', { name: /^Date:/ }).click()
    const calendar = page.getByRole('dialog', { name: 'Choose a date' })
    await expect(
      calendar.getByRole('button', { name: dayLabel('2027-03-01') }),
    ).toHaveAccessibleName(/^Today/)
    await page.keyboard.press('Escape')

    await fillContact(page)
    await pickDate(page, '2027-03-15') // the Monday after clocks spring forward (14 March)
    await page.getByLabel('Time').selectOption('10:00 AM')
    await expect(page.getByText('Monday, March 15, 2027').first()).toBeVisible()
    await page.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    await expect(page.getByText('Monday, March 15, 2027 at 10:00 AM ET')).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ])
    expect(await readFile((await download.path())!, 'utf8')).toContain('DTSTART:20270315T140000Z') // 10:00 AM EDT
  })
})
