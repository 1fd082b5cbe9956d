import { type Page } from '@playwright/test'
import { expect, test, type Mocks } from './fixtures'
import { callApi, openDayAhead, pickDate, startSignedIn } from './support'

// A booking that gets no answer in time, as a person on a poor signal meets it: the client waits
// out its own time limit and sends it again with its Idempotency-Key, and it ends in one visit.
// Only a real browser runs that limit (msw/node's requests ignore it); the other faults of the
// network and the back-end are proven in vitest (tests/integration/faults-*.test.tsx).

const NOTES = 'Almond shape, please'

/** Signs her in, opens the booking form for a gel manicure and fills it in: the day chosen. */
async function openFilledBooking(page: Page) {
  const date = openDayAhead(5)
  await startSignedIn(page, '/booking?service=gel-manicure')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption('10:00 AM')
  await page.getByLabel('Special Requests or Notes (optional)').fill(NOTES)
  return date
}

/** The gel manicures the back-end holds for her, and the confirmations it sent. */
async function expectOneBooking(page: Page, mocks: Mocks) {
  const { body } = await callApi(page, 'GET', '/appointments?scope=upcoming')
  const gel = (body.appointments as { serviceName: string; notes?: string }[]).filter(
    (a) => a.serviceName === 'Gel Manicure',
  )
  expect(gel).toEqual([expect.objectContaining({ notes: NOTES })])
  const mails = (await mocks.outbox()).filter((m) => m.kind === 'booking-confirmation')
  expect(mails).toHaveLength(1)
}

test('a booking that gets no answer in time: sent again, it ends confirmed, with one visit', async ({
  page,
  mocks,
}) => {
  await openFilledBooking(page)
  await mocks.failNext('POST', '/appointments', 'timeout')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  // The client waits out its time limit before it sends the booking again.
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({
    timeout: 40_000,
  })
  await expectOneBooking(page, mocks)
})
