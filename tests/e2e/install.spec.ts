import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, testChromium } from '../../scripts/browser-path.mjs'
import { expect, test } from './fixtures'

test('Chromium offers to install the site, and the installed site opens offline on its home page', async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same manifest and worker for every screen')
  // Chromium never offers installation in a private window, which is what a test's context is: a
  // browser profile of its own instead.
  const profile = mkdtempSync(join(tmpdir(), 'salon-profile-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: testChromium(),
    args: chromiumArgs,
    baseURL,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    // A person's sign that the visit is complete: the footer says the site now opens offline.
    await expect(
      page.getByText('Saved on this device: the site opens even without a connection.'),
    ).toBeVisible()
    const cdp = await context.newCDPSession(page)
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] })

    const { data } = await cdp.send('Page.getAppManifest')
    const manifest = JSON.parse(data ?? '{}')
    await context.setOffline(true)
    await page.goto(manifest.start_url)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nail care, elevated to an art' }),
    ).toBeVisible()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
