import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api'
import { Toaster } from '@/components/toaster'
import { LoginPage } from '@/features/auth/LoginPage'
import { ForgotPasswordPage } from '@/features/auth/ForgotPasswordPage'
import { RegisterPage } from '@/features/auth/RegisterPage'
import { SessionContext, type Session } from '@/features/auth/session/session-context'
import { siteSystem } from '@/theme'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

const { control } = serveMockBackend()

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>
}
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '*', element: <Landing /> },
]
const user = () => userEvent.setup()

describe('Login page', () => {
  it('asks for both fields with a toast, focusing the empty one', async () => {
    renderRoutes(routes, '/login')
    const u = user()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com')
    await u.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Please enter both email and password')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveFocus()
  })

  it('shows Login Failed with the API message, keeping what was typed', async () => {
    renderRoutes(routes, '/login')
    const u = user()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com')
    await u.type(screen.getByLabelText('Password'), '12345{Enter}')
    expect(await screen.findByText('Login Failed')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
  })

  it('says "An unknown error occurred" for a failure that is not an Error', async () => {
    const session: Session = {
      user: null,
      loading: false,
      error: null,
      login: () => Promise.reject('boom'),
      register: async () => {},
      resetPassword: async () => {},
      logout: () => {},
    }
    render(
      <ChakraProvider value={siteSystem()}>
        <QueryClientProvider client={createQueryClient()}>
          <SessionContext value={session}>
            <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />
            <Toaster />
          </SessionContext>
        </QueryClientProvider>
      </ChakraProvider>,
    )
    const u = user()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com')
    await u.type(screen.getByLabelText('Password'), 'secret123{Enter}')
    expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument()
  })

  it('signs in, says so, and returns to the "from" page replacing the entry', async () => {
    const { router } = renderRoutes(routes, {
      pathname: '/login',
      state: { from: '/my-appointments' },
    })
    const u = user()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com')
    await u.type(screen.getByLabelText('Password'), 'secret123{Enter}')
    expect(await screen.findByText('Landed on /my-appointments')).toBeInTheDocument()
    expect(screen.getByText('You have successfully logged in')).toBeInTheDocument()
    expect(router.state.historyAction).toBe('REPLACE')
  })
})

describe('Register page', () => {
  const fill = async (u: ReturnType<typeof user>, values: [string, string][]) => {
    for (const [label, value] of values)
      await u.type(screen.getByLabelText(label, { exact: true }), value)
  }

  const refusals: { values: [string, string][]; message: string }[] = [
    { values: [['Full Name', 'Ana']], message: 'Please fill in all fields' },
    {
      values: [
        ['Full Name', 'Ana'],
        ['Email', 'a@x.com'],
        ['Password', 'secret1'],
        ['Confirm Password', 'secret2'],
      ],
      message: 'Passwords do not match',
    },
    {
      values: [
        ['Full Name', 'Ana'],
        ['Email', 'a@x.com'],
        ['Password', 'short'],
        ['Confirm Password', 'short'],
      ],
      message: 'Password must be at least 6 characters',
    },
  ]
  it.each(refusals)('says "$message"', async ({ values, message }) => {
    renderRoutes(routes, '/register')
    const u = user()
    await fill(u, values)
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('shows the API message for an email already registered', async () => {
    renderRoutes(routes, '/register')
    const { register } = await import('@/api')
    await register({ name: 'Ana', email: 'a@x.com', password: 'secret123' })
    const u = user()
    await fill(u, [
      ['Full Name', 'Bo'],
      ['Email', 'a@x.com'],
      ['Password', 'secret123'],
      ['Confirm Password', 'secret123'],
    ])
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument()
    expect(screen.getByText(/already exists/)).toBeInTheDocument()
  })

  it('falls back to "An error occurred during registration" when the server fails', async () => {
    control.failNext('POST', '/auth/register', 500)
    renderRoutes(routes, '/register')
    const u = user()
    await fill(u, [
      ['Full Name', 'Bo'],
      ['Email', 'b@x.com'],
      ['Password', 'secret123'],
      ['Confirm Password', 'secret123'],
    ])
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('An error occurred during registration')).toBeInTheDocument()
  })

  it('creates the account and goes home', async () => {
    renderRoutes(routes, '/register')
    const u = user()
    await fill(u, [
      ['Full Name', '<b>Ana</b>'],
      ['Email', 'a@x.com'],
      ['Password', 'secret123'],
      ['Confirm Password', 'secret123'],
    ])
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Landed on /')).toBeInTheDocument()
    expect(screen.getByText('Your account has been created')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('<b>Ana</b>')
  })
})

describe('Forgot password page', () => {
  it('asks for an email, then confirms naming it, and can start over', async () => {
    renderRoutes(routes, '/forgot-password')
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com{Enter}')
    expect(await screen.findByText('Email Sent')).toBeInTheDocument()
    expect(screen.getByText('ana@example.com')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Try another email' }))
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
  })

  it('says to try again later when sending fails', async () => {
    control.failNext('POST', '/auth/password-reset', 503)
    renderRoutes(routes, '/forgot-password')
    const u = user()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com{Enter}')
    expect(
      await screen.findByText('An error occurred. Please try again later.'),
    ).toBeInTheDocument()
  })
})
