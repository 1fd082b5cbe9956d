import { expect, type Page } from '@playwright/test'

/** Signs in through the login page, as a visitor would. */
export async function signInThroughForm(page: Page, email = 'ana.garcia@example.com', password = 'secret123') {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('You have successfully logged in')).toBeVisible()
}

/** Starts the page with a stored session, as if the visitor had signed in earlier. */
export async function startSignedIn(page: Page, email = 'ana.garcia@example.com') {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('user', stored)
      sessionStorage.setItem('seeded', '1')
    }
  }, JSON.stringify({ id: '1', email, name: email.split('@')[0] }))
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768
