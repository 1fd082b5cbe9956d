import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { ChakraProvider } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { RequireAuth } from '@/app/RequireAuth'
import { SessionContext, type Session } from '@/features/auth/session/session-context'
import { siteSystem } from '@/theme'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { StylesOutsideDocument } from '../support/styles-outside-document'

serveMockBackend()

function LoginProbe() {
  const location = useLocation()
  return <p>Login page, from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}</p>
}

const guarded = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/booking',
        element: <h2>Booking form</h2>,
        handle: { hero: { title: 'Book Your Appointment' } },
      },
    ],
  },
  { path: '/login', element: <LoginProbe /> },
]

describe('the guard on /booking, /profile and /my-appointments', () => {
  it('sends a visitor to /login, replacing the entry and passing the requested path as "from"', async () => {
    const { router } = renderRoutes(guarded, '/booking?service=gel-manicure')
    expect(
      await screen.findByText('Login page, from /booking?service=gel-manicure'),
    ).toBeInTheDocument()
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('lets a client with a stored session through', async () => {
    const { user, token } = await signUp()
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
    renderRoutes(guarded, '/booking')
    expect(await screen.findByRole('heading', { name: 'Booking form' })).toBeInTheDocument()
  })

  it("shows the page's hero over a spinner, not the login page, while the session is read", () => {
    const reading: Session = {
      user: null,
      loading: true,
      error: null,
      login: () => Promise.reject(new Error('still reading')),
      register: () => Promise.reject(new Error('still reading')),
      resetPassword: () => Promise.reject(new Error('still reading')),
      logout: () => undefined,
    }
    const router = createMemoryRouter(guarded, { initialEntries: ['/booking'] })
    render(
      <StylesOutsideDocument>
        <ChakraProvider value={siteSystem()}>
          <SessionContext value={reading}>
            <RouterProvider router={router} />
          </SessionContext>
        </ChakraProvider>
      </StylesOutsideDocument>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Book Your Appointment')
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session')
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Booking form' })).not.toBeInTheDocument()
  })
})
