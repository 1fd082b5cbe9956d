import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appointmentsQuery, login, logout, setAuthToken } from '@/api'
import { RootLayout } from '@/app/layout/RootLayout'
import { RequireAuth } from '@/app/RequireAuth'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import { useSession } from '@/features/auth'
import { PromotionsPage } from '@/features/promotions/PromotionsPage'
import { failureOf, fetchQuery, signUp, signUpWithCard } from '../support/api-helpers'
import { bookingRoute } from '../support/booking-route'
import { serveMockBackend } from '../support/mock-server'
import { Providers, renderRoutes } from '../support/render'
import { returningClient } from '../support/returning-client'

const { control } = serveMockBackend()
const NOW = new Date('2026-11-18T15:00:00Z') // Wednesday 10:00 AM in Chantilly
const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null
  return <p>Login page, from {state?.from ?? 'nowhere'}</p>
}

// The booking page behind the guard, and a public page inside the site's real layout.
const routes = [
  bookingRoute,
  {
    element: <RootLayout />,
    children: [
      { path: '/promotions', element: <PromotionsPage /> },
      { path: '/about', element: <h1>About us</h1> },
    ],
  },
  { path: '/login', element: <LoginProbe /> },
]

/** A client signed in in this tab whose session the server then forgets (signed out elsewhere). */
async function signedInThenEndedElsewhere() {
  // With a card on file: a booking needs one to hold it.
  const { user, token } = await signUpWithCard()
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
  setAuthToken(null)
  return { user, token, endOnServer: () => logout(token) }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  await control.setClock(NOW)
})
afterEach(() => vi.useRealTimers())

describe('a session the server has ended', () => {
  it('a 401 while booking signs out with "Session expired" and returns to /login with "from"', async () => {
    const { endOnServer } = await signedInThenEndedElsewhere()
    const user = userEvent.setup()
    renderRoutes(routes, '/booking?service=gel-manicure')
    await user.click(await screen.findByLabelText('Phone Number', {}, { timeout: 5000 }))
    await user.paste('(703) 555-0100')
    await user.click(screen.getByRole('button', { name: /^Date:/ }))
    await user.click(await screen.findByRole('button', { name: /Wednesday, November 25, 2026/ }))
    const time = screen.getByLabelText('Time')
    await waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '10:00 AM')

    await endOnServer()
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))

    expect(
      await screen.findByText(
        'Login page, from /booking?service=gel-manicure',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(screen.queryByText('Booking failed')).not.toBeInTheDocument()
    expect(localStorage.getItem('user')).toBeNull()
  }, 30_000)

  it('a 401 on a public page (joining the loyalty programme) also returns to /login with "from"', async () => {
    const { endOnServer } = await signedInThenEndedElsewhere()
    renderRoutes(routes, '/promotions')
    const signUpNow = await screen.findByRole('button', { name: 'Sign Up Now' }, { timeout: 5000 })
    // The stored session is confirmed first; then the server forgets it.
    await waitFor(() => expect(screen.getByRole('button', { name: /My Account/ })).toBeVisible())
    await endOnServer()
    await userEvent.click(signUpNow)
    expect(
      await screen.findByText('Login page, from /promotions', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(screen.queryByText(/could not enrol you/)).not.toBeInTheDocument()
  }, 30_000)

  it('a 401 on a client page (cancelling on My Appointments) returns to /login with "from"', async () => {
    const { token } = await returningClient()
    const user = userEvent.setup()
    // The site as it is: the layout around the guarded page, the login page beside it.
    renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [
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
            { path: '/login', element: <LoginProbe /> },
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
    await waitFor(() => expect(screen.getByRole('button', { name: /My Account/ })).toBeVisible())
    await logout(token)
    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }))

    expect(
      await screen.findByText('Login page, from /my-appointments', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(screen.queryByText('Could not cancel')).not.toBeInTheDocument()
    expect(localStorage.getItem('user')).toBeNull()
  }, 30_000)

  it('a stored session found unknown when the site opens signs out there, without leaving the page', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', email: 'ana@example.com', name: 'ana', token: 'f'.repeat(64) }),
    )
    renderRoutes(routes, '/about')
    expect(await screen.findByText('Session expired', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument()
  })

  it('signs out once, with one toast, when three calls answer 401 at the same time', async () => {
    const { endOnServer } = await signedInThenEndedElsewhere()
    const { result } = renderHook(() => useSession(), { wrapper })
    await waitFor(() => expect(result.current.user).not.toBeNull())
    await waitFor(() => expect(result.current.loading).toBe(false))
    await endOnServer()
    const failures = await Promise.all([
      failureOf(fetchQuery(appointmentsQuery('upcoming'))),
      failureOf(fetchQuery(appointmentsQuery('past'))),
      failureOf(fetchQuery(appointmentsQuery('upcoming'))),
    ])
    expect(failures.map((f) => f.status)).toEqual([401, 401, 401])
    await waitFor(() => expect(result.current.user).toBeNull())
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(screen.getAllByText('Session expired')).toHaveLength(1)
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('a wrong password at sign-in (401) does not end the session of the signed-in client', async () => {
    await signedInThenEndedElsewhere()
    const { result } = renderHook(() => useSession(), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(
      (await failureOf(login({ email: 'ana@example.com', password: 'wrong-one' }))).status,
    ).toBe(401)
    expect(result.current.user).toMatchObject({ email: 'ana@example.com' })
    expect(localStorage.getItem('user')).not.toBeNull()
  })
})

describe('several tabs', () => {
  /** What the browser tells this tab when another tab writes or removes the stored session. */
  function otherTabWrites(value: string | null) {
    if (value === null) localStorage.removeItem('user')
    else localStorage.setItem('user', value)
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'user', newValue: value, storageArea: localStorage }),
    )
  }

  it('signing in in another tab signs this one in; signing out there signs this one out', async () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.user).toBeNull()

    const { user, token } = await signUp()
    setAuthToken(null)
    act(() => otherTabWrites(JSON.stringify({ ...user, token })))
    await waitFor(() => expect(result.current.user).toMatchObject({ email: 'ana@example.com' }))
    // This tab now calls with that session.
    expect(await fetchQuery(appointmentsQuery('upcoming'))).toHaveLength(1)

    act(() => otherTabWrites(null))
    await waitFor(() => expect(result.current.user).toBeNull())
    expect((await failureOf(fetchQuery(appointmentsQuery('upcoming')))).status).toBe(401)
  })
})
