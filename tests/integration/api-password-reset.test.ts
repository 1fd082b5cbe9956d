import { describe, expect, it } from 'vitest'
import { confirmPasswordReset, login, me, requestPasswordReset, setAuthToken } from '@/api'
import { failureOf, signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()
const NOW = '2026-11-18T15:00:00Z'
const minutesAfter = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000)

/** The token in the newest reset mail to `email`. */
async function mailedToken(email: string) {
  const mails = (await control.outbox()).filter(
    (m) => m.kind === 'password-reset' && m.to === email,
  )
  const link = /\/reset-password\?token=([0-9a-f]+)/.exec(mails.at(-1)?.body ?? '')
  if (!link) throw new Error(`no reset link mailed to ${email}`)
  return link[1]!
}

describe('a password reset link', () => {
  it('works once: it signs her in with the new password, and the old one no longer works', async () => {
    await control.setClock(NOW)
    await signUp('ana@example.com')
    await requestPasswordReset({ email: 'ana@example.com' })
    const token = await mailedToken('ana@example.com')
    const signedIn = await confirmPasswordReset({ token, password: 'new-secret' })
    expect(signedIn.user.email).toBe('ana@example.com')

    const again = await failureOf(confirmPasswordReset({ token, password: 'other-secret' }))
    expect(again.status).toBe(410)
    expect(again.message).toBe('This link has expired or was already used. Ask for a new one.')
    expect(
      (await failureOf(login({ email: 'ana@example.com', password: 'secret123' }))).status,
    ).toBe(401)
    expect((await login({ email: 'ana@example.com', password: 'new-secret' })).user.email).toBe(
      'ana@example.com',
    )
  })

  it('is stored only as a hash', async () => {
    await signUp('ana@example.com')
    await requestPasswordReset({ email: 'ana@example.com' })
    const token = await mailedToken('ana@example.com')
    const { db } = await import('@/mocks/db/db')
    expect(JSON.stringify(db.passwordResets.all())).not.toContain(token)
  })

  it('expires after 60 minutes', async () => {
    await control.setClock(NOW)
    await signUp('ana@example.com')
    await requestPasswordReset({ email: 'ana@example.com' })
    const token = await mailedToken('ana@example.com')
    await control.setClock(minutesAfter(60))
    expect((await failureOf(confirmPasswordReset({ token, password: 'new-secret' }))).status).toBe(
      410,
    )
  })

  it('stops working once a newer one is asked for; an unknown token is refused alike', async () => {
    await signUp('ana@example.com')
    await requestPasswordReset({ email: 'ana@example.com' })
    const first = await mailedToken('ana@example.com')
    await requestPasswordReset({ email: 'ana@example.com' })
    const second = await mailedToken('ana@example.com')
    expect(second).not.toBe(first)
    expect(
      (await failureOf(confirmPasswordReset({ token: first, password: 'secret99' }))).status,
    ).toBe(410)
    expect(
      (await failureOf(confirmPasswordReset({ token: 'f'.repeat(64), password: 'secret99' })))
        .status,
    ).toBe(410)
    expect((await confirmPasswordReset({ token: second, password: 'secret99' })).token).toBeTruthy()
  })

  it('refuses a new password under 6 characters with the register form’s words', async () => {
    await signUp('ana@example.com')
    await requestPasswordReset({ email: 'ana@example.com' })
    const token = await mailedToken('ana@example.com')
    const short = await failureOf(confirmPasswordReset({ token, password: '12345' }))
    expect(short.status).toBe(400)
    expect(short.fieldErrors.password).toBe('Password must be at least 6 characters')
  })

  it('ends every other session of the account', async () => {
    const { token: before } = await signUp('ana@example.com')
    await requestPasswordReset({ email: 'ana@example.com' })
    const { token: after } = await confirmPasswordReset({
      token: await mailedToken('ana@example.com'),
      password: 'new-secret',
    })
    setAuthToken(before)
    expect((await failureOf(me())).status).toBe(401)
    setAuthToken(after)
    expect((await me()).user.email).toBe('ana@example.com')
  })

  it('is mailed at most 3 times an hour per email, the answer the same every time', async () => {
    await control.setClock(NOW)
    await signUp('ana@example.com')
    for (let i = 0; i < 4; i++) await requestPasswordReset({ email: 'ana@example.com' })
    // And an email with no account counts the same way, mailing nothing.
    for (let i = 0; i < 4; i++) await requestPasswordReset({ email: 'nobody@example.com' })
    const resets = (await control.outbox()).filter((m) => m.kind === 'password-reset')
    expect(resets.map((m) => m.to)).toEqual([
      'ana@example.com',
      'ana@example.com',
      'ana@example.com',
    ])
    await control.setClock(minutesAfter(60))
    await requestPasswordReset({ email: 'ana@example.com' })
    expect((await control.outbox()).filter((m) => m.kind === 'password-reset')).toHaveLength(4)
  })
})

