import { type Page } from '@playwright/test'
import { formatLongDate } from '@/lib/salon-time'
import { expect, test } from './fixtures'
import {
  bookAsOtherClients,
  bookThroughApi,
  callApi,
  expectContactMessageKept,
  openDayAhead,
  pickDate,
  requestsTo,
  sendContactMessage,
  startSignedIn,
} from './support'

// The ways things go wrong for people: a refusal or a failure of the back-end, a change of mind,
// text past a limit. Each test checks what the person is told and that nothing they typed is gone.

const NOTES = 'Almond shape, no polish on the thumbs'

/** Fills in the booking form (the service comes with the address) as a client would. */
async function fillBooking(page: Page, date: string, time: string) {
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption(time)
  await page.getByLabel('Special Requests or Notes (optional)').fill(NOTES)
  await page.getByLabel('Promo code (optional)').fill('FIRSTDIVA')
}

/** Every field still holds what was put in it. */
async function expectBookingKept(page: Page, date: string) {
  await expect(page.getByLabel('Full Name')).toHaveValue('Ana Garcia')
  await expect(page.getByLabel('Email')).toHaveValue('ana.garcia@example.com')
  await expect(page.getByLabel('Phone Number')).toHaveValue('(703) 555-0100')
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('gel-manicure')
  await expect(page.getByRole('button', { name: /^Date:/ })).toHaveAccessibleName(
    `Date: ${formatLongDate(date)}`,
  )
  await expect(page.getByLabel('Special Requests or Notes (optional)')).toHaveValue(NOTES)
  await expect(page.getByLabel('Promo code (optional)')).toHaveValue('FIRSTDIVA')
}

/** The signed-in client's upcoming appointments, as the back-end holds them. */
async function upcomingOnServer(page: Page) {
  const { body } = await callApi(page, 'GET', '/appointments?scope=upcoming')
  return body.appointments as {
    serviceName: string
    time: string
    status: string
    notes?: string
  }[]
}

test('a booking refused because the slot was taken meanwhile (409): the time is marked, the nearest free times offered, nothing typed lost', async ({
  page,
  context,
}) => {
  const date = openDayAhead(11)
  await startSignedIn(page, '/booking?service=gel-manicure')
  await fillBooking(page, date, '11:00 AM')
  // Meanwhile, four clients in another tab take every stylist at 11:00.
  await bookAsOtherClients(context, 4, { service: 'gel-manicure', date, time: '11:00' })

  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  const taken = `Sorry, 11:00 AM on ${formatLongDate(date)} was just booked. Please choose another time.`
  // Exact: the offers that come with the refusal are labelled "Nearest free times".
  const timeField = page.getByLabel('Time', { exact: true })
  await expect(timeField).toHaveAccessibleErrorMessage(taken)
  await expect(timeField).toBeFocused()
  await expectBookingKept(page, date)

  const offers = page.getByRole('group', { name: 'Nearest free times' })
  const nearest = offers.getByRole('button').first()
  const time = (await nearest.textContent())!
  expect(time).not.toBe('11:00 AM')
  await nearest.click()
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(
    page.getByText(new RegExp(`Your appointment has been scheduled for .* at ${time}`)),
  ).toBeVisible()
  // What the fields showed is what was booked.
  const gel = (await upcomingOnServer(page)).find((a) => a.serviceName === 'Gel Manicure')
  expect(gel?.notes).toBe(NOTES)
})

test('a booking the back-end fails (an injected fault): it says so, keeps every field, and books on a second press', async ({
  page,
  mocks,
}) => {
  const date = openDayAhead(5)
  await startSignedIn(page, '/booking?service=gel-manicure')
  await fillBooking(page, date, '10:00 AM')
  await mocks.failNext('POST', '/appointments', 500)

  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Booking failed', { exact: true })).toBeVisible()
  await expect(
    page.getByText('We could not complete your booking. Please try again.'),
  ).toBeVisible()
  await expectBookingKept(page, date)
  await expect(page.getByLabel('Time')).toHaveValue('10:00')
  expect((await upcomingOnServer(page)).map((a) => a.serviceName)).not.toContain('Gel Manicure')

  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
})

