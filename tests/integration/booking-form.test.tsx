import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookAppointment } from '@/api'
import { booking, signIn, signUpWithCard } from '../support/api-helpers'
import { bookingFormAtNow, chooseDate, renderBooking, summary } from '../support/booking-form'

// The booking form's messages, offers and limits: the same in every time zone. Its dates and
// times are in booking-calendar.test.tsx, which runs in several.
bookingFormAtNow()

describe('the booking form', () => {
  it('shows every message of the form, prefilling name and email from the session', async () => {
    const user = userEvent.setup()
    renderBooking()
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ana Garcia')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    await user.clear(screen.getByLabelText('Full Name'))
    await user.type(screen.getByLabelText('Full Name'), 'A')
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ana@')
    await user.type(screen.getByLabelText('Phone Number'), '555')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a service',
      'Please select a date',
      'Please select a time',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    // The first field at fault takes the focus; nothing typed is lost.
    expect(screen.getByLabelText('Full Name')).toHaveFocus()
    expect(screen.getByLabelText('Full Name')).toHaveValue('A')
    expect(screen.getByLabelText('Phone Number')).toHaveValue('555')
  })

  it('a time taken with the chosen stylist is fully booked with her, and free with any available', async () => {
    // Another client holds Grace Kim from 11:00 AM to 1:00 PM.
    await signUpWithCard('other@example.com', 'secret123', 'Other Client')
    const visit = {
      email: 'other@example.com',
      service: 'gel-manicure',
      secondService: 'signature-pedicure',
      addOns: ['nail-art-simple'],
      stylist: 'stylist-grace',
      time: '11:00',
    }
    await bookAppointment(booking(visit))
    await signIn('ana@example.com')
    const user = userEvent.setup()
    renderBooking('/booking?service=classic-manicure')
    await user.selectOptions(await screen.findByLabelText('Stylist'), 'stylist-grace')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    const time = within(screen.getByLabelText('Time'))
    expect(await time.findByRole('option', { name: '11:00 AM (fully booked)' })).toBeDisabled()
    expect(time.getByRole('option', { name: '12:30 PM (fully booked)' })).toBeDisabled()
    expect(time.getByRole('option', { name: '1:00 PM' })).toBeEnabled()

    await user.selectOptions(screen.getByLabelText('Stylist'), 'Any available')
    await waitFor(() => expect(time.getByRole('option', { name: '11:00 AM' })).toBeEnabled())
    await user.selectOptions(screen.getByLabelText('Time'), '11:00 AM')
    expect(
      await summary().findByText(/^(Mia Tran|Sofia Alvarez|Olivia Bennett)$/),
    ).toBeInTheDocument()
  })

  it('prices a percentage offer carried from Promotions, and says how an in-salon one applies', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=signature-pedicure&promo=FIRSTDIVA')
    await screen.findByLabelText('Service')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    expect(await summary().findByText('FIRSTDIVA: 20% off applied.')).toBeInTheDocument()
    expect(summary().getByText('−$10')).toBeInTheDocument()
    expect(summary().getByText('$40', { exact: true })).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Promo code (optional)'))
    await user.type(screen.getByLabelText('Promo code (optional)'), 'MONTHLY20')
    expect(
      await summary().findByText(/MONTHLY20: The \$15 Classic Manicure is added at the salon/),
    ).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Promo code (optional)'))
    await user.type(screen.getByLabelText('Promo code (optional)'), 'TUESDIVA')
    expect(
      await summary().findByText('TUESDIVA applies to pedicures booked on a Tuesday.'),
    ).toBeInTheDocument()
  })

  it('too-long notes and promo code: the count warns, each field says its limit in words, nothing is cut', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    const notes = await screen.findByLabelText('Special Requests or Notes (optional)')
    const promo = screen.getByLabelText('Promo code (optional)')
    expect(notes).toHaveAccessibleDescription('0 / 1,000')
    await user.click(notes)
    await user.paste('N'.repeat(950))
    expect(notes).toHaveAccessibleDescription('950 / 1,000: 50 characters left')
    await user.paste('N'.repeat(51))
    expect(notes).toHaveAccessibleDescription('1,001 / 1,000: 1 character too many')
    await user.click(promo)
    await user.paste('P'.repeat(41))
    await chooseDate(user, /Wednesday, November 25, 2026/)
    // The summary checks the code as it is typed, and says the same.
    expect(
      await summary().findByText('Promo code must be 40 characters or fewer'),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    await waitFor(() =>
      expect(notes).toHaveAccessibleErrorMessage('Notes must be 1,000 characters or fewer'),
    )
    expect(promo).toHaveAccessibleErrorMessage('Promo code must be 40 characters or fewer')
    expect(notes).toHaveValue('N'.repeat(1001))
    expect(promo).toHaveValue('P'.repeat(41))
  })

  it('shows a refused promo code under the promo field, keeping everything typed', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await user.click(await screen.findByLabelText('Phone Number'))
    await user.paste('(703) 555-0100')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    const time = screen.getByLabelText('Time')
    await waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '10:00 AM')
    // Typed as a client types it; the message names it as typed.
    await user.click(screen.getByLabelText('Promo code (optional)'))
    await user.paste('vipdiva')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))

    const promo = screen.getByLabelText('Promo code (optional)')
    await waitFor(() =>
      expect(promo).toHaveAccessibleErrorMessage("We don't recognise the code vipdiva."),
    )
    expect(time).not.toHaveAttribute('aria-invalid')
    expect(time).toHaveValue('10:00')
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
  }, 30_000)
})
