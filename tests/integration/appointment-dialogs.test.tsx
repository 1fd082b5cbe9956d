import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequireAuth } from '@/app/RequireAuth'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { returningClient } from '../support/returning-client'

serveMockBackend()
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
