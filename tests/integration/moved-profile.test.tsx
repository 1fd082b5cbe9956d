import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { me } from '@/api'
import { routes } from '@/app/router'
import { SALON_TIME_ZONE } from '@/lib/salon-time'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { pageLoad, toast, field, anaHasAnAccount, openSite } from '../support/site-pages'

// Signing in, registering, a forgotten password, the profile and the guard, on the site's own
// route table: what a person is told and what the back-end keeps.
const { control } = serveMockBackend()

afterEach(() => vi.restoreAllMocks())

describe('profile', () => {
  it('name, email, member since, account type, the sample visit, and Log out', async () => {
    await anaHasAnAccount({ stored: true })
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/profile')
    expect(await screen.findByRole('heading', { name: 'Ana Garcia' }, pageLoad)).toBeVisible()
    const main = within(screen.getByRole('main'))
    expect(main.getByText('ana.garcia@example.com')).toBeVisible()
    // Member since: the salon's month now.
    const monthYear = new Date().toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: SALON_TIME_ZONE,
    })
    expect(main.getByText(monthYear)).toBeVisible()
    expect(main.getByText('Standard')).toBeVisible()
    expect(await main.findByText('Gel Manicure')).toBeVisible() // the sample completed visit

    await user.click(main.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), pageLoad)
    expect(await toast('You have been successfully logged out')).toBeInTheDocument()
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' }),
    ).toBeVisible()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('a reminder setting that cannot be saved says so and shows what is stored', async () => {
    await anaHasAnAccount({ stored: true })
    const user = userEvent.setup()
    renderRoutes(routes, '/profile')
    const setting = await screen.findByRole('checkbox', { name: 'Email me reminders' }, pageLoad)
    expect(setting).toBeChecked()
    // The session's copy first; the server's answer makes it changeable.
    await waitFor(() => expect(setting).not.toHaveAttribute('aria-disabled'))
    await control.failNext('PATCH', '/auth/me', 503)
    await user.click(setting)
    expect(await toast('Could not save your setting')).toBeInTheDocument()
    await waitFor(() => expect(setting).not.toHaveAttribute('aria-disabled'))
    expect(setting).toBeChecked()
    expect((await me()).user.emailReminders).toBe(true)

    await user.click(setting)
    expect(await toast('Reminders off')).toBeInTheDocument()
    expect(setting).not.toBeChecked()
    expect((await me()).user.emailReminders).toBe(false)
  })
})

it('a session the back-end no longer knows signs out with a toast, on the login page', async () => {
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', email: 'old@example.com', name: 'old', token: 'f'.repeat(64) }),
  )
  const { router } = renderRoutes(routes, '/my-appointments')
  expect(
    await screen.findByText('Please log in again to continue.', {}, pageLoad),
  ).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), pageLoad)
  expect(localStorage.getItem('user')).toBeNull()
})

it('a guarded page sends a visitor to log in, then back to the page she asked for', async () => {
  await anaHasAnAccount({ stored: false })
  const user = userEvent.setup()
  const { router } = await openSite('/')
  await router.navigate('/booking?service=gel-manicure')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, pageLoad),
  ).toBeVisible()
  expect(router.state.location.pathname).toBe('/login')

  await user.type(field('Email'), 'ana.garcia@example.com')
  await user.type(field('Password'), 'secret123')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await toast('You have successfully logged in')).toBeInTheDocument()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Book Your Appointment' }, pageLoad),
  ).toBeVisible()
  expect(router.state.location.pathname + router.state.location.search).toBe(
    '/booking?service=gel-manicure',
  )
  expect(await screen.findByLabelText('Service', { exact: true }, pageLoad)).toHaveValue(
    'gel-manicure',
  )
  // The login page replaced its entry: Back returns to where she was before.
  await router.navigate(-1)
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), pageLoad)
})
