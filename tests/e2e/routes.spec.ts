import type { Page } from '@playwright/test'
import { expectNoHtmlcsErrors, expectNoViolations } from './a11y-checks'
import { expect, test } from './fixtures'
import { startSignedIn } from './support'
import { guardedRoutes, publicRoutes } from '../../scripts/public-routes.mjs'

// One pass per route: the page renders inside the header and footer with its own title, and
// both accessibility judges find nothing. The head's other parts are read from the built files
// (built-files.spec.ts).

// HTML_CodeSniffer is added to the page as an inline script, which the page's CSP (hashes of its
// own scripts only) would refuse: these pages run without it. Every other spec runs under it.
test.use({ bypassCSP: true })

async function expectRouteChecked(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Diva Nail Spa`,
  )
  await expect(page).toHaveTitle(/\| Diva Nail Spa$/)
  await page.waitForLoadState('networkidle')
  await expectNoViolations(page, path)
  await expectNoHtmlcsErrors(page, path)
}

for (const path of [...publicRoutes.map((route) => route.path), '/no-such-page']) {
  test(`${path}: header, footer, title, and no accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expectRouteChecked(page, path)
  })
}

for (const { path } of guardedRoutes) {
  test(`${path}, signed in: header, footer, title, and no accessibility violation`, async ({
    page,
  }) => {
    await startSignedIn(page, path)
    await expect(page).toHaveURL(path)
    await expectRouteChecked(page, path)
  })
}