describe('sign-in against guessing', () => {
  const wrong = () => login({ email: 'ana@example.com', password: 'not-hers' })

  it('answers 401 to the 5th wrong password and 429 to the 6th, even with the right one, for 15 minutes', async () => {
    await control.setClock(NOW)
    await signUp('ana@example.com')
    for (let i = 0; i < 5; i++) expect((await failureOf(wrong())).status).toBe(401)
    await control.setClock(minutesAfter(1))
    const locked = await failureOf(login({ email: 'ana@example.com', password: 'secret123' }))
    expect(locked.status).toBe(429)
    expect(locked.code).toBe('TOO_MANY_ATTEMPTS')
    expect(locked.message).toBe('Too many attempts. Please try again in 14 minutes.')
    expect(await control.authAttempts()).toEqual([
      {
        kind: 'login',
        email: 'ana@example.com',
        count: 5,
        lockedUntil: minutesAfter(15).toISOString(),
      },
    ])
    // Another email is not affected.
    expect((await login({ email: 'bo@example.com', password: 'secret123' })).user.email).toBe(
      'bo@example.com',
    )
    // 15 minutes after the first wrong password, it may try again.
    await control.setClock(minutesAfter(15))
    expect((await login({ email: 'ana@example.com', password: 'secret123' })).user.email).toBe(
      'ana@example.com',
    )
  })

  it('says when: Retry-After in seconds, and the message in minutes', async () => {
    await control.setClock(NOW)
    await signUp('ana@example.com')
    for (let i = 0; i < 5; i++) await failureOf(wrong())
    await control.setClock(new Date(Date.parse(NOW) + 14 * 60_000 + 30_000))
    const response = await fetch(new URL('/api/auth/login', location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ana@example.com', password: 'secret123' }),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Too many attempts. Please try again in 1 minute.',
    )
  })

  it('forgets the wrong passwords once she signs in, or a tester clears them', async () => {
    await signUp('ana@example.com')
    for (let i = 0; i < 4; i++) await failureOf(wrong())
    await login({ email: 'ana@example.com', password: 'secret123' })
    for (let i = 0; i < 4; i++) expect((await failureOf(wrong())).status).toBe(401)
    await control.clearAuthAttempts('ana@example.com')
    expect(await control.authAttempts()).toEqual([])
    expect((await failureOf(wrong())).status).toBe(401)
  })

  it('unlocks after a new password is chosen from a reset link', async () => {
    await signUp('ana@example.com')
    for (let i = 0; i < 5; i++) await failureOf(wrong())
    await requestPasswordReset({ email: 'ana@example.com' })
    await confirmPasswordReset({
      token: await mailedToken('ana@example.com'),
      password: 'new-secret',
    })
    expect((await login({ email: 'ana@example.com', password: 'new-secret' })).user.email).toBe(
      'ana@example.com',
    )
  })
})
