import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appointmentsQuery, bookAppointment, rescheduleAppointment } from '@/api'
import { booking, failureOf, fetchQuery, signUpWithCard } from '../support/api-helpers'
import { bookingRoute } from '../support/booking-route'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

// When the browser refuses to store a change (a full disk, a quota), the client is told so
// and nothing is confirmed that is not stored.

const { control } = serveMockBackend()
const NOW = new Date('2026-11-18T15:00:00Z') // Wednesday 10:00 AM in Chantilly

const storageIsFull = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

describe('a change that cannot be stored', () => {
  beforeEach(() => control.setClock(NOW))

  it('answers 503 with a clear message, and the booking does not exist afterwards', async () => {
    await signUpWithCard()
    const before = await fetchQuery(appointmentsQuery('upcoming'))
    const full = storageIsFull()

    const failure = await failureOf(bookAppointment(booking()))
    expect(failure.status).toBe(503)
    expect(failure.message).toBe('We could not save your booking. Please try again.')
    full.mockRestore()

    expect(await fetchQuery(appointmentsQuery('upcoming'))).toEqual(before)
    expect((await control.outbox()).map((mail) => mail.kind)).not.toContain('booking-confirmation')
    // Storage is back: the same booking goes through.
    expect(await bookAppointment(booking())).toMatchObject({ date: '2026-11-25' })
  })

  it('answers 503 to a keyed booking too, and the same key books once storage is back', async () => {
    await signUpWithCard()
    const full = storageIsFull()
    const failure = await failureOf(bookAppointment(booking(), 'stored-later'))
    expect(failure.status).toBe(503)
    expect(failure.message).toBe('We could not save your booking. Please try again.')
    full.mockRestore()
    // A 503 is not kept as the key's answer: the same key now makes the booking.
    expect(await bookAppointment(booking(), 'stored-later')).toMatchObject({ date: '2026-11-25' })
  })

  it('leaves a rescheduled appointment where it was', async () => {
    await signUpWithCard()
    const [sample] = await fetchQuery(appointmentsQuery('upcoming'))
    const full = storageIsFull()
    const failure = await failureOf(
      rescheduleAppointment(sample!.id, { date: '2026-11-27', time: '11:00' }),
    )
    expect(failure.status).toBe(503)
    expect(failure.message).toBe('We could not save the new time. Please try again.')
    full.mockRestore()
    const [after] = await fetchQuery(appointmentsQuery('upcoming'))
    expect(after).toMatchObject({ date: sample!.date, time: sample!.time })
  })
})

describe('the booking form when the booking cannot be stored', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    await control.setClock(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('says so and keeps everything the client entered', async () => {
    const { user: account, token } = await signUpWithCard()
    localStorage.setItem('user', JSON.stringify({ ...account, token }))
    const user = userEvent.setup()
    renderRoutes([bookingRoute], '/booking')

    await user.type(await screen.findByLabelText('Phone Number'), '(703) 555-0100')
    await user.selectOptions(screen.getByLabelText('Service'), 'gel-manicure')
    await user.click(screen.getByRole('button', { name: /^Date:/ }))
    await user.click(await screen.findByRole('button', { name: /Wednesday, November 25, 2026/ }))
    const time = screen.getByLabelText('Time')
    await waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '10:00 AM')
    await user.type(screen.getByLabelText(/Special Requests/), 'Almond shape')

    storageIsFull()
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))

    expect(
      await screen.findByText('We could not save your booking. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Garcia')
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
    expect(screen.getByLabelText('Service')).toHaveValue('gel-manicure')
    expect(screen.getByLabelText('Time')).toHaveValue('10:00')
    expect(screen.getByLabelText(/Special Requests/)).toHaveValue('Almond shape')
  })
})
