import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequireAuth } from '@/app/RequireAuth'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import { bookParty, setAuthToken } from '@/api'
import { agreementFor, booking, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { returningClient } from '../support/returning-client'

const { control } = serveMockBackend()
// booking() is on Wednesday 2026-11-25: a few days before it, so it can still be changed.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T15:00:00Z'))
})
afterEach(() => vi.useRealTimers())

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

describe("an upcoming appointment's dialogs", () => {
  it('open on a press, once their code is here, and give focus back when closed', async () => {
    const user = userEvent.setup()
    await returningClient()
    renderRoutes(routes, '/my-appointments')
    const card = await screen.findByRole('article', { name: /^Gel Manicure, .*November 25/ })
    const cancel = await within(card).findByRole('button', { name: 'Cancel' })

    await user.click(cancel)
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    // Focus moves in a frame after the dialog is drawn; a person presses once it has, and only a
    // dialog that took the focus gives it back.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(cancel).toHaveFocus())

    await user.click(within(card).getByRole('button', { name: 'Reschedule' }))
    const reschedule = await screen.findByRole('dialog', { name: /Reschedule Gel Manicure/ })
    expect(reschedule).toBeVisible()
    // Its label names the calendar's button (a press on the label presses the button).
    expect(within(reschedule).getByLabelText('New date')).toHaveAccessibleName(/^New date: /)
    // The day's times are in: no answer is left in flight when the test ends.
    expect(
      await within(reschedule).findByRole('option', { name: 'Select a time' }),
    ).toBeInTheDocument()
  })
})

describe("a party's card", () => {
  it('moves the whole party to a time that fits everyone, and says so', async () => {
    const user = userEvent.setup()
    await control.setClock('2026-11-21T15:00:00Z')
    const { user: ana, token } = await signUpWithCard()
    const guest = { name: 'Bea Lopez', service: 'classic-manicure' }
    await bookParty({
      ...booking(),
      guests: [guest],
      agreement: agreementFor([booking(), guest]),
    })
    setAuthToken(null)
    localStorage.setItem('user', JSON.stringify({ ...ana, token }))
    renderRoutes(routes, '/my-appointments')
    const card = await screen.findByRole('article', { name: /^Party of 2, .*November 25/ })
    expect(within(card).getByText('Bea Lopez')).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Reschedule party' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule your party' })
    expect(within(dialog).getByText(/fit all 2 of you/)).toBeInTheDocument()
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'New time' }),
      '14:00',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save new time' }))
    expect(await screen.findByText(/Your party is now on .* at 2:00 PM/)).toBeInTheDocument()
    expect(await within(card).findAllByText(/^2:00 PM ET with /)).toHaveLength(2)
  })
})
