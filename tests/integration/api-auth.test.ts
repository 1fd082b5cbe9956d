import { describe, expect, it, vi } from 'vitest'
import { me, login, logout, register, requestPasswordReset, setAuthToken } from '@/api'
import { callApi, failureOf, signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

describe('POST /auth/login', () => {
  it('signs in any email with a 6+ character password, creating the account (name = before the @)', async () => {
    const { user, token } = await login({ email: 'bella.rose@example.com', password: 'secret1' })
    expect(user).toMatchObject({ email: 'bella.rose@example.com', name: 'bella.rose' })
    expect(token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers 400 with the spec message for a password under 6 characters', async () => {
    const error = await failureOf(login({ email: 'a@b.com', password: '12345' }))
    expect(error.status).toBe(400)
    expect(error.message).toBe('Password must be at least 6 characters')
    expect(error.fieldErrors.password).toBe('Password must be at least 6 characters')
  })

  it('answers 401 for a wrong password to an existing account', async () => {
    await login({ email: 'ana@example.com', password: 'secret123' })
    const error = await failureOf(login({ email: 'ANA@example.com', password: 'wrong-password' }))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Invalid email or password')
    const again = await login({ email: 'ana@example.com', password: 'secret123' })
    expect(again.user.email).toBe('ana@example.com')
  })

  it('stores the password hashed, never as text', async () => {
    await login({ email: 'ana@example.com', password: 'secret123' })
    const { db } = await import('@/mocks/db/db')
    const account = db.accounts.findFirst((q) => q.where({ email: 'ana@example.com' }))
    expect(account?.passwordHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(account)).not.toContain('secret123')
  })

  it('answers only after the 1000 ms delay of the spec', async () => {
    control.setLatency('spec')
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    let answered = false
    const call = login({ email: 'ana@example.com', password: 'secret123' }).then(
      () => (answered = true),
    )
    await vi.advanceTimersByTimeAsync(950)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    vi.useRealTimers()
    await call
    expect(answered).toBe(true)
  })
})

describe('POST /auth/register', () => {
  it('creates the account with the full name and signs it in', async () => {
    const { user, token } = await register({
      name: 'Ana Garcia',
      email: 'ana@example.com',
      password: 'secret123',
    })
    expect(user).toMatchObject({ name: 'Ana Garcia', email: 'ana@example.com' })
    setAuthToken(token)
    expect((await me()).user.name).toBe('Ana Garcia')
  })

  it('answers 409 when the email is taken', async () => {
    await register({ name: 'Ana', email: 'ana@example.com', password: 'secret123' })
    const error = await failureOf(
      register({ name: 'Other', email: 'ana@example.com', password: 'another1' }),
    )
    expect(error.status).toBe(409)
    expect(error.message).toMatch(/already exists/)
  })

  it('answers 400 with field errors for bad input', async () => {
    const error = await failureOf(register({ name: '', email: 'not-an-email', password: '123' }))
    expect(error.status).toBe(400)
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.fieldErrors).toMatchObject({
      name: 'Please fill in all fields',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
  })
})

describe('session calls', () => {
  it('GET /auth/me answers the user for a valid token and 401 without one', async () => {
    await signUp()
    expect((await me()).user.email).toBe('ana@example.com')
    setAuthToken(null)
    expect((await failureOf(me())).status).toBe(401)
    setAuthToken('not-a-real-token')
    expect((await failureOf(me())).status).toBe(401)
  })

  it('POST /auth/logout ends the session: the token stops working', async () => {
    const { token } = await signUp()
    await logout(token)
    expect((await failureOf(me())).status).toBe(401)
  })

  it('a token past its expiry is refused', async () => {
    await signUp()
    await control.setClock(Date.now() + 31 * 24 * 60 * 60 * 1000)
    expect((await failureOf(me())).status).toBe(401)
  })
})

describe('POST /auth/password-reset', () => {
  it('answers 202 with no body whether or not the account exists, and mails only a real account', async () => {
    await signUp('ana@example.com')
    for (const email of ['ana@example.com', 'nobody@example.com']) {
      const answer = await callApi('requestPasswordReset', { body: { email } })
      expect(answer, email).toMatchObject({ status: 202, body: null })
    }
    const resets = (await control.outbox()).filter((m) => m.kind === 'password-reset')
    expect(resets).toHaveLength(1)
    expect(resets[0]).toMatchObject({ to: 'ana@example.com', subject: 'Reset your password' })
  })

  it('answers 400 for an empty email', async () => {
    const error = await failureOf(requestPasswordReset({ email: '' }))
    expect(error.status).toBe(400)
    expect(error.message).toBe('Please enter your email address')
  })
})
