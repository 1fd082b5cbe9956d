import { expect, test } from '@playwright/test'

const shots = [
  { name: 'home-desktop', viewport: { width: 1280, height: 800 } },
  { name: 'home-phone', viewport: { width: 390, height: 844 } },
]

for (const shot of shots) {
  test(shot.name, async ({ page }) => {
    await page.setViewportSize(shot.viewport)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `docs/screenshots/${shot.name}.png` })
  })
}
