import { test as plain } from '@playwright/test'
import { expect, test } from './fixtures'
import { collectErrors, isServedHeading, keepServedPage } from './hydration'
import { areAppointmentsKept, signInThroughForm, startSignedIn } from './support'

// The public pages are rendered at build time (scripts/prerender): they read before any script
// runs, and React hydrates them as they are (each page's hydration: routes.spec.ts).
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

test('a signed-in client sees their account on a prerendered page, and it works', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await startSignedIn(page, '/services')
  // The header's account menu is hers, and its signed-out links are gone.
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden()
  await page.getByRole('tab', { name: 'Pedicures' }).click()
  await expect(page).toHaveURL('/services?tab=pedicures')
  expect(errors).toEqual([])
})

// A booking link with a service, opened by a returning client: the guarded page's frame is
// hydrated and the form filled in, the service chosen (each guarded page: routes.spec.ts).
test("a returning client's booking link with a service is hydrated from its frame and filled in", async ({
  page,
}) => {
  const errors = collectErrors(page)
  await keepServedPage(page)
  await startSignedIn(page, '/booking?service=gel-manicure')
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Appointment' })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('Ana Garcia')
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('gel-manicure')
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden()
  await expect(page).toHaveURL('/booking?service=gel-manicure')
  expect(await isServedHeading(page)).toBe(true)
  expect(errors).toEqual([])
})

// A client's own answers are kept by React Query's persister: on their next visit the page shows
// them while the back-end is asked again.
test("a returning client's own pages show what was kept while the back-end answers", async ({
  page,
  mocks,
}) => {
  const errors = collectErrors(page)
  await page.goto('/')
  await mocks.seed('returning-client')
  await page.goto('/login')
  await signInThroughForm(page, 'regular@example.com', 'secret123')
  const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByRole('article')
  await page.goto('/my-appointments')
  await expect(upcoming).toHaveCount(1)
  await expect.poll(() => areAppointmentsKept(page)).toBe(true)
  // The back-end now answers slowly: the kept list shows long before its answer comes.
  await mocks.setLatency(20_000)
  await page.goto('/my-appointments')
  await expect(upcoming).toHaveCount(1)
  await expect(upcoming.getByRole('button', { name: 'Reschedule' })).toBeVisible()
  expect(errors).toEqual([])
})

// A linked tab: shown once the app is ready, then another tab opened.
const linkedTabs = [
  {
    path: '/services?tab=pedicures',
    tab: 'Pedicures',
    other: ['Manicures', '/services?tab=manicures'],
  },
  { path: '/gallery?tab=salon', tab: 'Our Salon', other: ['Nail Art', '/gallery?tab=nail-art'] },
  {
    path: '/services?tab=bogus',
    tab: 'Manicures',
    other: ['Pedicures', '/services?tab=pedicures'],
  },
]
test('a linked tab shows, and the page around it is hydrated', async ({ page }) => {
  const errors = collectErrors(page)
  await keepServedPage(page)
  for (const { path, tab, other } of linkedTabs) {
    await page.goto(path)
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
    await page.getByRole('tab', { name: other[0] }).click()
    await expect(page).toHaveURL(other[1]!)
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'false')
    // The page was hydrated, not rendered anew: its heading is the one served.
    expect(await isServedHeading(page), path).toBe(true)
  }
  expect(errors).toEqual([])
})

test("a linked tab's panel is painted from the served HTML, before the app runs", async ({
  page,
}) => {
  // The app's code never arrives: what shows is the served HTML and the head's own script.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/services?tab=pedicures')
  await expect(page.getByRole('heading', { name: 'Luxury Pedicure' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Classic Manicure' })).toBeHidden()
  // Its tab list waits for the app, which marks the tab selected.
  await expect(page.getByRole('tab', { name: 'Pedicures' })).toBeHidden()
})
