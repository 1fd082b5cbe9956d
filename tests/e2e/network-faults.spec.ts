import { type Page } from '@playwright/test'
import { formatLongDate } from '@/lib/salon-time'
import { expect, test, type Mocks } from './fixtures'
import {
  bookAsOtherClients,
  bookThroughApi,
  callApi,
  expectContactMessageKept,
  openBookingForm,
  openDayAhead,
  pickDate,
  requestsTo,
  sendContactMessage,
  signInThroughForm,
  startSignedIn,
} from './support'

// What the network does to a write, as a person on a poor signal meets it: the answer lost after
// the booking was made, the request lost before it arrived, no answer in time, a proxy's error
// page, a press twice. Each ends in one visit and one mail, or in a plain message with every
// field kept; pressing again then reuses the action's Idempotency-Key.

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

/** Signs her in with a gel manicure booked at 4:00 PM in 12 days: its id and its card. */
async function openBookedVisit(page: Page) {
  const date = openDayAhead(12)
  await startSignedIn(page, '/')
  const booked = await bookThroughApi(page, {
    ...{ name: 'Ana Garcia', email: 'ana.garcia@example.com', phone: '7035550100' },
    ...{ service: 'gel-manicure', date, time: '16:00' },
  })
  await page.goto('/my-appointments')
  const card = page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: `Gel Manicure, ${formatLongDate(date)}` })
  return { id: (booked.body as { id: string }).id, card }
}

