import { expect, type Page } from '@playwright/test'

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/** Waits until the mock back-end (the shipped service worker) answers. */
export async function waitForBackend(page: Page) {
  await page.waitForFunction(() => Boolean(window.salonMocks))
}

/** Signs in through the login page, as a visitor would. */
export async function signInThroughForm(page: Page, email = 'ana.garcia@example.com', password = 'secret123') {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('You have successfully logged in')).toBeVisible()
}

/**
 * Registers an account through the API and keeps its session in the browser, as if the client
 * had signed in earlier; then opens `path`.
 */
export async function startSignedIn(
  page: Page,
  path = '/',
  account = { name: 'Ana Garcia', email: 'ana.garcia@example.com', password: 'secret123' },
) {
  await page.goto('/')
  await waitForBackend(page)
  await page.evaluate(async (body) => {
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const { user, token } = await response.json()
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
  }, account)
  await page.goto(path)
}
