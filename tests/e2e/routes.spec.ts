import type { Page } from '@playwright/test'
import { expectNoHtmlcsErrors, expectNoViolations } from './a11y-checks'
import { servedDocument } from './built'
import { expect, test } from './fixtures'
import { startSignedIn } from './support'
import { guardedPages, publicPages, sitePages } from '@/app/pages'

// One pass per route, under the page's own CSP: the page renders inside the header and footer
// with its own title, and both accessibility judges find nothing. The head's other parts are
// read from the built files (built-files.spec.ts).

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

for (const path of [...publicPages.map((route) => route.path), '/no-such-page']) {
  test(`${path}: header, footer, title, and no accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expectRouteChecked(page, path)
    // The running app keeps the title the page was served with.
    if (path !== '/no-such-page') expect(await page.title()).toBe(servedDocument(path).title)
  })
}

for (const { path } of guardedPages) {
  test(`${path}, signed in: header, footer, title, and no accessibility violation`, async ({
    page,
  }) => {
    await startSignedIn(page, path)
    await expect(page).toHaveURL(path)
    await expectRouteChecked(page, path)
  })
}
