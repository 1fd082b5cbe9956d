import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookAppointment, bookParty, setAuthToken } from '@/api'
import { RequireAuth } from '@/app/RequireAuth'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import { agreementFor, booking, signIn, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

// The 24-hour policy on My Appointments (docs/behaviour.md, Fees): a held visit inside the notice
// is cancelled for its fee, a missed one shows its fee, and a balance due is paid from here.

const { control } = serveMockBackend()
const routes = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/my-appointments',
        lazy: loadMyAppointmentsPage,
        handle: { hero: myAppointmentsHero },
      },
    ],
  },
]

/** Both clocks, the page's and the back-end's. */
async function setClock(iso: string) {
  vi.setSystemTime(new Date(iso))
  await control.setClock(iso)
}

/** Wednesday 10:00 AM in Chantilly. */
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  await setClock('2026-11-18T15:00:00Z')
})
afterEach(() => vi.useRealTimers())

/** A signed-in client of a scenario, on My Appointments. */
async function openAs(signed: Promise<{ user: object; token: string }>) {
  const { user, token } = await signed
  setAuthToken(null)
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
  renderRoutes(routes, '/my-appointments')
}

describe('a visit held by her card, inside the 24 hours', () => {
  it('keeps Cancel; its dialog states the fee and the card, and she may step back', async () => {
    const user = userEvent.setup()
    await control.seed('late-client')
    await openAs(signIn('late@example.com'))
    const card = await screen.findByRole('article', { name: /^Signature Manicure, / })
    expect(
      within(card).getByText(
        'This appointment is less than 24 hours away, so it can no longer be rescheduled online. You can still cancel it: a late cancellation costs $17.50, charged to Visa ending in 4242.',
      ),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).toBeNull()

    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    expect(
      within(dialog).getByText(
        'This is less than 24 hours before the visit. Cancelling now costs $17.50, charged to Visa ending in 4242.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(within(card).getByText('upcoming')).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }))
    expect(
      await screen.findByText(
        /A late cancellation fee of \$17\.50 was charged to Visa ending in 4242\./,
      ),
    ).toBeInTheDocument()
    const cancelled = await screen.findByRole('article', { name: /^Signature Manicure, / })
    await waitFor(() => expect(within(cancelled).getByText('cancelled')).toBeInTheDocument())
    expect(within(cancelled).getByText('Late cancellation fee')).toBeInTheDocument()
    expect(
      within(cancelled).getByText('$17.50, charged to Visa ending in 4242'),
    ).toBeInTheDocument()
  })

  it('moving it is refused with words that offer the late cancellation, one press away', async () => {
    const user = userEvent.setup()
    await setClock('2026-11-21T15:00:00Z')
    const signed = signUpWithCard()
    await signed
    await bookAppointment(booking())
    await openAs(signed)
    const card = await screen.findByRole('article', { name: /^Gel Manicure, / })
    await user.click(await within(card).findByRole('button', { name: 'Reschedule' }))
    const reschedule = await screen.findByRole('dialog', { name: /Reschedule Gel Manicure/ })
    // The notice begins while the dialog is open: 23 hours before her visit.
    await setClock('2026-11-24T16:00:00Z')
    await user.selectOptions(
      await within(reschedule).findByRole('combobox', { name: 'New time' }),
      '14:00',
    )
    await user.click(within(reschedule).getByRole('button', { name: 'Save new time' }))
    expect(
      await within(reschedule).findByText(
        'Appointments can only be rescheduled online at least 24 hours in advance. You can still cancel it: a late cancellation costs $22.50.',
      ),
    ).toBeInTheDocument()

    await user.click(within(reschedule).getByRole('button', { name: 'Cancel instead' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    expect(
      await within(dialog).findByText(
        'This is less than 24 hours before the visit. Cancelling now costs $22.50, charged to Visa ending in 4242.',
      ),
    ).toBeInTheDocument()
  })

  it('a page loaded before the mark: Cancel pressed after it states the fee and the card', async () => {
    const user = userEvent.setup()
    await setClock('2026-11-21T15:00:00Z')
    const signed = signUpWithCard()
    await signed
    await bookAppointment(booking())
    // The page loads 24 hours 5 minutes before her visit: it may still move, free of charge.
    await setClock('2026-11-24T14:55:00Z')
    await openAs(signed)
    const card = await screen.findByRole('article', { name: /^Gel Manicure, / })
    expect(await within(card).findByRole('button', { name: 'Reschedule' })).toBeInTheDocument()

    // Ten minutes on, the page still open, she presses Cancel: 23 hours 55 minutes before.
    await setClock('2026-11-24T15:05:00Z')
    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    expect(
      within(dialog).getByText(
        'This is less than 24 hours before the visit. Cancelling now costs $22.50, charged to Visa ending in 4242.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }))
    expect(
      await screen.findByText(
        /A late cancellation fee of \$22\.50 was charged to Visa ending in 4242\./,
      ),
    ).toBeInTheDocument()
  })

  it('in a party: cancelling one guest late names her share only', async () => {
    const user = userEvent.setup()
    await setClock('2026-11-21T15:00:00Z')
    const signed = signUpWithCard()
    await signed
    const guest = { name: 'Bea Lopez', service: 'classic-manicure' }
    await bookParty({ ...booking(), guests: [guest], agreement: agreementFor([booking(), guest]) })
    await setClock('2026-11-24T16:00:00Z')
    await openAs(signed)
    const card = await screen.findByRole('article', { name: /^Party of 2, / })
    expect(
      within(card).getByText(/a late cancellation costs \$35, everyone’s fees together/),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Reschedule party' })).toBeNull()

    await user.click(within(card).getByRole('button', { name: 'Cancel Bea Lopez' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Bea Lopez’s visit?' })
    expect(
      within(dialog).getByText(
        'This is less than 24 hours before the visit. Cancelling her visit now costs $12.50, her share, charged to Visa ending in 4242.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel her visit' }))
    expect(
      await screen.findByText(
        /A late cancellation fee of \$12\.50 was charged to Visa ending in 4242\./,
      ),
    ).toBeInTheDocument()
  })
})

describe('a fee after the visit', () => {
  it('a missed visit shows as Missed, with its fee', async () => {
    await setClock('2026-11-21T15:00:00Z')
    const signed = signUpWithCard()
    await signed
    const visit = await bookAppointment(booking())
    // An hour after it began, the salon marks her a no-show.
    await setClock('2026-11-25T16:00:00Z')
    await control.markNoShow(visit.id)
    await openAs(signed)
    const card = await screen.findByRole('article', { name: /^Gel Manicure, .*November 25/ })
    expect(within(card).getByText('missed')).toBeInTheDocument()
    expect(within(card).getByText('No-show fee')).toBeInTheDocument()
    expect(within(card).getByText('$22.50, charged to Visa ending in 4242')).toBeInTheDocument()
  })

  it('a balance due: a banner with the amount and Pay now, gone once paid', async () => {
    const user = userEvent.setup()
    await control.seed('balance-due')
    await openAs(signIn('due@example.com'))
    const banner = within(await screen.findByRole('region', { name: 'A fee is due' }))
    expect(
      banner.getByText(
        'You have a balance of $17.50 from a missed or late-cancelled visit. Please pay it to book again.',
      ),
    ).toBeInTheDocument()
    expect(banner.getByText('Balance due: $17.50')).toBeInTheDocument()
    const visit = await screen.findByRole('article', { name: /^Signature Manicure, / })
    expect(within(visit).getByText('$17.50, due')).toBeInTheDocument()

    // Her only card fails every charge: she adds another and pays with it.
    await user.click(banner.getByRole('button', { name: 'Add a card to pay' }))
    await user.type(banner.getByRole('textbox', { name: /Card number/ }), '4242424242424242')
    await user.type(banner.getByRole('textbox', { name: /Expiry/ }), '1230')
    await user.type(banner.getByRole('textbox', { name: /Security code/ }), '123')
    await user.click(banner.getByRole('button', { name: 'Save card' }))
    await waitFor(() => expect(banner.getByRole('button', { name: 'Pay now' })).toBeEnabled())
    await user.click(banner.getByRole('button', { name: 'Pay now' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'A fee is due' })).toBeNull())
    expect(await within(visit).findByText('$17.50, paid')).toBeInTheDocument()
  })
})
