import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { formatDayOfYear, formatLongDate } from '@/lib/salon-time'
import { expect, test } from './fixtures'
import { expectNoViolations } from './a11y-checks'
import { isPhone, openDayAhead, pickDate, startSignedIn } from './support'

// Booking together (docs/behaviour.md): the journeys a client makes with a friend, a private
// event and a bridal party. The seating and the prices are proven in vitest (api-parties).

/** Adds a guest with her name and service, as a client does. */
async function addGuest(page: Page, name: string, service: string) {
  await page.getByRole('button', { name: 'Add a guest' }).click()
  const count = await page.getByRole('button', { name: /^Remove Guest/ }).count()
  await page.getByLabel(`Guest ${count}: name`).fill(name)
  await page.getByLabel(`Guest ${count}: service`).selectOption(service)
}

const summary = (page: Page) =>
  page.getByRole('heading', { name: /^Your Party of/ }).locator('../..')

test('she books herself and a friend with DIVAFRIEND, side by side, then cancels the friend @phone', async ({
  page,
}) => {
  await startSignedIn(page, '/booking?service=gel-manicure&promo=DIVAFRIEND')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await addGuest(page, 'Bea Lopez', 'signature-pedicure')
  await page.getByLabel('Guest 1: email (optional)').fill('bea@example.com')
  const date = openDayAhead(4)
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption('10:00 AM')
  await expect(
    summary(page).getByText('DIVAFRIEND: 15% off every person’s services.'),
  ).toBeVisible()
  await expect(summary(page).getByText('$38.25')).toBeVisible()
  await expect(summary(page).getByText('$42.50')).toBeVisible()
  await expect(summary(page).getByText('$80.75')).toBeVisible()
  if (!isPhone(page)) await expectNoViolations(page, 'the booking form with a guest')

  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const party = page.getByRole('list', { name: 'Your party' })
  await expect(party.getByRole('listitem')).toHaveCount(2)
  await expect(party.getByText(/^10:00 AM ET with /)).toHaveCount(2)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  const ics = await readFile((await download.path())!, 'utf8')
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
  expect(ics).toContain('(Bea Lopez)')

  await page.getByRole('link', { name: 'View My Appointments' }).click()
  const card = page.getByRole('article', { name: `Party of 2, ${formatLongDate(date)}` })
  await expect(card.getByText('Bea Lopez', { exact: true })).toBeVisible()
  if (!isPhone(page)) await expectNoViolations(page, 'a party’s card')
  await card.getByRole('button', { name: 'Cancel Bea Lopez' }).click()
  await page.getByRole('button', { name: 'Cancel her visit' }).click()
  await expect(page.getByText('Bea Lopez’s Signature Pedicure on')).toBeVisible()
  await expect(card.getByText('Cancelled')).toBeVisible()
  await expect(card.getByText('Party total: $38.25')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel party' })).toBeVisible()
})

test('a private event of six: refused three days ahead, booked eight days ahead in two waves', async ({
  page,
}) => {
  await startSignedIn(page, '/booking?service=gel-manicure')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  for (const name of ['Bea Lopez', 'Cara Diaz', 'Dana Fox', 'Eva Moss', 'Fay Chen'])
    await addGuest(page, name, 'classic-manicure')
  await expect(page.getByText('A party of 6: a private event.')).toBeVisible()

  await pickDate(page, openDayAhead(3))
  await expect(page.getByText(/^A private event is booked at least 7 days ahead\./)).toBeVisible()
  await expect(page.getByLabel('Time').locator('option', { hasText: '10:00 AM' })).toHaveText(
    '10:00 AM (needs more notice)',
  )

  const date = openDayAhead(8)
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption('10:00 AM')
  await expect(
    summary(page).getByText('Private event: 10% off every person’s services, and champagne on us.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const party = page.getByRole('list', { name: 'Your party' })
  await expect(party.getByText(/^10:00 AM ET with /)).toHaveCount(4)
  await expect(party.getByText(/^11:00 AM ET with /)).toHaveCount(2)
  await expect(
    page.getByText('Champagne is on us: we will have it ready for your party.'),
  ).toBeVisible()
})

test('a bridal party ten days ahead is refused, and two weeks ahead the bride sits with Mia', async ({
  page,
}) => {
  await startSignedIn(page, '/booking?service=gel-manicure')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await addGuest(page, 'Bea Lopez', 'gel-manicure')
  await addGuest(page, 'Cara Diaz', 'classic-manicure')
  await page.getByLabel('This is a bridal party').check()
  await page.getByLabel('The bride').selectOption('Bea Lopez')

  await pickDate(page, openDayAhead(10))
  const first = formatDayOfYear(openDayAhead(14))
  await expect(
    page.getByText(
      `A bridal party is booked at least 14 days ahead. The first day you can book is ${first}.`,
    ),
  ).toBeVisible()
  await pickDate(page, openDayAhead(15))
  await page.getByLabel('Time').selectOption('11:00 AM')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const bride = page.getByRole('list', { name: 'Your party' }).getByRole('listitem').filter({
    hasText: 'Bea Lopez (the bride)',
  })
  await expect(bride.getByText('11:00 AM ET with Mia Tran')).toBeVisible()
})
