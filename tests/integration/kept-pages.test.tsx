import { render, screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/AppProviders'
import { RequireAuth } from '@/app/RequireAuth'
import { myAppointmentsHero } from '@/features/appointments'
import { MyAppointmentsPage } from '@/features/appointments/MyAppointmentsPage'
import { readStoredStart } from '@/features/auth'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { LogOut, returningClient } from '../support/returning-client'

const { server } = serveMockBackend()
// booking() is on Wednesday 2026-11-25: a few days before it.
const NOW = new Date('2026-11-21T15:00:00Z')
// The built site's entry script, whose address names the version that drew a page.
const BUILD = '/assets/index-abc123.js'
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  const entry = Object.assign(document.createElement('script'), { type: 'module' })
  entry.setAttribute('src', BUILD)
  document.head.append(entry)
})
afterEach(() => {
  vi.useRealTimers()
  document.head.querySelector(`script[src="${BUILD}"]`)?.remove()
})

const routes = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/my-appointments',
        element: (
          <main>
            <MyAppointmentsPage />
          </main>
        ),
        handle: { hero: myAppointmentsHero, keptForReturn: true },
      },
    ],
  },
  { path: '/', element: <LogOut /> },
]
const upcomingGelManicure = () =>
  within(screen.getByRole('region', { name: 'Upcoming' })).getByRole('heading', {
    name: /Gel Manicure/,
  })
const keptPages = () => JSON.parse(localStorage.getItem('user-pages') ?? 'null')

/** Their first visit to /my-appointments on this device, until the page is kept. */
async function firstVisit() {
  const first = renderRoutes(routes, '/my-appointments')
  await waitFor(() => expect(keptPages()?.pages['/my-appointments']).toBeDefined())
  first.unmount()
}

describe("a client's own page kept on the device", () => {
  it('is kept as drawn once it has settled, for its client and this version of the site', async () => {
    const { user } = await returningClient()
    await firstVisit()
    const { owner, build, pages } = keptPages()
    expect({ owner, build }).toEqual({ owner: user.id, build: BUILD })
    expect(pages['/my-appointments'].html).toContain('Gel Manicure')
    expect(pages['/my-appointments'].html).not.toContain('Checking your session')
  })

  it('is drawn over at once with the session read before the first draw, never "Checking your session"', async () => {
    const { token } = await returningClient()
    await firstVisit()
    // The back-end is slow to answer now; what the page asks carries the client's token.
    const asked: (string | null)[] = []
    server.use(
      http.get('*/appointments', ({ request }) => {
        asked.push(request.headers.get('Authorization'))
        return delay('infinite')
      }),
    )
    const storedSession = await readStoredStart()
    render(
      <AppProviders storedSession={storedSession}>
        <RouterProvider
          router={createMemoryRouter(routes, { initialEntries: ['/my-appointments'] })}
        />
      </AppProviders>,
    )
    // On the very first draw: no waiting for it.
    expect(upcomingGelManicure()).toBeInTheDocument()
    expect(screen.queryByText('Checking your session')).not.toBeInTheDocument()
    await waitFor(() => expect(asked).toContain(`Bearer ${token}`))
  })

  it('is not kept for a client who signed out in another tab meanwhile', async () => {
    const { user } = await returningClient()
    // The browser's idle moments, run by hand.
    const idle: (() => void)[] = []
    const runIdle = () => idle.splice(0).forEach((task) => task())
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task))
    try {
      const { router } = renderRoutes(routes, '/my-appointments')
      // Kept once settled, in an idle moment.
      await waitFor(() => {
        runIdle()
        expect(keptPages()).not.toBeNull()
      })
      // Another tab signs someone else in before this one has heard of it; the page settles again.
      localStorage.removeItem('user-pages')
      localStorage.setItem('user', JSON.stringify({ ...user, id: 'someone-else' }))
      await router.navigate('/')
      await screen.findByRole('button', { name: 'Log out' })
      await router.navigate('/my-appointments')
      await waitFor(() => expect(upcomingGelManicure()).toBeInTheDocument())
      await waitFor(() => expect(idle.length).toBeGreaterThan(0))
      runIdle()
      expect(keptPages()).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('is removed when the client logs out', async () => {
    await returningClient()
    const { router } = renderRoutes(routes, '/my-appointments')
    await waitFor(() => expect(keptPages()).not.toBeNull())
    await router.navigate('/')
    ;(await screen.findByRole('button', { name: 'Log out' })).click()
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull())
    expect(keptPages()).toBeNull()
  })
})
