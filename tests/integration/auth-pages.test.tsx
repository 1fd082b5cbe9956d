import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, login } from '@/api'
import { Toaster } from '@/components/toaster'
import { LoginPage } from '@/features/auth/LoginPage'
import { ForgotPasswordPage } from '@/features/auth/ForgotPasswordPage'
import { RegisterPage } from '@/features/auth/RegisterPage'
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage'
import { SessionContext, type Session } from '@/features/auth/session/session-context'
import { siteSystem } from '@/theme'
import { failureOf, signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { StylesOutsideDocument } from '../support/styles-outside-document'

const { control } = serveMockBackend()

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>
}
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '*', element: <Landing /> },
]
const user = () => userEvent.setup()

/** A toast's words: the same words may also stand under the field they are about. */
const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text)
const field = (label: string) => screen.getByLabelText(label, { exact: true })

describe('Login page', () => {
  it('asks for both fields with a toast and under the empty one, focusing it', async () => {
    renderRoutes(routes, '/login')
    const u = user()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com')
    await u.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await toast('Please enter both email and password')).toBeInTheDocument()
    expect(field('Password')).toHaveFocus()
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Password')).toHaveAccessibleDescription('Please enter both email and password')
    expect(field('Email')).not.toHaveAttribute('aria-invalid')
    expect(field('Email')).toHaveValue('ana@example.com')
  })

  it('says so under the email once she leaves it empty, and clears it as she types', async () => {
    renderRoutes(routes, '/login')
    const u = user()
    await u.click(field('Email'))
    await u.tab()
    expect(field('Email')).toHaveAccessibleDescription('Please enter both email and password')
    await u.type(field('Email'), 'a')
    expect(field('Email')).not.toHaveAttribute('aria-invalid')
  })

  it('shows Login Failed with the API message, keeping what was typed', async () => {
    renderRoutes(routes, '/login')
    const u = user()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com')
    await u.type(screen.getByLabelText('Password'), '12345{Enter}')
    expect(await toast('Login Failed')).toBeInTheDocument()
    expect(await toast('Password must be at least 6 characters')).toBeInTheDocument()
    // The API's reason stands under its field too.
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters')
    expect(field('Password')).toHaveFocus()
    expect(field('Email')).toHaveValue('ana@example.com')
    expect(field('Password')).toHaveValue('12345')
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
      <StylesOutsideDocument>
        <ChakraProvider value={siteSystem()}>
          <QueryClientProvider client={createQueryClient()}>
            <SessionContext value={session}>
              <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />
              <Toaster />
            </SessionContext>
          </QueryClientProvider>
        </ChakraProvider>
      </StylesOutsideDocument>,
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

  const refusals: { values: [string, string][]; message: string; under: string }[] = [
    { values: [['Full Name', 'Ana']], message: 'Please fill in all fields', under: 'Email' },
    {
      values: [
        ['Full Name', 'Ana'],
        ['Email', 'a@x.com'],
        ['Password', 'secret1'],
        ['Confirm Password', 'secret2'],
      ],
      message: 'Passwords do not match',
      under: 'Confirm Password',
    },
    {
      values: [
        ['Full Name', 'Ana'],
        ['Email', 'a@x.com'],
        ['Password', 'short'],
        ['Confirm Password', 'short'],
      ],
      message: 'Password must be at least 6 characters',
      under: 'Password',
    },
    // SPEC's order: passwords that differ are said before a short one.
    {
      values: [
        ['Full Name', 'Ana'],
        ['Email', 'a@x.com'],
        ['Password', 'abc'],
        ['Confirm Password', 'abd'],
      ],
      message: 'Passwords do not match',
      under: 'Confirm Password',
    },
  ]
  it.each(refusals)(
    'says "$message" in a toast and under $under, keeping what was typed',
    async ({ values, message, under }) => {
      renderRoutes(routes, '/register')
      const u = user()
      await fill(u, values)
      await u.click(screen.getByRole('button', { name: 'Create Account' }))
      expect(await toast(message)).toBeInTheDocument()
      expect(field(under)).toHaveAccessibleDescription(message)
      expect(field(under)).toHaveFocus()
      for (const [label, value] of values) expect(field(label)).toHaveValue(value)
    },
  )

  it('marks every empty field, each with its own message', async () => {
    renderRoutes(routes, '/register')
    const u = user()
    await u.type(field('Email'), 'not-an-address')
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await toast('Please fill in all fields')).toBeInTheDocument()
    expect(field('Full Name')).toHaveFocus()
    expect(field('Full Name')).toHaveAccessibleDescription('Please fill in all fields')
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(field('Password')).toHaveAccessibleDescription('Please fill in all fields')
    expect(field('Confirm Password')).toHaveAccessibleDescription('Please fill in all fields')
    expect(field('Email')).toHaveValue('not-an-address')
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
    expect(field('Email')).toHaveFocus()
    expect(field('Full Name')).toHaveValue('Bo')
    expect(field('Password')).toHaveValue('secret123')
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
    expect(await toast('Please enter your email address')).toBeInTheDocument()
    expect(field('Email')).toHaveAccessibleDescription('Please enter your email address')
    expect(field('Email')).toHaveFocus()
    await u.type(screen.getByLabelText('Email'), 'ana@example.com{Enter}')
    expect(await screen.findByText('Email Sent')).toBeInTheDocument()
    expect(screen.getByText('ana@example.com')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Try another email' }))
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument()
    expect(field('Email')).toHaveValue('ana@example.com')
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
    expect(field('Email')).toHaveValue('ana@example.com')
  })
})

describe('Reset password page', () => {
  it('says how long a link works, and asks for a new one without a token', () => {
    renderRoutes(routes, '/reset-password')
    expect(
      screen.getByText('A link from a reset email works once, for 60 minutes.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Ask for a new one.',
    )
  })

  it('checks both passwords under their fields, keeping them, then an unknown link expires', async () => {
    renderRoutes(routes, '/reset-password?token=abc123')
    expect(
      screen.getByText('Pick a password of at least 6 characters. You will be signed in with it.'),
    ).toBeInTheDocument()
    const u = user()
    await u.type(field('New Password'), 'new-secret-1')
    await u.type(field('Confirm New Password'), 'new-secret-2')
    await u.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await toast('Passwords do not match')).toBeInTheDocument()
    expect(field('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match')
    expect(field('New Password')).toHaveValue('new-secret-1')
    expect(field('Confirm New Password')).toHaveValue('new-secret-2')

    await u.clear(field('Confirm New Password'))
    await u.type(field('Confirm New Password'), 'new-secret-1')
    expect(field('Confirm New Password')).not.toHaveAttribute('aria-invalid')
    await u.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Ask for a new one.',
    )
  })
})

describe('too many wrong passwords', () => {
  const NOW = new Date('2026-11-18T15:00:00Z') // Wednesday 10:00 AM in Chantilly
  afterEach(() => vi.useRealTimers())

  it('the sixth is told when she may try again, in a sentence that stays, the email kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    await control.setClock(NOW)
    await signUp('bella@example.com')
    for (let i = 0; i < 5; i++)
      expect(
        (await failureOf(login({ email: 'bella@example.com', password: 'not-mine' }))).code,
      ).toBe('UNAUTHORIZED')

    renderRoutes(routes, '/login')
    const u = user()
    await u.type(field('Email'), 'bella@example.com')
    await u.type(field('Password'), 'not-mine{Enter}')
    // Locked until the first wrong password leaves its 15 minutes: 10:15 AM in the salon.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. You can try again at 10:15 AM ET.',
    )
    expect(await toast('Login Failed')).toBeInTheDocument()
    expect(await toast('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument()
    expect(field('Email')).toHaveValue('bella@example.com')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
  })
})
