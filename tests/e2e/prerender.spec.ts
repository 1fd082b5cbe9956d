import { test as plain, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startSignedIn } from './support'

// The public pages are drawn at build time (scripts/prerender): they read before any script runs,
// and the app adopts them as they are.
const pages = [
  { path: '/', heading: 'Nail care, elevated to an art' },
  { path: '/services', heading: 'Our Services' },
  { path: '/gallery', heading: 'Our Gallery' },
  { path: '/promotions', heading: 'Special Offers & Promotions' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/about', heading: 'About Diva Nail Spa' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: 'Create an Account' },
  { path: '/forgot-password', heading: 'Reset Your Password' },
]

plain.describe('without JavaScript', () => {
  plain.use({ javaScriptEnabled: false })

  plain('every public page still shows its content, prices included', async ({ page }) => {
    for (const { path, heading } of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
      // Search engines read the description from the head only.
      await expect(page.locator('head > meta[name="description"]'), path).toHaveAttribute(
        'content',
        /\w/,
      )
    }
    await page.goto('/services')
    await expect(page.getByText('$25').first()).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Book Service: Classic Manicure' }),
    ).toHaveAttribute('href', '/booking?service=classic-manicure')
  })
})

/** Console errors other than the photo host this machine cannot reach. */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('the app adopts each prerendered page without redrawing it or logging an error', async ({
  page,
}) => {
  const errors = collectErrors(page)
  for (const { path, heading } of pages) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('head > meta[name="description"]'), path).toHaveCount(1)
  }
  expect(errors).toEqual([])
})

test('a signed-in client sees their account on a prerendered page, and it works', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await startSignedIn(page, '/services')
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden()
  await page.getByRole('tab', { name: 'Pedicures' }).click()
  await expect(page).toHaveURL('/services?tab=pedicures')
  expect(errors).toEqual([])
})

test('an address with no page of its own is drawn by the app, not shown as the home page', async ({
  page,
}) => {
  await page.goto('/services?tab=pedicures')
  await expect(page.getByRole('tab', { name: 'Pedicures' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nail care, elevated to an art' })).toBeHidden()
})
