import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequireAuth } from '@/app/RequireAuth'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { LogOut, returningClient } from '../support/returning-client'

const { server } = serveMockBackend()
// booking() is on Wednesday 2026-11-25: a few days before it.
const NOW = new Date('2026-11-21T15:00:00Z')
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
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
  { path: '/login', element: <LogOut /> },
  { path: '/', element: <LogOut /> },
]
/** The Gel Manicure booked, in the Upcoming section. */
const upcomingGelManicure = async () =>
  within(await screen.findByRole('region', { name: 'Upcoming' })).findByRole('heading', {
    name: /Gel Manicure/,
  })
const kept = () => JSON.parse(localStorage.getItem('user-appointments') ?? 'null')

describe("a client's appointments kept on the device", () => {
  it('are kept as the back-end answered them, for the signed-in client only', async () => {
    const { user } = await returningClient()
    renderRoutes(routes, '/my-appointments')
    expect(await upcomingGelManicure()).toBeInTheDocument()
    await waitFor(() =>
      expect(kept()).toMatchObject({
        owner: user.id,
        upcoming: {
          appointments: expect.arrayContaining([
            expect.objectContaining({ serviceName: 'Gel Manicure', date: '2026-11-25' }),
          ]),
        },
        past: { appointments: expect.any(Array) },
      }),
    )
  })

  it('show on the next visit before the back-end has answered', async () => {
    await returningClient()
    const first = renderRoutes(routes, '/my-appointments')
    expect(await upcomingGelManicure()).toBeInTheDocument()
    await waitFor(() => expect(kept()?.past).toBeDefined())
    first.unmount()
    // The back-end is slow to answer now: the kept lists show meanwhile.
    server.use(http.get('*/appointments', () => delay('infinite')))
    renderRoutes(routes, '/my-appointments')
    expect(await upcomingGelManicure()).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Past' })).not.toHaveTextContent('Loading')
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
  })

  it('are removed when the client logs out', async () => {
    await returningClient()
    const { router } = renderRoutes(routes, '/my-appointments')
    expect(await upcomingGelManicure()).toBeInTheDocument()
    await waitFor(() => expect(kept()).not.toBeNull())
    await router.navigate('/')
    ;(await screen.findByRole('button', { name: 'Log out' })).click()
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull())
    expect(kept()).toBeNull()
  })

  it.each([
    [
      'kept for someone else',
      () => JSON.stringify({ owner: 'someone-else', upcoming: { appointments: [{ id: 'x' }] } }),
    ],
    ['unreadable', () => '{oops'],
    [
      'of the wrong shape',
      () => JSON.stringify({ owner: 'me', upcoming: { appointments: 'none' } }),
    ],
  ])('are ignored when %s: the back-end answers as usual', async (_, raw) => {
    const { user } = await returningClient()
    localStorage.setItem('user-appointments', raw().replace('"me"', JSON.stringify(user.id)))
    renderRoutes(routes, '/my-appointments')
    expect(await upcomingGelManicure()).toBeInTheDocument()
    await waitFor(() => expect(kept()).toMatchObject({ owner: user.id }))
  })
})
