import { serveDeployedCopy } from './deployed-copy'
import { expect, test } from './fixtures'
import { signInThroughForm } from './support'

// About the offline copy itself: the page asks the service worker to keep the build.
test.use({ offlineCopy: true })

test('a new build waits for the visitor: a Reload offer, and the data is still there after it', async ({
  page,
}) => {
  const site = await serveDeployedCopy()
  try {
    await page.goto(`${site.url}/login`)
    await signInThroughForm(page, 'update.client@example.com')
    // A person's sign that the visit is complete: the footer says the site now opens offline.
    await expect(
      page.getByText('Saved on this device: the site opens even without a connection.'),
    ).toBeVisible()
    await page.goto(`${site.url}/my-appointments`)
    const upcoming = page.getByRole('region', { name: 'Upcoming' })
    await upcoming.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click()
    const past = page.getByRole('region', { name: 'Past' })
    await expect(past.getByText('cancelled')).toBeVisible()

    site.deployNewBuild()
    await page.reload()
    const offer = page.getByRole('status').filter({ hasText: 'A new version is available.' })
    await expect(offer).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await offer.getByRole('button', { name: 'Reload' }).click()
    await reloaded

    // The client is still signed in, and the cancellation made before the update is still there.
    await expect(page.getByRole('heading', { name: 'My Appointments' })).toBeVisible()
    await expect(past.getByText('cancelled')).toBeVisible()
    // The new build runs: nothing waits any more, and only the new build's files are kept.
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          waiting: Boolean((await navigator.serviceWorker.ready).waiting),
          caches: await caches.keys(),
        })),
      )
      .toEqual({ waiting: false, caches: [expect.stringMatching(/-next$/)] })
    await expect(offer).toBeHidden()
  } finally {
    await site.close()
  }
})
