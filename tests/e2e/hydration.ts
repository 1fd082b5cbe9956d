import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// What a page was as served, before any of its scripts ran, and whether React hydrated it
// (kept those nodes) instead of rendering it anew.

/**
 * Console errors, with the address of any resource that failed to load. Only the photo host and
 * the map frame, which this machine cannot reach, are let through: a file of the site's own that
 * fails is an error.
 */
export function collectErrors(page: Page) {
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
export async function keepServedPage(page: Page) {
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

/** Whether the heading on screen is the one served: hydrated, not rendered anew. */
export const isServedHeading = (page: Page) =>
  page.evaluate(() => {
    const { served } = window as unknown as { served: Served }
    return served.heading === document.querySelector('h1')
  })

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

/**
 * A prerendered page opened with `keepServedPage`: a control answers (the header's Search,
 * pressed at once, is held and answered when the app is ready), and React kept every node served,
 * its heading in the served font, and emotion's style rules as served.
 */
export async function expectHydrated(page: Page, path: string) {
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
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveCSS(
    'font-family',
    /Playfair Display/,
  )
  // Emotion took the served rules as its own: it inserted none of them again.
  expect(await rulesInsertedAgain(page), path).toEqual([])
}

/**
 * The hydrated page works: a footer link moves to another page in the same document, and the
 * footer served with the first page is the one still on screen.
 */
export async function expectFooterLinkInSameDocument(page: Page, path: string) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const next = path === '/' ? { name: 'Services', path: '/services' } : { name: 'Home', path: '/' }
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
