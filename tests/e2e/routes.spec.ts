import type { Page } from '@playwright/test'
import { expectNoHtmlcsErrors, expectNoViolations } from './a11y-checks'
import { servedDocument } from './built'
import { expect, test } from './fixtures'
import {
  collectErrors,
  expectFooterLinkInSameDocument,
  expectHydrated,
  isServedHeading,
  keepServedPage,
} from './hydration'
import { startSignedIn } from './support'
import { guardedPages, publicPages, sitePages } from '@/app/pages'

// One pass per route, under the page's own CSP: React hydrates the page as served (prerendered,
// or a guarded page's frame) with no error logged, it renders inside the header and footer with
// its own title, and both accessibility judges find nothing. The head's other parts are read
// from the built files (built-files.spec.ts).

async function expectRouteChecked(page: Page, path: string) {
  const entry = sitePages.find((listed) => listed.path === path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Diva Nail Spa`,
  )
  // The head title and the hero's heading are the page table's.
  await expect(page).toHaveTitle(entry ? `${entry.title} | Diva Nail Spa` : /\| Diva Nail Spa$/)
  if (entry && !['/', '/login', '/register', '/forgot-password'].includes(path))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
  // One title and one description once the app runs, as in the served page.
  await expect(page.locator('head > title')).toHaveCount(1)
  await expect(page.locator('head > meta[name="description"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  await expectNoViolations(page, path)
  await expectNoHtmlcsErrors(page, path)
}

// Every page in one browser: each is loaded anew, as served, and the worker starts once.
test('every public page: hydrated as served, header, footer, title, and no accessibility violation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  await keepServedPage(page)
  for (const { path } of publicPages) {
    await page.goto(path)
    await expectHydrated(page, path)
    await expectRouteChecked(page, path)
    // The running app keeps the title the page was served with.
    expect(await page.title(), path).toBe(servedDocument(path).title)
    await expectFooterLinkInSameDocument(page, path)
  }
  expect(errors).toEqual([])
})

test('/no-such-page: drawn by the app, not the home page; header, footer, title, and no accessibility violation', async ({
  page,
}) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nail care, elevated to an art' })).toBeHidden()
  await expectRouteChecked(page, '/no-such-page')
})

// A guarded page is served as its frame, the hero over the session spinner: with a session
// stored, React hydrates it and renders the client's page under that hero, filled in for them.
test("a client's own pages, signed in: hydrated from their frame and filled in, header, footer, title, and no accessibility violation", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors = collectErrors(page)
  await keepServedPage(page)
  for (const [index, { path }] of guardedPages.entries()) {
    if (index === 0) await startSignedIn(page, path)
    else await page.goto(path)
    await expect(page).toHaveURL(path)
    if (path === '/booking') {
      await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible()
      await expect(page.getByLabel('Full Name')).toHaveValue('Ana Garcia')
    } else if (path === '/profile')
      await expect(page.getByRole('heading', { level: 2, name: 'Ana Garcia' })).toBeVisible()
    else await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden()
    expect(await isServedHeading(page), path).toBe(true)
    await expectRouteChecked(page, path)
  }
  expect(errors).toEqual([])
})
