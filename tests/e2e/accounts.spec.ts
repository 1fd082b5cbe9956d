import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SALON_TIME_ZONE } from '@/lib/salon-time'
import { forgottenPasswordJourney } from './reset-journey'
import { signInThroughForm, startSignedIn } from './support'

/** The toasts: their words may also stand under the field they are about. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

test.describe('log in', () => {
  test('empty fields and a short password get the spec toasts, keeping what was typed', async ({
    page,
    mocks,
  }) => {
    await page.goto('/login')
    // The contract's delay: the busy button is part of what this test shows.
    await mocks.setLatency('spec')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(toasts(page).getByText('Please enter both email and password')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter both email and password',
    )

    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByLabel('Password').fill('12345')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await expect(toasts(page).getByText('Login Failed')).toBeVisible()
    await expect(toasts(page).getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    )
    await expect(page.getByLabel('Email')).toHaveValue('ana@example.com')
    await expect(page.getByLabel('Password')).toHaveValue('12345')
  })

  test('a second login to the same email with a wrong password is refused', async ({ page }) => {
    await page.goto('/login')
    await signInThroughForm(page, 'bella@example.com', 'secret123')
    await page.evaluate(() => localStorage.removeItem('user'))
    await page.goto('/login')
    await page.getByLabel('Email').fill('bella@example.com')
    await page.getByLabel('Password').fill('not-my-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL('/login')
  })

  test('a corrupt stored session is recovered from: logged, removed, signed out', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('corrupted')) {
        localStorage.setItem('user', '{definitely not json')
        sessionStorage.setItem('corrupted', '1')
      }
    })
    await page.goto('/profile')
    await expect(page).toHaveURL('/login')
    expect(errors).toContain('Failed to parse stored user data')
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  })
})

test('register: the spec checks, then an account signed in and home', async ({ page, mocks }) => {
  await page.goto('/register')
  // The contract's delay: the busy button is part of what this test shows.
  await mocks.setLatency('spec')
  await page.getByLabel('Full Name').fill('Ana Garcia')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(toasts(page).getByText('Please fill in all fields')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()

  await page.getByLabel('Email').fill('ana@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret1')
  await page.getByLabel('Confirm Password').fill('secret2')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(toasts(page).getByText('Passwords do not match')).toBeVisible()

  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm Password').fill('short')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(toasts(page).getByText('Password must be at least 6 characters')).toBeVisible()

  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Confirm Password').fill('secret123')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled()
  await expect(page.getByText('Your account has been created')).toBeVisible()
  await expect(page).toHaveURL('/')

  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Ana Garcia' })).toBeVisible()
})

test('register: an email already registered gets the API’s message', async ({ page }) => {
  await startSignedIn(page, '/')
  await page.evaluate(() => localStorage.removeItem('user'))
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Someone Else')
  await page.getByLabel('Email').fill('ana.garcia@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Confirm Password').fill('secret123')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Registration Failed')).toBeVisible()
  await expect(page.getByText(/already exists/)).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('Someone Else')
})

test('forgot password: sending, the confirmation, another email, and the mail in the outbox', async ({
  page,
  mocks,
}) => {
  await startSignedIn(page, '/')
  await page.evaluate(() => localStorage.removeItem('user'))
  await page.goto('/forgot-password')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(toasts(page).getByText('Please enter your email address')).toBeVisible()

  await page.getByLabel('Email').fill('ana.garcia@example.com')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(
    page.getByText(
      'If an account exists with this email, you will receive password reset instructions',
    ),
  ).toBeVisible()
  await expect(page.getByRole('status').getByText('ana.garcia@example.com')).toBeVisible()
  const outbox = await mocks.outbox()
  expect(outbox.some((m) => m.kind === 'password-reset' && m.to === 'ana.garcia@example.com')).toBe(
    true,
  )

  await page.getByRole('button', { name: 'Try another email' }).click()
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to login' }).click()
  await expect(page).toHaveURL('/login')
})

test('a forgotten password: the mailed link signs her in with a new one, then is refused', async ({
  page,
  mocks,
}) => {
  // Her account exists; she is not signed in on this device.
  await startSignedIn(page, '/')
  await page.evaluate(() => localStorage.removeItem('user'))
  await forgottenPasswordJourney(page, 'ana.garcia@example.com', () => mocks.outbox())
})

test('six wrong passwords: the sixth is told when to try again, and the email stays', async ({
  page,
}) => {
  await startSignedIn(page, '/')
  await page.evaluate(() => localStorage.removeItem('user'))
  await page.goto('/login')
  await page.getByLabel('Email').fill('ana.garcia@example.com')
  await page.getByLabel('Password').fill('not-my-password')
  const answers: number[] = []
  for (let i = 0; i < 6; i++) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ])
    answers.push(answer.status())
  }
  expect(answers).toEqual([401, 401, 401, 401, 401, 429])
  await expect(page.getByText('Too many attempts. Please try again in 15 minutes.')).toBeVisible()
  // Under the form, a sentence that stays: the time she may try again (salon time).
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. You can try again at \d{1,2}:\d{2} [AP]M ET\.$/,
  )
  await expect(page.getByLabel('Email')).toHaveValue('ana.garcia@example.com')
})

test('forgot password: a failure says to try again later', async ({ page, mocks }) => {
  await page.goto('/forgot-password')
  await mocks.failNext('POST', '/auth/password-reset', 500)
  await page.getByLabel('Email').fill('ana@example.com')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('An error occurred. Please try again later.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('ana@example.com')
})

test('profile: name, email, member since, account type, recent appointments, and Log out', async ({
  page,
}) => {
  await startSignedIn(page, '/profile')
  await expect(page.getByRole('heading', { name: 'Ana Garcia' })).toBeVisible()
  await expect(page.getByText('ana.garcia@example.com')).toBeVisible()
  // Member since: the salon's month now, whatever this machine's zone.
  const monthYear = new Date().toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: SALON_TIME_ZONE,
  })
  await expect(page.getByText(monthYear)).toBeVisible()
  await expect(page.getByText('Standard')).toBeVisible()
  await expect(page.getByText('Gel Manicure')).toBeVisible() // the sample completed visit
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('You have been successfully logged out')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
})

test('a session the back-end no longer knows signs out with a toast', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 'u1', email: 'old@example.com', name: 'old', token: 'f'.repeat(64) }),
      )
      sessionStorage.setItem('seeded', '1')
    }
  })
  await page.goto('/my-appointments')
  await expect(page.getByText('Please log in again to continue.')).toBeVisible()
  await expect(page).toHaveURL('/login')
})
