import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookAppointment } from '@/api'
import { booking } from '../support/api-helpers'
import { bookingFormAtNow, chooseDate, renderBooking } from '../support/booking-form'

// Sending the booking form, alone or with a guest: one way to book, the same outcomes.
bookingFormAtNow()

type User = ReturnType<typeof userEvent.setup>

/** Her phone, the 25th, and 10:00 AM once the day's times are in. */
async function fillVisit(user: User) {
  await user.type(screen.getByLabelText('Phone Number'), '(703) 555-0100')
  await chooseDate(user, /Wednesday, November 25, 2026/)
  const time = screen.getByLabelText('Time')
  await waitFor(() => expect(within(time).getByRole('option', { name: '10:00 AM' })).toBeEnabled())
  await user.selectOptions(time, '10:00')
}

/** Others book `count` of the four stylists at 10:00 AM on the 25th, after the form read the day. */
async function takeTen(count: number) {
  for (const name of ['Uma One', 'Vera Two', 'Wren Three', 'Xena Four'].slice(0, count))
    await bookAppointment(booking({ name, date: '2026-11-25', time: '10:00' }))
}

describe('sending the booking form', () => {
  it('alone: a time taken meanwhile is marked, with the nearest free times, and everything kept', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await screen.findByLabelText('Phone Number')
    await fillVisit(user)
    await takeTen(4)
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))

    const nearest = await screen.findByRole('group', { name: 'Nearest free times' })
    const time = screen.getByLabelText('Time')
    expect(time).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
    await user.click(within(nearest).getByRole('button', { name: '9:00 AM' }))
    expect(time).toHaveValue('09:00')
    expect(screen.queryByRole('group', { name: 'Nearest free times' })).toBeNull()
  })

  it('with a guest: the same, for a time the party no longer fits', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await user.click(await screen.findByRole('button', { name: 'Add a guest' }))
    await user.type(screen.getByLabelText('Guest 1: name'), 'Bea Lopez')
    await user.selectOptions(screen.getByLabelText('Guest 1: service'), 'classic-manicure')
    await fillVisit(user)
    // One stylist is left at 10:00 AM: one of the two has no chair.
    await takeTen(3)
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))

    const nearest = await screen.findByRole('group', { name: 'Nearest free times' })
    expect(screen.getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Guest 1: name')).toHaveValue('Bea Lopez')
    await user.click(within(nearest).getByRole('button', { name: '9:00 AM' }))
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(await screen.findByText('Booking confirmed!')).toBeInTheDocument()
  })

  it('says how far ahead a bridal party is booked, and the first day it can be', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await user.click(await screen.findByRole('button', { name: 'Add a guest' }))
    await user.type(screen.getByLabelText('Guest 1: name'), 'Bea Lopez')
    await user.selectOptions(screen.getByLabelText('Guest 1: service'), 'classic-manicure')
    await user.click(screen.getByLabelText('This is a bridal party'))
    expect(screen.getByText(/^A bridal party is booked at least 14 days ahead\./)).toBeVisible()
    await chooseDate(user, /Wednesday, November 25, 2026/)
    expect(
      await screen.findByText(
        'A bridal party is booked at least 14 days ahead. The first day you can book is Wednesday, December 2.',
      ),
    ).toBeInTheDocument()
  })

  it('states the salon’s rules with their figures: the notice to cancel, the sizes of a party', async () => {
    renderBooking()
    expect(
      await screen.findByText(
        'Please give us at least 24 hours’ notice to cancel or reschedule. Late cancellations or no-shows may be charged a fee.',
      ),
    ).toBeInTheDocument()
    expect(
      await screen.findByText(
        /Up to 4 people sit side by side; a party of 5 to 8 is a private event \(10% off and champagne, booked a week ahead\)/,
      ),
    ).toBeInTheDocument()
  })
})
