import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bookAppointment } from '@/api'
import { booking, signIn, signUpWithCard } from '../support/api-helpers'
import { bookingFormAtNow, chooseDate, renderBooking, summary } from '../support/booking-form'

// The booking form's days and times, in salon time whatever the zone the browser is in
// (vitest.config.ts runs this file in several).
bookingFormAtNow()

describe("the booking form's calendar and times", () => {
  it('offers the day’s 22 slots, 9:00 AM to 7:30 PM; a slot every stylist holds is disabled and says so', async () => {
    // Four other clients take every stylist at 4:00 PM.
    for (const n of [1, 2, 3, 4]) {
      const email = `other.${n}@example.com`
      await signUpWithCard(email, 'secret123', 'Other Client')
      await bookAppointment(booking({ email, service: 'classic-manicure', time: '16:00' }))
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
    await waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '10:00 AM')
    expect(summary().getByText('10:00 AM ET')).toBeInTheDocument()
    expect(await summary().findByText('Mia Tran')).toBeInTheDocument()
    expect(summary().getAllByText('$45')).toHaveLength(3) // the service, the price, the total
  })

  it('the chosen day pressed again keeps it and closes the calendar', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await screen.findByLabelText('Service')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    await user.click(screen.getByRole('button', { name: /^Date:/ }))
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' })
    await user.click(within(calendar).getByRole('button', { name: /Wednesday, November 25, 2026/ }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument(),
    )
    expect(summary().getByText('Wednesday, November 25, 2026')).toBeInTheDocument()
  })

  it('a day takes focus without scrolling the page, so the calendar never jumps under the finger', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    const user = userEvent.setup()
    renderBooking()
    await screen.findByLabelText('Service')
    await user.click(screen.getByRole('button', { name: /^Date:/ }))
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' })
    await waitFor(() =>
      expect(within(calendar).getByRole('grid')).toContainElement(
        document.activeElement as HTMLElement,
      ),
    )
    await user.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/Thursday, November 19, 2026/),
    )
    const grid = within(calendar).getByRole('grid')
    const dayFocuses = focus.mock.contexts
      .map((day, i) => ({ day: day as HTMLElement, options: focus.mock.calls[i]![0] }))
      .filter(({ day }) => grid.contains(day))
    expect(dayFocuses.length).toBeGreaterThan(0)
    for (const { options } of dayFocuses) expect(options).toEqual({ preventScroll: true })
  })

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
