import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookAppointment } from '@/api'
import { booking } from '../support/api-helpers'
import { bookingFormAtNow, chooseDate, renderBooking } from '../support/booking-form'

// The booking form with guests: what a client is told as she puts a party together. The
// journeys (booked, listed, cancelled) are in tests/e2e/parties.spec.ts.
bookingFormAtNow()

const partySummary = () =>
  within(
    screen
      .getByRole('heading', { name: /^Your Party of/ })
      .closest('.chakra-card__root') as HTMLElement,
  )

describe('booking together on the form', () => {
  it('adds a guest without a message until she is filled in, and removes her again', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await user.click(await screen.findByRole('button', { name: 'Add a guest' }))
    await waitFor(() => expect(screen.getByLabelText('Guest 1: name')).toHaveFocus())
    expect(screen.queryByText('Please enter your guest’s name')).toBeNull()
    expect(screen.queryByText('Please select a service')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Your Party of 2' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove Guest 1' }))
    expect(screen.queryByLabelText('Guest 1: name')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Your Appointment' })).toBeInTheDocument()
  })

  it('keeps the bride the same person when a guest before her is removed', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    for (const name of ['Bea Lopez', 'Cara Diaz']) {
      await user.click(await screen.findByRole('button', { name: 'Add a guest' }))
      await user.type(screen.getByLabelText(`Guest ${name === 'Bea Lopez' ? 1 : 2}: name`), name)
    }
    await user.click(screen.getByLabelText('This is a bridal party'))
    await user.selectOptions(screen.getByLabelText('The bride'), 'Cara Diaz')
    await user.click(screen.getByRole('button', { name: 'Remove Guest 1' }))
    expect(screen.getByLabelText('Guest 1: name')).toHaveValue('Cara Diaz')
    expect(screen.getByLabelText('The bride')).toHaveDisplayValue('Cara Diaz')
    // The focus moves once the list has drawn without her.
    await waitFor(() => expect(screen.getByLabelText('Guest 1: name')).toHaveFocus())
  })

  it('names the guest’s own fields when they are wrong, keeping what was typed', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await user.type(await screen.findByLabelText('Phone Number'), '(703) 555-0100')
    await user.click(screen.getByRole('button', { name: 'Add a guest' }))
    await user.type(screen.getByLabelText('Guest 1: name'), 'ana garcia')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(
      await screen.findByText('Each person needs her own name: one person holds one chair.'),
    ).toBeInTheDocument()
    // The name's message may come first, from its blur; the submit's check names the rest.
    await waitFor(() =>
      expect(screen.getByLabelText('Guest 1: service')).toHaveAccessibleErrorMessage(
        'Please select a service',
      ),
    )
    expect(screen.getByLabelText('Guest 1: name')).toHaveValue('ana garcia')
  })

  it('says when a time chosen alone no longer fits everyone, with the nearest that do', async () => {
    // Three of the four stylists are busy at 10:00 AM on the 25th: one person fits, two do not.
    for (const name of ['Uma One', 'Vera Two', 'Wren Three'])
      await bookAppointment(booking({ name, date: '2026-11-25', time: '10:00' }))
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await screen.findByLabelText('Phone Number')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    const time = screen.getByLabelText('Time')
    await waitFor(() =>
      expect(within(time).getByRole('option', { name: '10:00 AM' })).toBeEnabled(),
    )
    await user.selectOptions(time, '10:00')
    await user.click(screen.getByRole('button', { name: 'Add a guest' }))
    await user.selectOptions(screen.getByLabelText('Guest 1: service'), 'classic-manicure')
    expect(
      await screen.findByText(
        'Not everyone can be seated at 10:00 AM. Please choose another time.',
      ),
    ).toBeInTheDocument()
    const nearest = screen.getByRole('group', { name: 'Nearest free times' })
    await user.click(within(nearest).getByRole('button', { name: '9:00 AM' }))
    expect(time).toHaveValue('09:00')
    expect(screen.queryByText(/Not everyone can be seated/)).toBeNull()
  })

  it('prices every person with DIVAFRIEND once a date is chosen', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure&promo=DIVAFRIEND')
    await user.click(await screen.findByRole('button', { name: 'Add a guest' }))
    await user.type(screen.getByLabelText('Guest 1: name'), 'Bea Lopez')
    await user.selectOptions(screen.getByLabelText('Guest 1: service'), 'signature-pedicure')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    expect(
      await partySummary().findByText('DIVAFRIEND: 15% off every person’s services.'),
    ).toBeInTheDocument()
    expect(partySummary().getByText('$38.25')).toBeInTheDocument()
    expect(partySummary().getByText('$42.50')).toBeInTheDocument()
    expect(partySummary().getByText('$80.75')).toBeInTheDocument()
  })
})
