import { test as plain, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { areAppointmentsKept, signInThroughForm, startSignedIn } from './support'

// The public pages are rendered at build time (scripts/prerender): they read before any script
// runs, and React hydrates them as they are.
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

/**
 * Console errors, with the address of any resource that failed to load. Only the photo host and
 * the map frame, which this machine cannot reach, are let through: a file of the site's own that
 * fails is an error.
 */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const source = message.location().url
    const external = source !== '' && new URL(source).origin !== new URL(page.url()).origin
    if (message.text().startsWith('Failed to load resource') && external) return
    errors.push(`${message.text()} ${source}`.trim())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** What the test keeps of the page as served, before any of the page's scripts runs. */
interface Served {
  nodes: Element[]
  heading: Element | null
  footer: Element | null
}

/**
 * The document turns 'interactive' once parsed, before its module scripts (the app) run: keep
 * every node of #root as served (window.served), to compare with what is on screen once ready.
 */
async function keepServedPage(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const root = document.getElementById('root')
      const served: Served = {
        nodes: [...(root?.querySelectorAll('*') ?? [])],
        heading: root?.querySelector('h1') ?? null,
        footer: root?.querySelector('footer') ?? null,
      }
      Object.assign(window, { served })
    })
  })
}

/**
 * The selectors of the served page's own style rules (its plain <style> tags) that emotion has
 * written again into its tags as the app started: none, when it reads the served names.
 */
const rulesInsertedAgain = (page: Page) =>
  page.evaluate(() => {
    const selectorsIn = (tags: HTMLStyleElement[]) =>
      tags.flatMap((tag) =>
        [...(tag.sheet?.cssRules ?? [])].flatMap((rule) =>
          rule instanceof CSSStyleRule ? [rule.selectorText] : [],
        ),
      )
    const tags = [...document.querySelectorAll('style')]
    const served = new Set(selectorsIn(tags.filter((tag) => !tag.hasAttribute('data-emotion'))))
    return selectorsIn(tags.filter((tag) => tag.hasAttribute('data-emotion'))).filter((selector) =>
      served.has(selector),
    )
  })

test('React hydrates each prerendered page without rendering it anew or logging an error', async ({
  page,
}) => {
  // Nine pages, each loaded, opened and compared: the time of three tests.
  test.slow()
  const errors = collectErrors(page)
  await keepServedPage(page)
  for (const { path, heading } of pages) {
    await page.goto(path)
    // As a person would know the page works: a control answers (pressed at once, it is held
    // and answered when the app is ready).
    await page.getByRole('button', { name: 'Search' }).click()
    // Escape once the dialog is open as a person sees it: its field has the focus.
    await expect(page.getByRole('dialog').getByLabel('What are you looking for?')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    const hydrated = await page.evaluate(() => {
      const { served } = window as unknown as { served: Served }
      const gone = served.nodes.filter((node) => !node.isConnected)
      return {
        nodes: served.nodes.length,
        replaced: gone.length,
        firstReplaced: gone.slice(0, 3).map((node) => node.outerHTML.slice(0, 80)),
        sameHeading: served.heading === document.querySelector('h1'),
        sameFooter: served.footer === document.querySelector('footer'),
      }
    })
    expect(hydrated.nodes, path).toBeGreaterThan(50)
    expect(hydrated, path).toMatchObject({
      replaced: 0,
      firstReplaced: [],
      sameHeading: true,
      sameFooter: true,
    })
    const h1 = page.getByRole('heading', { level: 1, name: heading })
    await expect(h1).toBeVisible()
    await expect(h1, path).toHaveCSS('font-family', /Playfair Display/)
    // Emotion took the served rules as its own: it inserted none of them again.
    expect(await rulesInsertedAgain(page), path).toEqual([])
    await expect(page.locator('head > meta[name="description"]'), path).toHaveCount(1)

    // The hydrated page works: a footer link moves to another page in the same document, and the
    // footer served with the first page is the one still on screen.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const next =
      path === '/' ? { name: 'Services', path: '/services' } : { name: 'Home', path: '/' }
    await page.getByRole('contentinfo').getByRole('link', { name: next.name, exact: true }).click()
    await expect(page).toHaveURL(next.path)
    expect(
      await page.evaluate(() => {
        const { served, sameDocument } = window as unknown as {
          served: Served
          sameDocument?: true
        }
        return {
          sameDocument,
          footer: served.footer?.isConnected && served.footer === document.querySelector('footer'),
        }
      }),
      `${path} → ${next.path}`,
    ).toEqual({ sameDocument: true, footer: true })
  }
  expect(errors).toEqual([])
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

// A guarded page is served as its frame, the hero over the session spinner: with a session
// stored, React hydrates it and renders the client's page under that hero, filled in for them.
const guardedPages = [
  { path: '/booking', heading: 'Book Your Appointment', title: /^Book Your Appointment \|/ },
  {
    path: '/booking?service=gel-manicure',
    heading: 'Book Your Appointment',
    title: /^Book Your Appointment \|/,
  },
  { path: '/profile', heading: 'My Profile', title: /^My Profile \|/ },
  { path: '/my-appointments', heading: 'My Appointments', title: /^My Appointments \|/ },
]
for (const { path, heading, title } of guardedPages) {
  test(`a returning client's ${path} is hydrated from its frame and filled in`, async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await keepServedPage(page)
    await startSignedIn(page, path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    if (path.startsWith('/booking')) {
      await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible()
      await expect(page.getByLabel('Full Name')).toHaveValue('Ana Garcia')
    } else if (path === '/profile')
      await expect(page.getByRole('heading', { level: 2, name: 'Ana Garcia' })).toBeVisible()
    else await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden()
    await expect(page).toHaveURL(path)
    await expect(page).toHaveTitle(title)
    if (path.includes('gel-manicure'))
      await expect(page.getByLabel('Service', { exact: true })).toHaveValue('gel-manicure')
    // The hero on screen is the one served: hydrated, not rendered anew.
    expect(
      await page.evaluate(() => {
        const { served } = window as unknown as { served: Served }
        return served.heading === document.querySelector('h1')
      }),
    ).toBe(true)
    expect(errors).toEqual([])
  })
}

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
for (const { path, tab, other } of linkedTabs)
  test(`a linked tab (${path}) shows, and the page around it is hydrated`, async ({ page }) => {
    const errors = collectErrors(page)
    await keepServedPage(page)
    await page.goto(path)
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
    await page.getByRole('tab', { name: other[0] }).click()
    await expect(page).toHaveURL(other[1]!)
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'false')
    // The page was hydrated, not rendered anew: its heading is the one served.
    expect(
      await page.evaluate(() => {
        const { served } = window as unknown as { served: Served }
        return served.heading === document.querySelector('h1')
      }),
    ).toBe(true)
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

test('an address with no page of its own is drawn by the app, not shown as the home page', async ({
  page,
}) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nail care, elevated to an art' })).toBeHidden()
})
