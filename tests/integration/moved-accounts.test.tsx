import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { pageLoad, toast, field, anaHasAnAccount, openSite } from '../support/site-pages'

// Signing in, registering, a forgotten password, the profile and the guard, on the site's own
// route table: what a person is told and what the back-end keeps.
const { control } = serveMockBackend()

afterEach(() => vi.restoreAllMocks())

describe('log in', () => {
  it('both fields empty: the toast, the email focused and described; a short password waits, then is refused', async () => {
    const user = userEvent.setup()
    await openSite('/login')
    // The contract's delay: the busy button is part of what this shows.
    await control.setLatency('spec')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await toast('Please enter both email and password')).toBeInTheDocument()
    expect(field('Email')).toHaveFocus()
    expect(field('Email')).toHaveAccessibleDescription('Please enter both email and password')

    await user.type(field('Email'), 'ana@example.com')
    await user.type(field('Password'), '12345')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('button', { name: 'Signing in...' }, pageLoad)).toBeDisabled()
    expect(await toast('Login Failed')).toBeInTheDocument()
    expect(await toast('Password must be at least 6 characters')).toBeInTheDocument()
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters')
    expect(field('Email')).toHaveValue('ana@example.com')
    expect(field('Password')).toHaveValue('12345')
  })

  it('a wrong password to an account that exists is refused, on the login page', async () => {
    await anaHasAnAccount({ stored: false })
    const user = userEvent.setup()
    const { router } = await openSite('/login')
    await user.type(field('Email'), 'ana.garcia@example.com')
    await user.type(field('Password'), 'not-my-password{Enter}')
    expect(await toast('Invalid email or password')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('a corrupt stored session is logged, removed, and the guarded page sends her to log in', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('user', '{definitely not json')
    const { router } = renderRoutes(routes, '/profile')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, pageLoad),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(logged).toHaveBeenCalledWith('Failed to parse stored user data')
    expect(localStorage.getItem('user')).toBeNull()
  })
})

it('register: the busy button, then signed in at home, her name on her profile', async () => {
  const user = userEvent.setup()
  const { router } = await openSite('/register')
  await user.type(field('Full Name'), 'Ana Garcia')
  await user.type(field('Email'), 'ana@example.com')
  await user.type(field('Password'), 'secret123')
  await user.type(field('Confirm Password'), 'secret123')
  await control.setLatency(300)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
  expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled()
  expect(await toast('Your account has been created')).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), pageLoad)

  await control.setLatency('none')
  await router.navigate('/profile')
  expect(await screen.findByRole('heading', { name: 'Ana Garcia' }, pageLoad)).toBeVisible()
})

it('forgot password: the confirmation names the email, the mail is in the outbox, Back to login', async () => {
  await anaHasAnAccount({ stored: false })
  const user = userEvent.setup()
  const { router } = await openSite('/forgot-password')
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
  expect(await toast('Please enter your email address')).toBeInTheDocument()
  const resetMails = async () =>
    (await control.outbox()).filter((m) => m.kind === 'password-reset').map((m) => m.to)
  expect(await resetMails()).toEqual([])

  await user.type(field('Email'), 'ana.garcia@example.com')
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
  expect(
    await toast(
      'If an account exists with this email, you will receive password reset instructions',
    ),
  ).toBeInTheDocument()
  // The confirmation, read out as it appears, names the address.
  const named = screen.getByText('ana.garcia@example.com', { selector: 'strong' })
  expect(named.closest('[role="status"]')).not.toBeNull()
  expect(await resetMails()).toEqual(['ana.garcia@example.com'])

  await user.click(screen.getByRole('button', { name: 'Try another email' }))
  expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeVisible()
  await user.click(screen.getByRole('link', { name: 'Back to login' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), pageLoad)
})
