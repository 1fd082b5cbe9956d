import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookAppointment, setAuthToken } from '@/api'
import { routes } from '@/app/router'
import { formatLongDate } from '@/lib/salon-time'
import { booking, signUpWithCard } from '../support/api-helpers'
import { bookingFormAtNow, renderBooking } from '../support/booking-form'
import { renderRoutes } from '../support/render'
import { pageLoad, toast } from '../support/site-pages'

// The booking form with Ana Garcia signed in, on Wednesday 2026-11-18 at 10:00 AM in Chantilly.
const { control } = bookingFormAtNow()

type User = ReturnType<typeof userEvent.setup>

/** Picks a day in the date picker, whose calendar is loaded as it is first opened. */
async function chooseDay(user: User, label: RegExp) {
  await user.click(screen.getByRole('button', { name: /^Date:/ }))
  await user.click(await screen.findByRole('button', { name: label }, pageLoad))
}

describe('a visit put together wrongly', () => {
  it('is explained, and nothing chosen is lost', async () => {
    const user = userEvent.setup()
    renderBooking()
    const service = await screen.findByLabelText('Service', { exact: true }, pageLoad)
    const second = screen.getByLabelText('Second service (optional)')
    const polishChange = () => screen.getByRole('checkbox', { name: /^Polish Change/ })
    await user.click(polishChange())
    await user.selectOptions(service, 'Gel Manicure — $45')
    await user.selectOptions(second, 'Gel Manicure — $45')
    await user.selectOptions(service, 'Select a service')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(await screen.findByText('Please select a service', { exact: true })).toBeVisible()
    expect(screen.getByText('Please select a service before adding add-ons')).toBeVisible()
    expect(polishChange()).toBeChecked()

    await user.selectOptions(service, 'Gel Manicure — $45')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(
      await screen.findByText('That service is already in your visit. Please choose another.'),
    ).toBeVisible()
    expect(second).toHaveValue('gel-manicure')

    await user.selectOptions(service, 'Premium Package — $75')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(
      await screen.findByText('A package is booked on its own. Please remove the second service.'),
    ).toBeVisible()
    expect(polishChange()).toBeChecked()
    expect(service).toHaveValue('premium-package')
    // Nothing was booked.
    expect(screen.queryByText('Booking confirmed!')).toBeNull()
  })
})

/**
 * Four other clients take every stylist at 2:00 PM on Monday the 23rd for a gel manicure (a day
 * before the sample visits new accounts get a week ahead).
 */
async function othersFillTwoPm() {
  const ana = JSON.parse(localStorage.getItem('user')!) as { token: string }
  for (let i = 0; i < 4; i++) {
    await signUpWithCard(`other.client.${i}@example.com`, 'secret123', 'Other Client')
    await bookAppointment(
      booking({
        name: 'Other Client',
        email: `other.client.${i}@example.com`,
        service: 'gel-manicure',
        date: '2026-11-23',
        time: '14:00',
      }),
    )
  }
  setAuthToken(ana.token)
}

async function askForTwoPm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Tell me if a time opens' }, pageLoad))
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Tell me if a time opens' }, pageLoad),
  )
  await user.selectOptions(dialog.getByLabelText('Which time?'), '2:00 PM')
  await user.click(dialog.getByRole('button', { name: 'Add me to the waitlist' }))
  return dialog
}

describe('the waitlist', () => {
  it('an entry already made is refused in the dialog, keeping the time chosen; an entry can be removed', async () => {
    await othersFillTwoPm()
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/booking?service=gel-manicure')
    await screen.findByLabelText('Phone Number', {}, pageLoad)
    await chooseDay(user, /Monday, November 23, 2026/)

    await askForTwoPm(user)
    expect(
      await screen.findByText(
        `We will email you if 2:00 PM opens on ${formatLongDate('2026-11-23')}.`,
      ),
    ).toBeInTheDocument()
    expect((await control.waitlist()).map((w) => [w.email, w.date, w.time])).toEqual([
      ['ana@example.com', '2026-11-23', '14:00'],
    ])

    const dialog = await askForTwoPm(user)
    expect(
      await dialog.findByText('You are already on the waitlist for this visit on that day.'),
    ).toBeVisible()
    expect(dialog.getByLabelText('Which time?')).toHaveValue('14:00')
    await user.click(dialog.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await control.waitlist()).toHaveLength(1)

    await router.navigate('/my-appointments')
    const waitlist = within(await screen.findByRole('region', { name: 'Waitlist' }, pageLoad))
    await user.click(waitlist.getByRole('button', { name: /Remove from waitlist: Gel Manicure/ }))
    expect(await toast('Removed from the waitlist')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull())
    // Focus stays in the list's place, at the page's first heading, not back at the top.
    expect(screen.getByRole('heading', { name: 'Upcoming' })).toHaveFocus()
    expect(await control.waitlist()).toEqual([])
  })
})
