import type { Page } from '@playwright/test'
import type { MailRecord } from '@/mocks/db/records'
import { expect } from './fixtures'
import { signInThroughForm } from './support'

/**
 * A client who forgot her password asks for a reset, opens the link from the mail, chooses a new
 * password and is signed in; the old password is refused after, and so is the link, the second
 * time. Run against `npm run api` by real-api.spec.ts.
 */
export async function forgottenPasswordJourney(
  page: Page,
  email: string,
  outbox: () => Promise<MailRecord[]>,
) {
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status').getByText(email)).toBeVisible()

  const mail = (await outbox()).find((m) => m.kind === 'password-reset' && m.to === email)
  const link = /https?:\/\/\S+\/reset-password\?token=[0-9a-f]+/.exec(mail?.body ?? '')?.[0]
  expect(link, mail?.body).toBeTruthy()
  // The link leads to this site, wherever its API lives.
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin)

  await page.goto(link!)
  await page.getByLabel('New Password', { exact: true }).fill('new-secret-1')
  await page.getByLabel('Confirm New Password').fill('new-secret-2')
  await page.getByRole('button', { name: 'Change Password' }).click()
  // In a toast and under the field it is about.
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Passwords do not match'),
  ).toBeVisible()
  await expect(page.getByLabel('Confirm New Password')).toHaveAccessibleDescription(
    'Passwords do not match',
  )
  // What she typed is still there to correct.
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('new-secret-1')
  await page.getByLabel('Confirm New Password').fill('new-secret-1')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Your password has been changed')).toBeVisible()
  await expect(page).toHaveURL('/my-appointments')
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible()

  await page.getByRole('button', { name: 'My Account' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByText('You have been successfully logged out')).toBeVisible()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('secret123')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await signInThroughForm(page, email, 'new-secret-1')

  // The link works once.
  await page.goto(link!)
  await page.getByLabel('New Password', { exact: true }).fill('another-secret')
  await page.getByLabel('Confirm New Password').fill('another-secret')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(
    page.getByText('This link has expired or was already used. Ask for a new one.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
}
