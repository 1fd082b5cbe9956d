import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { appointmentsQuery, bookAppointment } from '@/api'
import { formatLongDate } from '@/lib/salon-time'
import { agreementFor, booking, callApi, fetchQuery, testCardToken } from '../support/api-helpers'
import {
  DAY,
  NOTES,
  confirmButton,
  confirmed,
  expectEverythingKept,
  expectOneBooking,
  fill,
  fillVisit,
  gelManicures,
  toast,
} from '../support/booking-faults'
import { bookingFormAtNow, chooseDate, renderBooking } from '../support/booking-form'

// The back-end failing or refusing her booking, as she meets it: a failure, a time taken
// meanwhile, a second visit at her own time, a waitlist entry failed. She is told in plain words
// and keeps everything she typed. What the network does is in faults-booking.test.tsx.
const { control } = bookingFormAtNow()
// The code the app loads on first need (the client's transport and schemas, the calendar, the
// waitlist dialog), loaded once here: on a busy machine the first test would wait on it.
beforeAll(
  () =>
    Promise.all([
      import('@/api/transport'),
      import('@/api/schemas'),
      import('@/components/SalonDatePopover'),
      import('@/features/booking/WaitlistDialog'),
    ]),
  60_000,
)

/** Other clients, each with an account and a card of her own, book `time` on the 25th. */
async function othersBook(count: number, time: string, service = 'gel-manicure') {
  for (const name of ['Uma One', 'Vera Two', 'Wren Three', 'Xena Four'].slice(0, count)) {
    const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`
    const { body } = await callApi('register', { body: { name, email, password: 'secret123' } })
    const { token } = body as { token: string }
    const kept = await callApi('addPaymentMethod', {
      token,
      body: { token: await testCardToken() },
    })
    const cardId = (kept.body as { id: string }).id
    const visit = { ...booking({ name, email, service, date: DAY, time }) }
    const made = await callApi('bookAppointment', {
      token,
      body: { ...visit, agreement: agreementFor([visit], cardId) },
    })
    expect(made.status).toBe(201)
  }
}

describe('the back-end fails or refuses a booking', () => {
  it('a failure (an injected 500): it says so, keeps every field, and books on a second press', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await fillVisit(user)
    control.failNext('POST', '/appointments', 500)
    await user.click(confirmButton())
    expect(await toast('Booking failed')).toBeInTheDocument()
    expect(await toast('We could not complete your booking. Please try again.')).toBeInTheDocument()
    expectEverythingKept()
    expect(await gelManicures()).toEqual([])

    await user.click(confirmButton())
    expect(await confirmed()).toBeInTheDocument()
    await expectOneBooking()
  })

  it('the time taken meanwhile (409): the time is marked, the nearest free times offered, nothing typed lost', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await fillVisit(user, '11:00')
    // Meanwhile, four other clients take every stylist at 11:00.
    await othersBook(4, '11:00')
    await user.click(confirmButton())

    const time = screen.getByLabelText('Time')
    await waitFor(() =>
      expect(time).toHaveAccessibleErrorMessage(
        `Sorry, 11:00 AM on ${formatLongDate(DAY)} was just booked. Please choose another time.`,
      ),
    )
    await waitFor(() => expect(time).toHaveFocus())
    expectEverythingKept('11:00')

    const nearest = within(screen.getByRole('group', { name: 'Nearest free times' }))
    const offer = nearest.getAllByRole('button')[0]!
    const offered = offer.textContent!
    expect(offered).not.toBe('11:00 AM')
    await user.click(offer)
    await user.click(confirmButton())
    expect(await confirmed()).toBeInTheDocument()
    expect(
      await toast(`Your appointment has been scheduled for ${formatLongDate(DAY)} at ${offered}`),
    ).toBeInTheDocument()
    // What the fields showed is what was booked.
    expect(await gelManicures()).toEqual([expect.objectContaining({ notes: NOTES })])
  })

  it('a second visit at the same time under her own name: refused in her words, the nearest offered, a friend’s is booked', async () => {
    await bookAppointment(booking({ service: 'classic-manicure', date: DAY, time: '11:00' }))
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-pedicure')
    await fill(user, 'Phone Number', '(703) 555-0100')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    const time = screen.getByLabelText('Time')
    await waitFor(() =>
      expect(within(time).getByRole('option', { name: '11:00 AM' })).toBeEnabled(),
    )
    await user.selectOptions(time, '11:00')
    await user.click(confirmButton())

    await waitFor(() =>
      expect(time).toHaveAccessibleErrorMessage(
        'You already have a visit at that time: Classic Manicure, 11:00 AM on Wednesday, November 25',
      ),
    )
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
    const nearest = screen.getByRole('group', { name: 'Nearest free times' })
    expect(within(nearest).getAllByRole('button').length).toBeGreaterThan(0)

    // The same time for a friend, under her name, is booked.
    await fill(user, 'Full Name', 'Maria Garcia')
    await user.selectOptions(time, '11:00')
    await user.click(confirmButton())
    expect(await confirmed()).toBeInTheDocument()
    const pedicures = (await fetchQuery(appointmentsQuery('upcoming'))).filter(
      (a) => a.service === 'gel-pedicure',
    )
    expect(pedicures).toEqual([expect.objectContaining({ name: 'Maria Garcia', time: '11:00' })])
  })

  it('a waitlist entry the back-end fails (500): the dialog says so and keeps the time chosen', async () => {
    // 4:00 PM: a new account's sample visit is at 2:00 PM a week ahead, on the 25th.
    await othersBook(4, '16:00')
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await screen.findByLabelText('Phone Number')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    await user.click(await screen.findByRole('button', { name: 'Tell me if a time opens' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Tell me if a time opens' }))
    await user.selectOptions(dialog.getByLabelText('Which time?'), '16:00')
    control.failNext('POST', '/waitlist', 500)
    await user.click(dialog.getByRole('button', { name: 'Add me to the waitlist' }))
    expect(
      await dialog.findByText('We could not add you to the waitlist. Please try again.'),
    ).toBeInTheDocument()
    expect(dialog.getByLabelText('Which time?')).toHaveValue('16:00')
    expect(await control.waitlist()).toEqual([])
  })
})
