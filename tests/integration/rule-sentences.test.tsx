import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RequireAuth } from '@/app/RequireAuth'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import { ProfilePage } from '@/features/profile/ProfilePage'
import { db } from '@/mocks/db/db'
import { write } from '@/mocks/db/store'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { returningClient } from '../support/returning-client'

// The sentences that state a rule take its figure from its constant: in English they read word
// for word as before.

const { control } = serveMockBackend()
afterEach(() => vi.useRealTimers())

async function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(instant))
  await control.setClock(instant)
}

describe('a rule stated on a client’s pages', () => {
  it('Profile tells a client who has not joined what Diva Rewards gives', async () => {
    const { user, token } = await signUp()
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile')
    expect(
      await screen.findByText(
        'Join Diva Rewards to earn a point for every dollar you spend, $30 off at 300 points, double points in your birthday month and a free upgrade after every 5 visits.',
      ),
    ).toBeInTheDocument()
    await screen.findByRole('link', { name: /See all appointments|Book an Appointment/ })
  })

  it('a visit less than the notice away is changed by phone', async () => {
    await at('2026-11-21T15:00:00Z')
    await returningClient() // a Gel Manicure on Wednesday 2026-11-25 at 10:00 AM
    // Booked before cards were held (no hold): inside the notice it is changed by phone.
    await write(async () => {
      for (const { id } of db.appointments.all())
        await db.appointments.update((q) => q.where({ id }), {
          data(record) {
            delete record.hold
          },
        })
    })
    await at('2026-11-24T20:00:00Z') // Tuesday 3:00 PM: 19 hours before it
    renderRoutes(
      [
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
      ],
      '/my-appointments',
    )
    const card = await screen.findByRole(
      'article',
      { name: /^Gel Manicure, .*November 25/ },
      { timeout: 5000 },
    )
    expect(card).toHaveTextContent(
      'This appointment is less than 24 hours away, so it can no longer be changed online. To reschedule or cancel, please call us at',
    )
    expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
  })
})