test('a reschedule refused because the new time was taken meanwhile (409): the visit stays, the nearest free times are offered', async ({
  page,
  context,
}) => {
  const date = openDayAhead(12)
  await startSignedIn(page, '/')
  const booked = await bookThroughApi(page, {
    name: 'Ana Garcia',
    email: 'ana.garcia@example.com',
    phone: '7035550100',
    service: 'gel-manicure',
    date,
    time: '16:00',
  })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  await page.goto('/my-appointments')
  const card = page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: `Gel Manicure, ${formatLongDate(date)}` })
  await card.getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reschedule Gel Manicure' })
  await dialog.getByLabel('New time').selectOption('11:00 AM')
  // Meanwhile, four clients in another tab take every stylist at 11:00.
  await bookAsOtherClients(context, 4, { service: 'gel-manicure', date, time: '11:00' })

  await dialog.getByRole('button', { name: 'Save new time' }).click()
  await expect(dialog.getByLabel('New time')).toHaveAccessibleErrorMessage(
    `Sorry, 11:00 AM on ${formatLongDate(date)} was just booked. Please choose another time.`,
  )
  await expect(
    dialog.getByText(new RegExp(`^Currently ${formatLongDate(date)} at 4:00 PM ET with `)),
  ).toBeVisible()
  expect((await upcomingOnServer(page)).find((a) => a.serviceName === 'Gel Manicure')?.time).toBe(
    '16:00',
  )

  const nearest = dialog.getByRole('group', { name: 'Nearest free times' }).getByRole('button')
  const time = (await nearest.first().textContent())!
  await nearest.first().click()
  await dialog.getByRole('button', { name: 'Save new time' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByText(`${time} ET`)).toBeVisible()
})

test('“Keep appointment” in the cancel dialog keeps the visit: nothing is cancelled', async ({
  page,
}) => {
  await startSignedIn(page, '/my-appointments')
  const card = page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: /^Basic Package/ })
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await expect(dialog.getByText(/^Basic Package \(Manicure & Pedicure\) on /)).toBeVisible()
  await dialog.getByRole('button', { name: 'Keep appointment' }).click()

  await expect(dialog).toBeHidden()
  await expect(card.getByText('upcoming', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Past' }).getByText('cancelled')).toHaveCount(0)
  expect(await upcomingOnServer(page)).toEqual([
    expect.objectContaining({
      serviceName: 'Basic Package (Manicure & Pedicure)',
      status: 'upcoming',
    }),
  ])
  await page.reload()
  await expect(card.getByText('upcoming', { exact: true })).toBeVisible()
})

test('a contact message the back-end fails (an injected fault): it says so, keeps every field, and sends on a second press', async ({
  page,
  mocks,
}) => {
  await page.goto('/contact')
  await mocks.failNext('POST', '/contact-messages', 500)
  await sendContactMessage(page)
  await expectContactMessageKept(page)

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Message' })).toHaveValue('')
})

test('a too-long contact name, subject or message: the count warns, each field says its limit in words, nothing is cut or sent', async ({
  page,
}) => {
  const sent = requestsTo(page, '/api/contact-messages')
  await page.goto('/contact')
  const form = page.getByRole('main')
  const name = form.getByRole('textbox', { name: 'Name' })
  const subject = form.getByRole('textbox', { name: 'Subject' })
  const message = form.getByRole('textbox', { name: 'Message' })
  await expect(message).toHaveAccessibleDescription('0 / 5,000')

  await name.fill('N'.repeat(101))
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await subject.fill('S'.repeat(201))
  await message.fill('M'.repeat(4600))
  await expect(message).toHaveAccessibleDescription('4,600 / 5,000: 400 characters left')
  await message.fill('M'.repeat(6000))
  await expect(message).toHaveAccessibleDescription('6,000 / 5,000: 1,000 characters too many')
  await page.getByRole('button', { name: 'Send Message' }).click()

  await expect(name).toHaveAccessibleErrorMessage('Name must be 100 characters or fewer')
  await expect(subject).toHaveAccessibleErrorMessage('Subject must be 200 characters or fewer')
  await expect(message).toHaveAccessibleErrorMessage('Message must be 5,000 characters or fewer')
  await expect(name).toBeFocused()
  await expect(name).toHaveValue('N'.repeat(101))
  await expect(subject).toHaveValue('S'.repeat(201))
  await expect(message).toHaveValue('M'.repeat(6000))

  // The back-end refuses it in the same words.
  const refused = await callApi(page, 'POST', '/contact-messages', {
    name: 'Ana Garcia',
    email: 'ana@example.com',
    subject: 'Sent by the test',
    message: 'M'.repeat(6000),
  })
  expect(refused.status).toBe(400)
  expect(refused.body.error.message).toBe('Message must be 5,000 characters or fewer')

  // Up to the limit, it goes.
  await name.fill('Ana Garcia')
  await subject.fill('Bridal party')
  await message.fill('M'.repeat(5000))
  await expect(message).toHaveAccessibleDescription('5,000 / 5,000: 0 characters left')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  // Besides the test's own call, the form sent only this message: the too-long one never left.
  expect(sent.map((request) => request.postDataJSON().subject)).toEqual([
    'Sent by the test',
    'Bridal party',
  ])
})