async function expectBookingKept(page: Page, date: string) {
  await expect(page.getByLabel('Full Name')).toHaveValue('Ana Garcia')
  await expect(page.getByLabel('Phone Number')).toHaveValue('(703) 555-0100')
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('gel-manicure')
  await expect(page.getByRole('button', { name: /^Date:/ })).toHaveAccessibleName(
    `Date: ${formatLongDate(date)}`,
  )
  await expect(page.getByLabel('Time')).toHaveValue('10:00')
  await expect(page.getByLabel('Special Requests or Notes (optional)')).toHaveValue(NOTES)
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

for (const fault of ['lost', 'network'] as const) {
  test(`a booking whose ${fault === 'lost' ? 'answer is lost after it was made' : 'request is lost on the way'}: sent again, it ends confirmed, with one visit and one mail`, async ({
    page,
    mocks,
  }) => {
    await openFilledBooking(page)
    await mocks.failNext('POST', '/appointments', fault)
    await page.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    await expectOneBooking(page, mocks)
  })
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

test('a booking the network keeps failing: she is told plainly, keeps every field, and one more press books it once', async ({
  page,
  mocks,
}) => {
  const date = await openFilledBooking(page)
  for (let i = 0; i < 3; i++) await mocks.failNext('POST', '/appointments', 'lost')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Booking failed', { exact: true })).toBeVisible()
  await expect(
    page.getByText(
      'We could not reach the salon’s server. Please check your connection and try again.',
    ),
  ).toBeVisible()
  await expectBookingKept(page, date)

  // The lost answers hid a booking that was made: the same key brings it back, not a second one.
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expectOneBooking(page, mocks)
})

test('a booking a proxy answers with an error page: a failure on the salon’s side, every field kept', async ({
  page,
  mocks,
}) => {
  const date = await openFilledBooking(page)
  await mocks.failNext('POST', '/appointments', 'html')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Booking failed', { exact: true })).toBeVisible()
  await expect(
    page.getByText('We could not complete your booking. Please try again.'),
  ).toBeVisible()
  await expectBookingKept(page, date)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expectOneBooking(page, mocks)
})

// The server refuses her a second visit at the same time, so one visit alone would not show a
// second press sent; the requests do.
test('Confirm Booking pressed twice in a row (a double click): sent once, one visit, one mail', async ({
  page,
  mocks,
}) => {
  await openFilledBooking(page)
  const sent = requestsTo(page, '/api/appointments', 'POST')
  await page.getByRole('button', { name: 'Confirm Booking' }).dblclick()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expectOneBooking(page, mocks)
  expect(sent).toHaveLength(1)
})

test('Enter pressed twice in the form: sent once, one visit, one mail', async ({ page, mocks }) => {
  await openFilledBooking(page)
  // The contract's delay keeps the booking on its way while the second Enter lands.
  await mocks.setLatency('spec')
  const sent = requestsTo(page, '/api/appointments', 'POST')
  await page.getByLabel('Phone Number').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expectOneBooking(page, mocks)
  expect(sent).toHaveLength(1)
})

test('a second visit at the same time under her own name: refused in her words, the nearest times offered, a friend’s is booked', async ({
  page,
}) => {
  const date = openDayAhead(6)
  await startSignedIn(page, '/')
  const first = await bookThroughApi(page, {
    ...{ name: 'Ana Garcia', email: 'ana.garcia@example.com', phone: '7035550100' },
    ...{ service: 'classic-manicure', date, time: '11:00' },
  })
  expect(first.status, JSON.stringify(first.body)).toBe(201)
  await openBookingForm(page, 'gel-pedicure')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption('11:00 AM')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  const day = formatLongDate(date).replace(/, \d{4}$/, '')
  await expect(page.getByLabel('Time', { exact: true })).toHaveAccessibleErrorMessage(
    `You already have a visit at that time: Classic Manicure, 11:00 AM on ${day}`,
  )
  await expect(page.getByLabel('Phone Number')).toHaveValue('(703) 555-0100')
  await expect(
    page.getByRole('group', { name: 'Nearest free times' }).getByRole('button').first(),
  ).toBeVisible()

  await page.getByLabel('Full Name').fill('Maria Garcia')
  await page.getByLabel('Time', { exact: true }).selectOption('11:00 AM')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
})

test('a reschedule the back-end fails (503): the dialog says so and keeps the time chosen; the visit stays', async ({
  page,
  mocks,
}) => {
  const { id, card } = await openBookedVisit(page)
  await card.getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reschedule Gel Manicure' })
  await dialog.getByLabel('New time').selectOption('11:00 AM')
  await mocks.failNext('PATCH', `/appointments/${id}`, 503)
  await dialog.getByRole('button', { name: 'Save new time' }).click()
  await expect(
    dialog.getByText('We could not move your appointment. Please try again.'),
  ).toBeVisible()
  await expect(dialog.getByLabel('New time')).toHaveValue('11:00')
  const { body } = await callApi(page, 'GET', '/appointments?scope=upcoming')
  expect((body.appointments as { id: string; time: string }[]).find((a) => a.id === id)?.time).toBe(
    '16:00',
  )
})

test('a cancellation the back-end fails (500): she is told, and the visit stays', async ({
  page,
  mocks,
}) => {
  const { id, card } = await openBookedVisit(page)
  await mocks.failNext('POST', `/appointments/${id}/cancel`, 500)
  await card.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click()
  await expect(page.getByText('Could not cancel', { exact: true })).toBeVisible()
  await expect(page.getByText('Please try again.', { exact: true })).toBeVisible()
  await expect(card).toBeVisible()
  const { body } = await callApi(page, 'GET', '/appointments?scope=upcoming')
  expect((body.appointments as { id: string }[]).map((a) => a.id)).toContain(id)
})

test('a waitlist entry the back-end fails (500): the dialog says so and keeps the time chosen', async ({
  page,
  mocks,
}) => {
  const date = openDayAhead(5)
  await startSignedIn(page, '/booking?service=gel-manicure')
  await bookAsOtherClients(page.context(), 4, { service: 'gel-manicure', date, time: '14:00' })
  await pickDate(page, date)
  await page.getByRole('button', { name: 'Tell me if a time opens' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tell me if a time opens' })
  await dialog.getByLabel('Which time?').selectOption('2:00 PM')
  await mocks.failNext('POST', '/waitlist', 500)
  await dialog.getByRole('button', { name: 'Add me to the waitlist' }).click()
  await expect(
    dialog.getByText('We could not add you to the waitlist. Please try again.'),
  ).toBeVisible()
  await expect(dialog.getByLabel('Which time?')).toHaveValue('14:00')
  expect(await mocks.waitlist()).toEqual([])
})

test('a sign-in the back-end fails (500): she is told, and her email stays', async ({
  page,
  mocks,
}) => {
  await page.goto('/login')
  await mocks.failNext('POST', '/auth/login', 500)
  await page.getByLabel('Email').fill('ana.garcia@example.com')
  await page.getByLabel('Password').fill('secret123')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('ana.garcia@example.com')
  await signInThroughForm(page)
})

test('an answer that breaks the contract: the person is told, and the message she wrote stays', async ({
  page,
  mocks,
}) => {
  await page.goto('/contact')
  // A 201 whose body is an error envelope: not what the contract says a sent message answers.
  await mocks.failNext('POST', '/contact-messages', 201)
  await sendContactMessage(page)
  await expectContactMessageKept(page)
})
