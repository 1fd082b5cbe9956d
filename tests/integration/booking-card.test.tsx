import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookingFormAtNow, chooseDate, renderBooking } from '../support/booking-form'

// A client with no card on file books all the same: she adds one in the form, inline.
bookingFormAtNow({ card: false })

const policy = () => within(screen.getByRole('region', { name: '24-hour cancellation policy' }))

describe('without a card on file', () => {
  it('adds one in the form, inline, and keeps everything she typed', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=signature-manicure')
    await user.type(await screen.findByLabelText('Phone Number'), '(703) 555-0100')
    await user.type(screen.getByLabelText(/Special Requests/), 'Almond shape')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    const time = screen.getByLabelText('Time')
    await waitFor(() =>
      expect(within(time).getByRole('option', { name: '10:00 AM' })).toBeEnabled(),
    )
    await user.selectOptions(time, '10:00')
    expect(await policy().findByText('Add a card to hold your visit.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(await screen.findByText('Please save a card before you confirm.')).toBeInTheDocument()
    // Read with the card number, where the focus goes: she types her card there.
    const number = policy().getByRole('textbox', { name: /Card number/ })
    expect(number).toHaveAccessibleDescription(/Please save a card before you confirm\./)
    await waitFor(() => expect(number).toHaveFocus())

    await user.type(number, '4242424242424242')
    await user.type(policy().getByRole('textbox', { name: /Expiry/ }), '1230')
    await user.type(policy().getByRole('textbox', { name: /Security code/ }), '123')
    await user.click(policy().getByRole('button', { name: 'Save card' }))
    // Confirm waits for the card that will hold the visit.
    const confirm = screen.getByRole('button', { name: 'Confirm Booking' })
    await waitFor(() => expect(confirm).toBeDisabled())
    expect(
      await policy().findByText('Any fee is charged to your Visa ending in 4242.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Please save a card before you confirm.')).toBeNull()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Garcia')
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
    expect(screen.getByLabelText(/Special Requests/)).toHaveValue('Almond shape')
    expect(screen.getByLabelText('Time')).toHaveValue('10:00')

    expect(confirm).toBeEnabled()
    await user.click(confirm)
    expect(await screen.findByText('Booking Confirmed!', {}, { timeout: 5000 })).toBeVisible()
  }, 30_000)
})
