import { publicPages } from '@/app/pages'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  openDayAhead,
  pickDate,
  rescheduleThenCancel,
  sendContactMessage,
  signInThroughForm,
  typeCard,
} from './support'
import { TEST_CARDS } from './policy'

// Each test is a journey of many full page loads (a fresh visit, then every page again from the
// worker), so each gets the time of three ordinary tests.
test.slow()

// About the offline copy itself: the page asks the service worker to keep the build.
test.use({ offlineCopy: true })

/** One visit to the home page, then the network goes (airplane mode). */
async function visitOnceThenGoOffline(page: Page, context: BrowserContext) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A person's sign that the visit is complete: the footer says the site now opens offline.
  await expect(
    page.getByText('Saved on this device: the site opens even without a connection.'),
  ).toBeVisible()
  await context.setOffline(true)
}

test('after one visit every public page opens and reloads with the network off', async ({
  page,
  context,
}) => {
  await visitOnceThenGoOffline(page, context)
  for (const { path } of publicPages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  }
  await page.goto('/gallery?tab=pedicures')
  await page.reload()
  await expect(page.getByRole('button', { name: 'View larger: Coral pedicure' })).toBeVisible()
})

test('offline, every gallery photo shows artwork of its own, and no two tiles look the same', async ({
  page,
  context,
}) => {
  await visitOnceThenGoOffline(page, context)
  await page.goto('/gallery')
  const shown = new Map<string, string>()
  for (const tab of ['Nail Art', 'Manicures', 'Pedicures', 'Our Salon']) {
    const tabButton = page.getByRole('tab', { name: tab })
    await tabButton.click()
    await expect(tabButton).toHaveAttribute('aria-selected', 'true')
    // The panel named by the chosen tab: the one before it may still be on screen for a moment.
    const panel = page.getByRole('tabpanel', { name: tab })
    const tiles = panel.getByRole('button', { name: /^View larger: / })
    await expect(tiles).toHaveCount(3)
    for (const tile of await tiles.all()) {
      const image = tile.getByRole('img')
      // The photo host cannot answer: the tile shows the salon's artwork, and keeps its alt text.
      await expect(image).toHaveAttribute('data-fallback', 'true')
      const alt = (await image.getAttribute('alt'))!
      await expect(tile).toHaveAccessibleName(`View larger: ${alt}`)
      // Drawn, from the artwork's address (the photo's address stays the image's current one
      // until the artwork has loaded).
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      const artwork = await image.evaluate(async (img: HTMLImageElement) => {
        const response = await fetch(img.src)
        return response.ok ? response.text() : ''
      })
      expect(artwork, alt).toContain('<svg')
      shown.set(alt, artwork)
    }
  }
  expect(shown.size).toBe(12)
  expect(new Set(shown.values()).size, 'two gallery tiles show the same artwork').toBe(12)
})

test('offline, a client signs in, books, reschedules and cancels', async ({ page, context }) => {
  await visitOnceThenGoOffline(page, context)
  const date = openDayAhead(6)
  await page.goto('/booking')
  await expect(page).toHaveURL('/login')
  await signInThroughForm(page, 'offline.client@example.com')
  await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible()
  await page.getByLabel('Full Name').fill('Offline Client')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await page.getByLabel('Service', { exact: true }).selectOption('gel-manicure')
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption('11:00 AM')
  // Her first booking: the card that holds it is typed there, answered offline too.
  await typeCard(page, TEST_CARDS.visa)
  await expect(page.getByText('Any fee is charged to your Visa ending in 4242.')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  await page.getByRole('link', { name: 'View My Appointments' }).click()
  await expect(page).toHaveURL('/my-appointments')
  await page.reload()
  await rescheduleThenCancel(page, 'Gel Manicure', '11:00 AM', '2:30 PM')
})

test('a page opened past the site’s worker (a hard reload) keeps a message typed at once, and sends it', async ({
  page,
  context,
}) => {
  await page.goto('/contact')
  await expect(
    page.getByText('Saved on this device: the site opens even without a connection.'),
  ).toBeVisible()
  // Ctrl+Shift+R: the page comes from the network, and the worker that answers the API has not
  // taken it over. The first field touched starts the back-end, which must not reload the page.
  const cdp = await context.newCDPSession(page)
  const loaded = page.waitForEvent('load')
  await cdp.send('Page.reload', { ignoreCache: true })
  await loaded
  await sendContactMessage(page)
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
})
