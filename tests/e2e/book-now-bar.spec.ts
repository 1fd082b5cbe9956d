import type { Page } from '@playwright/test'
import { expectNoViolations } from './a11y-checks'
import { expect, test } from './fixtures'
import { startSignedIn } from './support'
import { publicPages } from '@/app/pages'

const signInPages = ['/login', '/register', '/forgot-password', '/reset-password']
const pagesWithBar = [
  ...publicPages.map((route) => route.path).filter((path) => !signInPages.includes(path)),
  '/no-such-page',
]

const bar = (page: Page) =>
  page.getByRole('navigation', { name: 'Quick booking', includeHidden: true })
// On a phone the header's Book Now is hidden and the menu's is closed: this one is the bar's.
const bookNow = (page: Page) => page.getByRole('link', { name: 'Book Now', exact: true })

/** Scrolls to the middle of the page, as a person swiping halfway down. */
const scrollToMiddle = (page: Page) =>
  page.evaluate(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight
    window.scrollTo({ top: end / 2, behavior: 'instant' })
  })

/**
 * Scrolls to the very end. Bands of the page are drawn as they come near and may lengthen it,
 * so it scrolls again until the end stays put.
 */
const scrollToEnd = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement
        const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1
        window.scrollTo({ top: root.scrollHeight, behavior: 'instant' })
        return atEnd
      }),
    )
    .toBe(true)

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
async function expectFitsTheWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'pixels the page is wider than the screen').toBe(0)
}

test.describe('on a phone', { tag: '@phone-only' }, () => {
  // Every page in one browser: each loaded anew, the site's worker started once.
  test('every page with the bar: fits the width, no accessibility violation; Book Now stays in reach down to the end, never over the footer', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const path of pagesWithBar) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectFitsTheWidth(page)
      // Judged as it first shows, the header settled (scrolling animates it).
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page, `${path} on a phone`)
      await expect(bookNow(page)).toBeInViewport()
      await expect(bookNow(page)).toHaveAttribute('href', '/booking')

      await scrollToMiddle(page)
      await expect(bookNow(page)).toBeInViewport()
      // Nothing covers it: a tap there reaches the link.
      await bookNow(page).click({ trial: true })

      await scrollToEnd(page)
      await expect(bookNow(page)).toBeInViewport()
      // Every band rendered now: still nothing wider than the screen.
      await expectFitsTheWidth(page)
      // The footer's last link and its last line end above the bar, not under it.
      const footer = page.getByRole('contentinfo')
      const barTop = (await bar(page).boundingBox())!.y
      for (const last of [
        footer.getByRole('link').last(),
        footer.getByText(/All rights reserved/),
      ]) {
        await expect(last).toBeInViewport({ ratio: 1 })
        const box = (await last.boundingBox())!
        expect(box.y + box.height).toBeLessThanOrEqual(barTop)
      }
    }
  })

  test('a client halfway down a page taps Book Now and gets the booking form, without the bar', async ({
    page,
  }) => {
    await startSignedIn(page, '/services')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await scrollToMiddle(page)
    await bookNow(page).click()
    await expect(page).toHaveURL('/booking')
    await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible()
    await expect(page.getByLabel('Phone Number')).toBeVisible()
    await expectFitsTheWidth(page)
    await expect(bar(page)).toHaveCount(0)
    await expect(bookNow(page)).toHaveCount(0)
  })

  test('the sign-in pages fit the width, have no accessibility violation and no Book Now bar', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    for (const path of signInPages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectFitsTheWidth(page)
      await expect(bar(page)).toHaveCount(0)
      await expect(bookNow(page)).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page, `${path} on a phone`)
    }
  })

  test('the bar steps aside while a field has the keyboard, and comes back after', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(bookNow(page)).toBeVisible()
    await page.getByLabel('Name').click()
    await expect(page.getByLabel('Name')).toBeFocused()
    await expect(bookNow(page)).toBeHidden()
    await page.getByLabel('Name').fill('Maya')
    await page.getByLabel('Message').click()
    await expect(bookNow(page)).toBeHidden()
    // A tap on the page's text puts the keyboard away.
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByLabel('Message')).not.toBeFocused()
    await expect(bookNow(page)).toBeInViewport()
  })

  test('a control reached by keyboard near the foot of the screen stops above the bar', async ({
    page,
  }) => {
    await page.goto('/contact')
    const send = page.getByRole('button', { name: 'Send Message' })
    await expect(send).toBeVisible()
    // The page scrolled so that the button sits just inside the screen, behind the bar.
    await send.evaluate((button) => {
      const { bottom } = button.getBoundingClientRect()
      window.scrollBy({ top: bottom - (window.innerHeight - 8), behavior: 'instant' })
    })
    const covered = (await send.boundingBox())!
    expect(covered.y + covered.height).toBeGreaterThan((await bar(page).boundingBox())!.y)

    await page.getByLabel('Message').focus()
    await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await expect(bookNow(page)).toBeVisible()
    const shown = (await send.boundingBox())!
    expect(shown.y + shown.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y)
  })
})

test('from the md breakpoint up, Book Now is in the header and there is no bar', async ({
  page,
}) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Book Now' })).toBeVisible()
  await expect(bar(page)).toBeHidden()
  await page.setViewportSize({ width: 768, height: 800 })
  await expect(header.getByRole('link', { name: 'Book Now' })).toBeVisible()
  await expect(bar(page)).toBeHidden()
  // One pixel narrower is a phone: the header's Book Now gives way to the bar's.
  await page.setViewportSize({ width: 767, height: 800 })
  await expect(bar(page)).toBeVisible()
  await expect(bookNow(page)).toBeInViewport()
  await expect(header.getByRole('link', { name: 'Book Now' })).toBeHidden()
})
