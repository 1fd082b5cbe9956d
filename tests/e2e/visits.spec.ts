import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  bookGraceVisit,
  bookThroughApi,
  graceVisit,
  literally,
  openDayAhead,
  pickDate,
  rescheduleThenCancel,
  startSignedIn,
} from './support'

const maria = { name: 'Maria Lopez', email: 'maria.lopez@example.com', password: 'secret123' }
const visitCard = (page: Page, region: 'Upcoming' | 'Past') =>
  page
    .getByRole('region', { name: region })
    .getByRole('article', { name: literally(graceVisit.name) })

test('a visit of three services with Grace Kim: booked, shown everywhere, moved and cancelled as one', async ({
  page,
  mocks,
}) => {
  // The contract's delays for booking, moving and cancelling, and a reload.
  test.slow()
  const date = openDayAhead(6)
  await startSignedIn(page, '/booking', maria)
  await bookGraceVisit(page, date, '11:00 AM')

  const confirmation = page.getByRole('heading', { name: 'Booking Confirmed!' }).locator('..')
  await expect(confirmation.getByText(graceVisit.name)).toBeVisible()
  await expect(confirmation.getByText('120 min')).toBeVisible()
  await expect(confirmation.getByText('Grace Kim')).toBeVisible()
  await expect(confirmation.getByText('$100+')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Add to calendar' }).click()
  const ics = (await readFile((await (await download).path())!, 'utf8')).replace(/\r\n /g, '')
  expect(ics).toContain(`SUMMARY:${graceVisit.name} at Diva Nail Spa`)
  expect(ics).toContain('with Grace Kim')
  const [start, end] = [/DTSTART:(\d{8}T\d{6})Z/, /DTEND:(\d{8}T\d{6})Z/].map((re) => {
    const [, stamp] = ics.match(re)!
    return Date.parse(
      stamp!.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, '$1-$2-$3T$4:$5:$6Z'),
    )
  })
  expect(end! - start!).toBe(120 * 60_000)

  const mail = (await mocks.outbox()).find(
    (m) => m.kind === 'booking-confirmation' && m.to === maria.email,
  )
  expect(mail?.body).toContain('- Gel Manicure (45 min, $45)')
  expect(mail?.body).toContain('- Signature Pedicure (60 min, $50)')
  expect(mail?.body).toContain('- Nail Art (Simple) (15 min, $5+)')
  expect(mail?.body).toContain('Stylist: Grace Kim')

  await page.getByRole('link', { name: 'View My Appointments' }).click()
  // The link navigates in the app: reload once it is there, not the booking page before it.
  await expect(page).toHaveURL('/my-appointments')
  await page.reload()
  const card = visitCard(page, 'Upcoming')
  await expect(card.getByRole('heading', { name: graceVisit.name })).toBeVisible()
  await expect(card.getByText('120 min')).toBeVisible()
  await expect(card.getByText('Grace Kim')).toBeVisible()

  await card.getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: literally(`Reschedule ${graceVisit.name}`) })
  await expect(dialog.getByText(/with Grace Kim, 120 min/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Keep current time' }).click()
  await rescheduleThenCancel(page, literally(graceVisit.name).source, '11:00 AM', '4:00 PM')
  await expect(visitCard(page, 'Past').getByText('Grace Kim')).toBeVisible()

  // Both changes are mailed: the old and the new time, then what was cancelled.
  const mails = (await mocks.outbox()).filter((m) => m.to === maria.email)
  const moved = mails.find((m) => m.kind === 'appointment-rescheduled')
  expect(moved?.body).toMatch(/Was: .* at 11:00 AM ET\nNow: .* at 4:00 PM ET/)
  expect(moved?.body).toContain('Stylist: Grace Kim')
  const cancelled = mails.find((m) => m.kind === 'appointment-cancelled')
  expect(cancelled?.subject).toContain(`Appointment cancelled: ${graceVisit.name}`)
  expect(cancelled?.body).toContain('/booking?service=gel-manicure')
})

test('Book Again repeats a past visit with the same stylist', async ({ page, mocks }) => {
  test.slow()
  const day = openDayAhead(3)
  await startSignedIn(page, '/', maria)
  const booked = await bookThroughApi(page, {
    ...{ name: maria.name, email: maria.email, phone: '7035550100', date: day, time: '10:00' },
    ...graceVisit.request,
  })
  expect(booked.status).toBe(201)
  // The visit has taken place: the back-end's day is the one after it.
  await mocks.setClock(`${openDayAhead(1, new Date(`${day}T18:00:00Z`))}T15:00:00Z`)
  await page.goto('/my-appointments')
  await visitCard(page, 'Past')
    .getByRole('link', { name: literally(`Book Again: ${graceVisit.name}`) })
    .click()

  await expect(page).toHaveURL(/\/booking\?/)
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('gel-manicure')
  await expect(page.getByLabel('Second service (optional)')).toHaveValue('signature-pedicure')
  await expect(page.getByRole('checkbox', { name: 'Nail Art (Simple)' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Polish Change' })).not.toBeChecked()
  await expect(page.getByLabel('Stylist')).toHaveValue('stylist-grace')

  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, openDayAhead(9))
  await page.getByLabel('Time').selectOption('2:00 PM')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  const confirmation = page.getByRole('heading', { name: 'Booking Confirmed!' }).locator('..')
  await expect(confirmation.getByText(graceVisit.name)).toBeVisible()
  await expect(confirmation.getByText('Grace Kim')).toBeVisible()
})
