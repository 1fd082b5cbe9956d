import { expect, test } from '@playwright/test'
import { pickDate, openDayAhead, startSignedIn } from '../e2e/support'

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

for (const [name, viewport] of [
  ['home-desktop', desktop],
  ['home-phone', phone],
] as const) {
  test(name, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `docs/screenshots/${name}.png` })
  })
}

test('booking-desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 })
  await startSignedIn(page, '/booking?service=signature-pedicure&promo=FIRSTDIVA')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await pickDate(page, openDayAhead(4))
  await page.getByLabel('Time').selectOption('11:00 AM')
  await expect(page.getByText('FIRSTDIVA: 20% off applied.')).toBeVisible()
  await page.getByRole('heading', { name: 'Book Your Appointment' }).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 330))
  await page.screenshot({ path: 'docs/screenshots/booking-desktop.png' })
})

test('appointments-phone', async ({ page }) => {
  await page.setViewportSize(phone)
  await startSignedIn(page, '/my-appointments')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 260))
  await page.screenshot({ path: 'docs/screenshots/appointments-phone.png' })
})

test('gallery-offline', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 920 })
  await page.goto('/')
  // The footer says so once the whole site is kept on the device.
  await expect(
    page.getByText('Saved on this device: the site opens even without a connection.'),
  ).toBeVisible()
  await context.setOffline(true)
  await page.goto('/gallery')
  const tiles = page.getByRole('tabpanel').getByRole('img')
  await expect(tiles).toHaveCount(3)
  for (const tile of await tiles.all()) await expect(tile).toHaveAttribute('data-fallback', 'true')
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: 'docs/screenshots/gallery-offline.png' })
})
