import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setAuthToken } from '@/api'
import { LoginPage } from '@/features/auth/LoginPage'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

// Signing in when the back-end fails: she is told it is the salon's side, keeps her email, and
// the next try signs her in.
const { control } = serveMockBackend()

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>
}

/** A toast's words: the same words may stand under a field too. */
const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text)

describe('a sign-in the back-end fails (500)', () => {
  it('says so, keeps her email, and signs her in on the next try', async () => {
    await signUp()
    setAuthToken(null)
    renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: <Landing /> },
      ],
      '/login',
    )
    const user = userEvent.setup()
    control.failNext('POST', '/auth/login', 500)
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await toast('Login Failed')).toBeInTheDocument()
    expect(await toast('Something went wrong on our side. Please try again.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(screen.queryByText(/^Landed on/)).toBeNull()

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await toast('You have successfully logged in')).toBeInTheDocument()
    expect(await screen.findByText(/^Landed on/)).toBeInTheDocument()
  })
})
