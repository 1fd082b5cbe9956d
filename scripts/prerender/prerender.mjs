// The last step of `npm run build`: draws each public page to HTML in Node, so that visitors see
// it before any JavaScript has run, and React adopts it (hydrates) instead of drawing it again.
// The page's data comes from the mock back-end, answered through msw/node; with
// VITE_API_MOCKING=off it comes from the API at VITE_API_BASE_URL when that answers now, and
// otherwise the build says so and the pages are drawn in the browser.
import { readFileSync, writeFileSync } from 'node:fs'
import { build, loadEnv } from 'vite'
import { guardedRoutes, publicRoutes } from '../public-routes.mjs'

const OUT = 'node_modules/.cache/prerender'
// Where the build is (a second build may sit beside dist/: BUILD_OUT_DIR in vite.config.ts).
const DIST = process.env.BUILD_OUT_DIR || 'dist'

const env = loadEnv('production', process.cwd(), 'VITE_')
const realApi = env.VITE_API_MOCKING === 'off' ? env.VITE_API_BASE_URL || '/api' : undefined

/** Why the real API cannot give the build its data right now, or null when it answers. */
async function unreachable(baseUrl) {
  if (!/^https?:\/\//.test(baseUrl))
    return `VITE_API_BASE_URL (${baseUrl}) is not an absolute http(s) URL, so there is no server to ask at build time`
  const probe = `${baseUrl.replace(/\/$/, '')}/salon`
  try {
    const response = await fetch(probe, { signal: AbortSignal.timeout(5000) })
    return response.ok ? null : `GET ${probe} answered ${response.status}`
  } catch (error) {
    return `GET ${probe} failed (${error.cause?.code ?? error.message})`
  }
}

/** Leaves the pages to the browser, saying why, as a warning the build log shows. */
function skip(reason) {
  console.warn(
    `\nprerender: SKIPPED, ${reason}.\n` +
      '  The build is complete, but its pages are drawn in the browser (slower first paint).\n' +
      '  Start the API (or point VITE_API_BASE_URL at one that answers) and build again to prerender.\n',
  )
  process.exit(0)
}

if (realApi) {
  const reason = await unreachable(realApi)
  if (reason) skip(reason)
  console.log(`prerender: drawing the pages with the answers of ${realApi}`)
}

// msw/node intercepts only absolute addresses; this build of the app runs nowhere else. A real
// API is asked where it lives.
process.env.VITE_API_BASE_URL = realApi ?? 'http://prerender.local/api'
await build({
  configLoader: 'bundle',
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'scripts/prerender/render-page.tsx',
    outDir: OUT,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
})
const { renderPage, styleTags, startBackend, stopBackend, PRERENDERED_QUERIES_ID } = await import(
  `../../${OUT}/render-page.js`
)

// React writes a page's <title>, <meta> and preload <link>s (for images on screen at once)
// first; they belong in the head.
const splitHoisted = (html) =>
  html.match(/^((?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*)([\s\S]*)$/).slice(1)
// The font faces are a small stylesheet that would block the first paint: inline them.
const inlineStylesheets = (html) =>
  html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
    (_, file) => `<style>${readFileSync(`${DIST}/${file}`, 'utf8')}</style>`,
  )
const fill = (html, marker, text) => {
  if (!html.includes(marker))
    throw new Error(
      `prerender: ${DIST}/index.html is not a fresh build (no ${marker}); run vite build first`,
    )
  return html.replace(marker, () => text)
}

const template = inlineStylesheets(readFileSync(`${DIST}/index.html`, 'utf8'))

/** The styles of `page` (by class) that `shown` lacks. */
const rulesLacking = (shown, page) =>
  Object.fromEntries(Object.entries(page.rules).filter(([name]) => !(name in shown.rules)))

/** The `<div>` that opens at `start`, to its close (React escapes any `<` in text and attributes). */
function divAt(html, start) {
  const tag = /<div[\s>]|<\/div>/g
  tag.lastIndex = start
  let depth = 0
  for (let match; (match = tag.exec(html));) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return html.slice(start, tag.lastIndex)
  }
  throw new Error(`prerender: the element at ${start} is never closed`)
}
/**
 * The page's tabs whose choice is in ?tab= (marked by src/components/UrlTabs.tsx), as drawn, and
 * the values of those not shown; none on a page without them.
 */
function tabsOf(html) {
  const start = html.search(/<div [^>]*data-url-tabs=""/)
  if (start < 0) {
    if (html.includes('role="tab"')) throw new Error('prerender: tabs without data-url-tabs')
    return { tabs: '', others: [] }
  }
  const tabs = divAt(html, start)
  const others = [...tabs.matchAll(/<button [^>]*role="tab"[^>]*>/g)]
    .filter(([button]) => button.includes('aria-selected="false"'))
    .map(([button]) => button.match(/ data-value="([^"]+)"/)[1])
  return { tabs, others }
}

