import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookAppointment, cancelAppointment } from '@/api'
import { booking, cardOnFile } from '../support/api-helpers'
import { bookingFormAtNow, chooseDate, renderBooking } from '../support/booking-form'

// The 24-hour policy on the booking form: this visit's fee, the card that holds it, and what
// stops a booking (no card yet, a balance due), everything she typed kept.

type User = ReturnType<typeof userEvent.setup>

const BALANCE_WORDS =
  'You have a balance of $17.50 from a missed or late-cancelled visit. Please pay it to book again.'

const policy = () => within(screen.getByRole('region', { name: '24-hour cancellation policy' }))

/** Her phone, a note, the 25th and 10:00 AM once the day's times are in. */
async function fillVisit(user: User) {
  await user.type(await screen.findByLabelText('Phone Number'), '(703) 555-0100')
  await user.type(screen.getByLabelText(/Special Requests/), 'Almond shape')
  await chooseDate(user, /Wednesday, November 25, 2026/)
  const time = screen.getByLabelText('Time')
  await waitFor(() => expect(within(time).getByRole('option', { name: '10:00 AM' })).toBeEnabled())
  await user.selectOptions(time, '10:00')
}

bookingFormAtNow()

describe('the policy before Confirm Booking', () => {
  it('states the fee of the services chosen, and the card that holds the visit', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=signature-manicure')
    await screen.findByLabelText('Phone Number')
    expect(
      policy().getByText(
        'Cancelling less than 24 hours before, or a no-show: $17.50, 50% of your services.',
      ),
    ).toBeInTheDocument()
    expect(
      await policy().findByText('Any fee is charged to your Visa ending in 4242.'),
    ).toBeInTheDocument()
    expect(
      policy().getByText('Nothing is charged now. By confirming, you agree to this policy.'),
    ).toBeInTheDocument()

    // Polish Change ($15) joins the Signature Manicure ($35): half of $50.
    await user.click(screen.getByRole('checkbox', { name: /Polish Change/ }))
    expect(
      policy().getByText(
        'Cancelling less than 24 hours before, or a no-show: $25, 50% of your services.',
      ),
    ).toBeInTheDocument()
  })

  it('with a guest: each person’s fee and the total, all on her card', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=signature-manicure')
    await user.click(await screen.findByRole('button', { name: 'Add a guest' }))
    await user.type(screen.getByLabelText('Guest 1: name'), 'Bea Lopez')
    await user.selectOptions(screen.getByLabelText('Guest 1: service'), 'gel-manicure')
    const fees = within(policy().getByRole('list', { name: 'Fee for each person' }))
    expect(fees.getByText('Ana Garcia: $17.50')).toBeInTheDocument()
    expect(fees.getByText('Bea Lopez: $22.50')).toBeInTheDocument()
    expect(fees.getByText('Total: $40')).toBeInTheDocument()
  })

  it('a balance due: said before she fills the form, again by the back-end on Confirm, paid there', async () => {
    // A late cancellation on a card whose every charge fails leaves $17.50 due.
    await cardOnFile('4000000000000341', true)
    const late = await bookAppointment(
      booking({ service: 'signature-manicure', date: '2026-11-18', time: '14:00' }),
    )
    await cancelAppointment(late.id)
    await cardOnFile('4242424242424242', true)

    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    // As the form opens, before she types a thing: the balance, in the back-end's words, and Pay now.
    expect(await screen.findByLabelText('Phone Number')).toHaveValue('')
    expect(await screen.findByText(BALANCE_WORDS)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument()

    // Confirming anyway: the back-end refuses with the same words, said at once.
    await fillVisit(user)
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    await waitFor(() => expect(screen.getByText(BALANCE_WORDS)).toHaveAttribute('role', 'alert'))
    expect(screen.getAllByText(BALANCE_WORDS)).toHaveLength(1)
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
    expect(screen.getByLabelText(/Special Requests/)).toHaveValue('Almond shape')
    expect(screen.getByLabelText('Time')).toHaveValue('10:00')

    expect(await screen.findByText('Balance due: $17.50')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    await waitFor(() => expect(screen.queryByText(/You have a balance of/)).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(await screen.findByText('Booking Confirmed!', {}, { timeout: 5000 })).toBeVisible()
  }, 30_000)
})
