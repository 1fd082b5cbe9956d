import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppointment } from '@/api'
import { booking, signIn, signUp } from '../support/api-helpers'
import { bookingRoute } from '../support/booking-route'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

const { control } = serveMockBackend()
const NOW = new Date('2026-11-18T15:00:00Z') // Wednesday 10:00 AM in Chantilly

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  await control.setClock(NOW)
  const { user, token } = await signUp('ana@example.com', 'secret123', 'Ana Garcia')
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
})
afterEach(() => vi.useRealTimers())

const renderBooking = (path = '/booking') => renderRoutes([bookingRoute], path)
const summary = () =>
  within(
    screen
      .getByRole('heading', { name: 'Your Appointment' })
      .closest('.chakra-card__root') as HTMLElement,
  )

async function chooseDate(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  await user.click(screen.getByRole('button', { name: /^Date:/ }))
  await user.click(await screen.findByRole('button', { name: label }))
}

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

  it('offers the day’s 22 slots, 9:00 AM to 7:30 PM; a slot every stylist holds is disabled and says so', async () => {
    // Four other clients take every stylist at 4:00 PM.
    for (const n of [1, 2, 3, 4]) {
      const email = `other.${n}@example.com`
      await signUp(email, 'secret123', 'Other Client')
      await createAppointment(booking({ email, service: 'classic-manicure', time: '16:00' }))
    }
    await signIn('ana@example.com')
    const user = userEvent.setup()
    renderBooking('/booking?service=classic-manicure')
    await screen.findByLabelText('Service')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    const time = screen.getByLabelText('Time')
    const fourPm = await within(time).findByRole('option', { name: '4:00 PM (fully booked)' })
    expect(fourPm).toBeDisabled()
    const slots = within(time)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '')
    expect(slots).toHaveLength(22)
    expect(slots[0]).toHaveTextContent('9:00 AM')
    expect(slots.at(-1)).toHaveTextContent('7:30 PM')
  })

  it('the summary shows service, duration, stylist, salon date and time, and the price', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    expect(await screen.findByLabelText('Service')).toHaveValue('gel-manicure')
    const services = within(summary().getByRole('list', { name: 'Services' }))
    expect(services.getByRole('listitem')).toHaveTextContent('Gel Manicure$4545 min')
    expect(summary().getAllByText('45 min')).toHaveLength(2) // the service's and the visit's
    await chooseDate(user, /Wednesday, November 25, 2026/)
    expect(summary().getByText('Wednesday, November 25, 2026')).toBeInTheDocument()
    const time = screen.getByLabelText('Time')
    await vi.waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '10:00 AM')
    expect(summary().getByText('10:00 AM ET')).toBeInTheDocument()
    expect(await summary().findByText('Mia Tran')).toBeInTheDocument()
    expect(summary().getAllByText('$45')).toHaveLength(3) // the service, the price, the total
  })

  it('prices a percentage offer carried from Promotions, and says how an in-salon one applies', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=signature-pedicure&promo=DIVAFRIEND')
    await screen.findByLabelText('Service')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    expect(await summary().findByText('DIVAFRIEND: 15% off applied.')).toBeInTheDocument()
    expect(summary().getByText('−$7.50')).toBeInTheDocument()
    expect(summary().getByText('$42.50')).toBeInTheDocument()

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
    await vi.waitFor(() =>
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
    await vi.waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '10:00 AM')
    // Typed as a client types it; the message names it as typed.
    await user.click(screen.getByLabelText('Promo code (optional)'))
    await user.paste('vipdiva')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))

    const promo = screen.getByLabelText('Promo code (optional)')
    await vi.waitFor(
      () => expect(promo).toHaveAccessibleErrorMessage("We don't recognise the code vipdiva."),
      { timeout: 5000 },
    )
    expect(time).not.toHaveAttribute('aria-invalid')
    expect(time).toHaveValue('10:00')
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
  }, 30_000)

  it('days before today and Sundays cannot be picked', async () => {
    const user = userEvent.setup()
    renderBooking()
    await screen.findByLabelText('Service')
    await user.click(screen.getByRole('button', { name: /^Date:/ }))
    expect(await screen.findByRole('button', { name: /Tuesday, November 17, 2026/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: /Sunday, November 22, 2026/ })).toBeDisabled()
    expect(
      screen.getByRole('button', { name: /Today, Wednesday, November 18, 2026/ }),
    ).toBeEnabled()
    // Weeks start on Sunday.
    expect(screen.getByRole('grid').querySelector('th')).toHaveAttribute('aria-label', 'Sunday')
  })

  it('days more than 60 days ahead cannot be picked', async () => {
    const user = userEvent.setup()
    renderBooking()
    await screen.findByLabelText('Service')
    await user.click(screen.getByRole('button', { name: /^Date:/ }))
    for (let i = 0; i < 2; i++)
      await user.click(await screen.findByRole('button', { name: /next month/i }))
    expect(await screen.findByRole('button', { name: /Saturday, January 16, 2027/ })).toBeEnabled()
    expect(screen.getByRole('button', { name: /Monday, January 18, 2027/ })).toBeDisabled()
  })
})