/**
 * A page with tabs (its choice in ?tab=) carries the tabs as drawn for each other tab, in
 * <template data-tab-copy="…">, with the styles the page lacks, and the answers each needs. The
 * body's script swaps the address's tab in before the first paint (scripts/inline/tab-copy.js),
 * so a linked tab shows at once and the app adopts it as it is.
 */
async function tabCopies(path, page) {
  const copies = []
  for (const value of tabsOf(page.html).others) {
    const copy = await renderPage(`${path}?tab=${encodeURIComponent(value)}`)
    copies.push({
      template: `<template data-tab-copy="${value}">${styleTags(rulesLacking(page, copy))}${tabsOf(copy.html).tabs}</template>`,
      queries: copy.queries.queries,
    })
  }
  return copies
}

/**
 * The page the app draws at `path`, in the template (`html`), and its CSS by class (`rules`);
 * `as` marks the addresses it stands for.
 */
async function prerender(path, as = path, options) {
  const rendered = await renderPage(path, options)
  const copies = await tabCopies(path, rendered)
  const [hoisted, body] = splitHoisted(rendered.html)
  // Every answer a tab needs, once: the first one, which the page as served was drawn with.
  const answers = new Map()
  for (const query of [rendered.queries.queries, ...copies.map((copy) => copy.queries)].flat())
    if (!answers.has(query.queryHash)) answers.set(query.queryHash, query)
  const queries = JSON.stringify({ ...rendered.queries, queries: [...answers.values()] }).replace(
    /</g,
    '\\u003c',
  )
  let html = fill(template, '<html lang="en">', `<html lang="en" data-prerendered="${as}">`)
  html = fill(html, '</head>', `${hoisted}${rendered.styles}</head>`)
  html = fill(
    html,
    '<div id="root"></div>',
    `<div id="root">${body}</div>${copies.map((copy) => copy.template).join('')}<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${queries}</script>`,
  )
  return { html, rules: rendered.rules }
}

/** `copy` as a template: its title, description and the styles the login page lacks, then its body. */
function copyTemplate(login, copy, id) {
  const [hoisted, body] = splitHoisted(copy.html)
  return `<template id="${id}">${hoisted}${styleTags(rulesLacking(login, copy))}${body}</template>`
}

/**
 * The login page served for a guarded address, with the page as a returning client first sees
 * it in <template id="signed-in-copy"> after #root: its hero above "Checking your session". A
 * page whose markup shows nothing of the client's own (`whole`) is there whole too, drawn for any
 * client, in <template id="signed-in-page">, which the app adopts. The body's last script swaps
 * one in before the first paint when a session is stored (scripts/inline/signed-in-copy.js); a
 * template's content is inert until then.
 */
function withSignedInCopy(login, confirming, whole) {
  const templates =
    copyTemplate(login, confirming, 'signed-in-copy') +
    (whole ? copyTemplate(login, whole, 'signed-in-page') : '')
  return fill(
    login.html.replace('<html lang="en"', '<html lang="en" data-guarded=""'),
    `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">`,
    `${templates}<script type="application/json" id="${PRERENDERED_QUERIES_ID}">`,
  )
}
const pages = []
const write = (file, html) => pages.push({ file, html })

if (!realApi) await startBackend()
try {
  for (const { path } of publicRoutes)
    write(path === '/' ? `${DIST}/index.html` : `${DIST}${path}.html`, (await prerender(path)).html)
  // A guarded page is served as the login page, which is what a signed-out visitor gets (the
  // head moves the address to /login). A returning client gets the page's signed-in copy, which
  // the file carries too (see withSignedInCopy); the app then adopts it or draws their page over
  // it, from the public answers the login page also carries.
  const login = await prerender('/login', '/login', { forGuarded: true })
  for (const { path, forAnyClient } of guardedRoutes) {
    const confirming = await renderPage(path, { confirmingSession: true })
    const whole = forAnyClient ? await renderPage(path, { anyClient: true }) : undefined
    write(`${DIST}${path}.html`, withSignedInCopy(login, confirming, whole))
  }
  // Every unknown address: the host serves it with the status 404 (see vite.config.ts).
  write(`${DIST}/404.html`, (await prerender('/404', '*')).html)
} catch (error) {
  // The mock failing is a bug to fix; a real API failing mid-way leaves every page to the browser.
  if (!realApi) throw error
  skip(`${realApi} failed while the pages were drawn: ${error.message}`)
} finally {
  if (!realApi) stopBackend()
}
// All or nothing: a host never serves some pages prerendered and others not.
for (const { file, html } of pages) {
  writeFileSync(file, html)
  console.log(`prerender: ${file} (${(html.length / 1024).toFixed(0)} KB)`)
}
