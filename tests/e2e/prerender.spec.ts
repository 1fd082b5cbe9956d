import { test as plain, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { isPageKept, signInThroughForm, startSignedIn } from './support'

// The public pages are drawn at build time (scripts/prerender): they read before any script runs,
// and the app adopts them as they are.
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

/** Console errors other than the photo host this machine cannot reach. */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** What the test keeps of the page as served, before any of the page's scripts runs. */
interface Served {
  nodes: Element[]
  heading: Element | null
  footer: Element | null
  /** The page's style tags as served, and any style tag taken out of the head since. */
  styles: Element[]
  movedStyles: string[]
}

/**
 * The document turns 'interactive' once parsed, before its module scripts (the app) run: keep
 * every node of #root as served (window.served), to compare with what is on screen once live.
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
        styles: [...document.head.querySelectorAll('style')],
        movedStyles: [],
      }
      // A style tag moved (taken out and put back) makes the browser restyle the whole page.
      new MutationObserver((records) => {
        for (const { removedNodes } of records)
          for (const node of removedNodes)
            if (node instanceof HTMLStyleElement)
              served.movedStyles.push(node.outerHTML.slice(0, 60))
      }).observe(document.head, { childList: true })
      Object.assign(window, { served })
    })
  })
}

test('the app adopts each prerendered page without redrawing it or logging an error', async ({
  page,
}) => {
  // Nine pages, each loaded, opened and compared: the time of three tests.
  test.slow()
  const errors = collectErrors(page)
  await keepServedPage(page)
  for (const { path, heading } of pages) {
    await page.goto(path)
    // As a person would know the page is live: a control answers (pressed at once, it is held
    // and answered when the app is live).
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    const adopted = await page.evaluate(() => {
      const { served } = window as unknown as { served: Served }
      const gone = served.nodes.filter((node) => !node.isConnected)
      return {
        nodes: served.nodes.length,
        redrawn: gone.length,
        firstRedrawn: gone.slice(0, 3).map((node) => node.outerHTML.slice(0, 80)),
        sameHeading: served.heading === document.querySelector('h1'),
        sameFooter: served.footer === document.querySelector('footer'),
        // The styles came with the page: adopting it keeps them where they are.
        stylesKept: served.styles.every((style) => style.parentNode === document.head),
        movedStyles: served.movedStyles,
        // …and adds none of them again: the global CSS (every token's variable) is there once.
        goldTokenDefinitions:
          [...document.styleSheets]
            .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
            .join('\n')
            .split('--chakra-colors-gold-400:').length - 1,
      }
    })
    expect(adopted.nodes, path).toBeGreaterThan(50)
    expect(adopted, path).toMatchObject({
      redrawn: 0,
      firstRedrawn: [],
      sameHeading: true,
      sameFooter: true,
      stylesKept: true,
      movedStyles: [],
      goldTokenDefinitions: 1,
    })
    const h1 = page.getByRole('heading', { level: 1, name: heading })
    await expect(h1).toBeVisible()
    await expect(h1, path).toHaveCSS('font-family', /Playfair Display/)
    await expect(page.locator('head > meta[name="description"]'), path).toHaveCount(1)

    // The adopted page works: a footer link moves to another page in the same document, and the
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
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden()
  await page.getByRole('tab', { name: 'Pedicures' }).click()
  await expect(page).toHaveURL('/services?tab=pedicures')
  expect(errors).toEqual([])
})

// A guarded page is served as the login page, carrying a copy of itself as a returning client
// first sees it (scripts/prerender); with a session stored, that copy is what the browser shows.
// /booking shows nothing of the client's own in its markup: its copy is the whole page, drawn for
// any client, and the app adopts it; with a query string (?service=) the copy lacks what the
// address asks for, so that one and the others are the hero over "Checking your session".
const guardedPages = [
  {
    path: '/booking',
    heading: 'Book Your Appointment',
    title: /^Book Your Appointment \|/,
    whole: true,
  },
  {
    path: '/booking?service=gel-manicure',
    heading: 'Book Your Appointment',
    title: /^Book Your Appointment \|/,
    whole: false,
  },
  { path: '/profile', heading: 'My Profile', title: /^My Profile \|/, whole: false },
  {
    path: '/my-appointments',
    heading: 'My Appointments',
    title: /^My Appointments \|/,
    whole: false,
  },
]
for (const { path, heading, title, whole } of guardedPages) {
  const served = whole
    ? 'the whole page, which the app adopts'
    : 'its hero over "Checking your session", then the page'
  test(`a returning client's ${path} is served as that page: ${served}`, async ({ page }) => {
    const errors = collectErrors(page)
    // What the document shows once parsed, before the app's scripts run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        const root = document.getElementById('root')
        Object.assign(window, {
          servedMain: root?.querySelector('main'),
          servedCopy: {
            heading: root?.querySelector('h1')?.textContent,
            status: root?.querySelector('[role=status]')?.textContent,
            submit: root?.querySelector('button[type=submit]')?.textContent,
            title: document.title,
          },
        })
      })
    })
    await startSignedIn(page, path)
    const served = await page.evaluate(
      () => (window as unknown as { servedCopy: Record<string, string> }).servedCopy,
    )
    expect(served.heading).toBe(heading)
    expect(served.status).toBe(whole ? undefined : 'Checking your session')
    expect(served.submit).toBe(whole ? 'Confirm Booking' : undefined)
    expect(served.title).toMatch(title)
    // Then the page itself, under the same hero, at the address asked for.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    if (path.startsWith('/booking')) {
      await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible()
      // The client's own name, filled in once the app is live.
      await expect(page.getByLabel('Full Name')).toHaveValue('Ana Garcia')
    } else if (path === '/profile')
      await expect(page.getByRole('heading', { level: 2, name: 'Ana Garcia' })).toBeVisible()
    else await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Checking your session' })).toHaveCount(
      0,
    )
    await expect(page).toHaveURL(path)
    await expect(page).toHaveTitle(title)
    if (path.includes('gel-manicure'))
      await expect(page.getByLabel('Service')).toHaveValue('gel-manicure')
    // Adopted, not drawn anew: the page served is the page on screen.
    const adopted = await page.evaluate(
      () =>
        (window as unknown as { servedMain?: Element }).servedMain ===
        document.querySelector('main'),
    )
    expect(adopted).toBe(whole)
    expect(errors).toEqual([])
  })
}

// A client's own pages, as they last saw them on this device, are what the browser shows before
// any of the app's code has run (src/features/auth/session/kept-pages.ts); the app draws over.
test("a returning client's own pages show as they last saw them, before the app's code runs", async ({
  page,
  mocks,
}) => {
  const errors = collectErrors(page)
  await page.goto('/')
  await mocks.seed('returning-client')
  await page.goto('/login')
  await signInThroughForm(page, 'regular@example.com', 'secret123')
  const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByRole('article')
  const main = page.locator('main')
  // What the app drew, once it has kept the page: the client's own details and appointments.
  const drawn: Record<string, string | null> = {}
  await page.goto('/my-appointments')
  await expect(upcoming).toHaveCount(1)
  await expect.poll(() => isPageKept(page, '/my-appointments')).toBe(true)
  drawn['/my-appointments'] = await main.textContent()
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Recent Appointments' })).toBeVisible()
  await expect.poll(() => isPageKept(page, '/profile')).toBe(true)
  drawn['/profile'] = await main.textContent()

  // What the document shows once parsed, before the app's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      Object.assign(window, { servedMain: document.querySelector('#root main')?.textContent })
    })
  })
  const servedMain = () =>
    page.evaluate(() => (window as unknown as { servedMain: string }).servedMain)
  for (const path of ['/my-appointments', '/profile']) {
    await page.goto(path)
    expect(await servedMain(), path).toBe(drawn[path])
    expect(drawn[path]).not.toContain('Checking your session')
  }
  // Live: what the client presses works.
  await page.getByRole('link', { name: 'See all appointments' }).click()
  await expect(page).toHaveURL('/my-appointments')
  await upcoming.getByRole('button', { name: 'Reschedule' }).click()
  await expect(page.getByRole('dialog', { name: /Reschedule/ })).toBeVisible()
  expect(errors).toEqual([])
})

// A linked tab, and one the page has not: shown at once, then another tab opened.
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
  test(`a linked tab (${path}) shows at once, and is adopted as served`, async ({ page }) => {
    const errors = collectErrors(page)
    await keepServedPage(page)
    await page.goto(path)
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
    // The panel on screen is the one served, open before any of the app's code ran.
    expect(
      await page.evaluate(() => {
        const { served } = window as unknown as { served: Served }
        const panel = document.querySelector('[role=tabpanel]:not([hidden])')
        return panel !== null && served.nodes.includes(panel)
      }),
    ).toBe(true)
    // As a person would know the page is live: another tab opens, and the address follows.
    await page.getByRole('tab', { name: other[0] }).click()
    await expect(page).toHaveURL(other[1]!)
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'false')
    // Every tab's answers came with the page: nothing was asked of the back-end.
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/api/')),
      ),
    ).toEqual([])
    // No node served was replaced: the page was neither drawn again nor switched to the tab later.
    expect(
      await page.evaluate(() => {
        const { served } = window as unknown as { served: Served }
        return served.nodes.filter((node) => !node.isConnected).length
      }),
    ).toBe(0)
    expect(errors).toEqual([])
  })

test('an address with no page of its own is drawn by the app, not shown as the home page', async ({
  page,
}) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nail care, elevated to an art' })).toBeHidden()
})
