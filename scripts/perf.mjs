// `npm run perf`: builds, serves the production build (mock back-end on, as it ships), runs
// Lighthouse 13 in the system Chromium on every route of the router (mobile preset 5 times,
// desktop once; PERF_MOBILE_RUNS changes it): the public pages, the guarded ones signed out and
// signed in, an address with a query string and an unknown one. It prints the median scores and
// timings, the first-load JS of each route and the size of the service worker (the mock back-end); and per
// route, at phone size with the CPU slowed 4x, the dead window (first paint to the app being
// ready), whether a tap on the menu 300 ms after the first paint opens it, and when, and how long
// a tap on the menu and on search the moment the app is ready take to show their dialog; from a
// trace, each long task after the first paint with what filled it (scripts/long-tasks.mjs); and
// the element of the largest paint. Figures are for reading, not asserting: the README keeps them.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium, devices } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumArgs, systemChromium } from './browser-path.mjs'
import { readBuildManifest } from './build-manifest.mjs'
import { longTasksAfterFirstPaint, traceCategories } from './long-tasks.mjs'
import { guardedPages, publicPages } from '../src/app/pages.ts'
import { machineLoad, median, refuseUnlessQuiet, serveBuild, signIn } from './perf-common.mjs'

const PORT = Number(process.env.PERF_PORT) || 4180
const ORIGIN = `http://localhost:${PORT}`
const MOBILE_RUNS = Number(process.env.PERF_MOBILE_RUNS ?? 5)
const only = process.env.PERF_ROUTES?.split(',')
const SAVE_TO = process.env.PERF_SAVE
if (SAVE_TO) mkdirSync(SAVE_TO, { recursive: true })
// Each page's module, to find its chunk in the build manifest for its first-load JS.
const pageModules = {
  '/': 'src/features/home/HomePage.tsx',
  '/services': 'src/features/services/ServicesPage.tsx',
  '/gallery': 'src/features/gallery/GalleryPage.tsx',
  '/promotions': 'src/features/promotions/PromotionsPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
  '/about': 'src/features/about/AboutPage.tsx',
  '/login': 'src/features/auth/LoginPage.tsx',
  '/register': 'src/features/auth/RegisterPage.tsx',
  '/forgot-password': 'src/features/auth/ForgotPasswordPage.tsx',
  '/reset-password': 'src/features/auth/ResetPasswordPage.tsx',
  '/booking': 'src/features/booking/BookingPage.tsx',
  '/profile': 'src/features/profile/ProfilePage.tsx',
  '/my-appointments': 'src/features/appointments/MyAppointmentsPage.tsx',
}
const moduleOf = (path) => {
  if (!pageModules[path])
    throw new Error(`scripts/perf.mjs: add the module of ${path} to pageModules`)
  return pageModules[path]
}
const allRoutes = [
  ...publicPages.map(({ path }) => ({ path, page: moduleOf(path), label: path })),
  // Signed out, a guarded address leads to the login page.
  ...guardedPages.map(({ path }) => ({
    path,
    page: moduleOf('/login'),
    label: `${path} (signed out)`,
  })),
  ...guardedPages.map(({ path }) => ({
    path,
    page: moduleOf(path),
    label: `${path} (signed in)`,
    signedIn: true,
  })),
  {
    path: '/services?tab=pedicures',
    page: 'src/features/services/ServicesPage.tsx',
    label: '/services?tab=pedicures',
  },
  { path: '/no-such-page', page: undefined, label: '/no-such-page (404)' },
  // One page in each other language, to set beside its English page (its words load with it).
  { path: '/es', page: moduleOf('/'), label: '/es' },
  { path: '/vi/services', page: moduleOf('/services'), label: '/vi/services' },
  {
    path: '/ko/booking',
    page: moduleOf('/booking'),
    label: '/ko/booking (signed in)',
    signedIn: true,
  },
]
const routes = only
  ? allRoutes.filter((route) => only.includes(route.path) || only.includes(route.label))
  : allRoutes

const quietAtStart = await refuseUnlessQuiet()
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// First-load JS of a route: all the code that runs before the app is ready. That is the entry,
// the app it starts right after the first paint (src/app/start.tsx) and the page, each with its
// static imports. The mock back-end is not among them: it runs in the service worker.
const { entry, staticClosure } = readBuildManifest()
const gzipKb = (files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/${file}`)).length, 0) / 1024
const appFiles = new Set([...staticClosure(entry), ...staticClosure('src/app/start.tsx')])
const firstLoadKb = (page) => gzipKb(new Set([...appFiles, ...(page ? staticClosure(page) : [])]))
// The mock back-end runs in the site's service worker, not in a page: its size is the worker's.
const workerKb = gzipSync(readFileSync('dist/sw.js')).length / 1024

const stop = await serveBuild(PORT)

/**
 * A fresh Chromium for each route, as the Lighthouse command line starts one for each run: in one
 * browser kept for the whole run, the routes measured last scored lowest run after run (up to 17
 * points below a run of their own), whatever they were.
 */
async function launchBrowser() {
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    // Without GPU, headless Chromium's compositor at times presents a page's first frame a second
    // after it was drawn, and Lighthouse simulates from that late paint (FCP 2.2 to 2.6 s, LCP
    // near 4 s, ten points lost, a build with no scripts too). Running the compositor's stages
    // before each draw ends it: 3 runs in 21 struck without, none in 24 with, blocking time alike.
    chromeFlags: ['--headless=new', ...chromiumArgs, '--run-all-compositor-stages-before-draw'],
  })
  // Playwright drives the same browser to sign a client in and to time the early tap.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  return { chrome, browser }
}
let chrome
let browser
async function closeBrowser() {
  await browser?.close()
  await chrome?.kill()
  browser = chrome = undefined
}
const account = {
  name: 'Perf Client',
  email: `perf.client.${Date.now()}@example.com`,
  password: 'secret123',
}
/** Lighthouse's own browser, signed in, with no cache: its run keeps the storage. */
async function prepareSignedIn(route) {
  const [context] = browser.contexts()
  const page = await context.newPage()
  await signIn(page, ORIGIN, account, route)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.close()
}

/**
 * Runs `act` on a fresh page at phone size with the CPU slowed 4x, signed in (with no cache)
 * when the route asks for it; the page's context is closed after.
 */
async function onSlowPhone(route, act) {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  const page = await context.newPage()
  try {
    if (route.signedIn) {
      await signIn(page, ORIGIN, account, route)
      await context.newCDPSession(page).then((cdp) => cdp.send('Network.clearBrowserCache'))
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    return await act(page)
  } finally {
    await context.close()
  }
}

/** A shell's word as the route's page says it: English, or its language's (its path's prefix). */
function said(route, english) {
  const language = /^\/(es|vi|ko)(?=\/|$)/.exec(route.path)?.[1]
  if (!language) return english
  const words = JSON.parse(readFileSync(`src/lib/i18n/messages/${language}/shell.json`, 'utf8'))
  return words[english] ?? english
}

/**
 * At phone size with the CPU slowed 4x: the time from the first paint to the app being ready
 * (its 'ready' mark); a tap on the menu 300 ms after the first paint: whether it opened the
 * menu, and how long after the tap; and the menu and search tapped the moment the app is ready.
 */
async function liveness(route) {
  const measure = (act) =>
    onSlowPhone(route, async (page) => {
      await page.goto(ORIGIN + route.path, { waitUntil: 'commit' })
      const firstPaint = await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        null,
        { polling: 10, timeout: 30_000 },
      )
      return await act(page, await firstPaint.jsonValue())
    })
  const dead = await measure(async (page, firstPaint) => {
    const live = await page.waitForFunction(
      () => performance.getEntriesByName('ready')[0]?.startTime,
      null,
      { polling: 10, timeout: 30_000 },
    )
    return (await live.jsonValue()) - firstPaint
  })
  const tap = await measure(async (page, firstPaint) => {
    await page.waitForFunction((at) => performance.now() >= at, firstPaint + 300, {
      polling: 10,
    })
    const tappedAt = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: said(route, 'Open menu') }).tap({ timeout: 15_000 })
    try {
      await page.getByRole('dialog', { name: said(route, 'Menu') }).waitFor({ timeout: 15_000 })
      return (await page.evaluate(() => performance.now())) - tappedAt
    } catch {
      return null
    }
  })
  // Once ready: a header button tapped the moment the page is marked ready, timed in the page from
  // the touch to the paint of the first frame that shows its dialog (the budget: 200 ms at 4x).
  // Three taps, each on a fresh page: the median.
  const tapOnceLive = (button, dialog) =>
    measure(async (page) => {
      await page.waitForFunction(() => performance.getEntriesByName('ready').length > 0, null, {
        polling: 10,
        timeout: 30_000,
      })
      const box = await page.getByRole('button', { name: button, exact: true }).boundingBox()
      if (!box) return null
      await page.evaluate((name) => {
        addEventListener('pointerdown', (event) => (window.touchedAt ??= event.timeStamp), true)
        const named = (element) =>
          document.getElementById(element.getAttribute('aria-labelledby'))?.textContent === name
        const look = () => {
          const shown = [...document.querySelectorAll('dialog, [role="dialog"]')].find(named)
          // Read after the frame's paint, as src/lib/idle.ts's afterNextPaint does.
          if (window.touchedAt !== undefined && shown?.checkVisibility())
            setTimeout(() => (window.shownAfter = performance.now() - window.touchedAt))
          else requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      }, dialog)
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      return await page
        .waitForFunction(() => window.shownAfter, null, { timeout: 15_000 })
        .then(
          (shown) => shown.jsonValue(),
          () => null,
        )
    })
  const medianTap = async (button, dialog) => {
    const taps = []
    for (let i = 0; i < 3; i++) taps.push(await tapOnceLive(button, dialog))
    return taps.includes(null) ? null : median(taps)
  }
  const menuLive = await medianTap(said(route, 'Open menu'), said(route, 'Menu'))
  const searchLive = await medianTap(said(route, 'Search'), said(route, 'Search the site'))
  return { dead, tap, menuLive, searchLive }
}

/**
 * At phone size with the CPU slowed 4x, a performance trace of the page loading, until three
 * seconds after it is ready: its long tasks after the first paint, with their causes.
 */
async function longTasks(route) {
  return onSlowPhone(route, async (page) => {
    await browser.startTracing(page, { categories: traceCategories })
    await page.goto(ORIGIN + route.path, { waitUntil: 'commit' })
    // Polled seldom: each look is script of its own in the trace.
    const live = await page.waitForFunction(
      () => performance.getEntriesByName('ready')[0]?.startTime,
      null,
      { polling: 500, timeout: 30_000 },
    )
    const liveAt = await live.jsonValue()
    await page.waitForTimeout(3000)
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    )
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
    return longTasksAfterFirstPaint(traceEvents, { untilMs: liveAt - firstPaint + 3000 })
  })
}

/** Lighthouse's mobile runs of a route and its desktop run. */
async function scoreRoute(route) {
  const runs = []
  for (let i = 0; i < MOBILE_RUNS; i++) runs.push(await audit(route))
  return { runs, desktop: await audit(route, desktopConfig) }
}

async function audit(route, config) {
  if (route.signedIn) await prepareSignedIn(route)
  const { lhr, artifacts } = await lighthouse(
    ORIGIN + route.path,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Signed in: the session set up above stays (prepareSignedIn clears the cache itself).
      disableStorageReset: Boolean(route.signedIn),
    },
    config,
  )
  // An unknown address's 404 page is not scored: Lighthouse returns no trace for it.
  if (SAVE_TO && artifacts?.Trace) {
    // Each run's report and the trace it was scored from, for a closer look (DevTools opens both).
    const name = `${SAVE_TO}/${route.label.replace(/\W+/g, '_')}-${config ? 'desktop' : 'mobile'}-${Date.now()}`
    writeFileSync(`${name}.report.json`, JSON.stringify(lhr))
    writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace))
  }
  // A run Lighthouse could not score (its scores are then 0) says why.
  if (lhr.runtimeError)
    console.warn(`${route.label}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  measuredWith ??= `Lighthouse ${lhr.lighthouseVersion} in Chromium ${browser.version()}`
  benchmarkIndexes.push(lhr.environment.benchmarkIndex)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const ms = (id) => lhr.audits[id]?.numericValue ?? 0
  return {
    failure: lhr.runtimeError?.code,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    // What the largest paint was: its element, as Lighthouse saw it, and its text.
    lcpElement: (() => {
      const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
      const node = items.find((item) => item.type === 'node')
      return node ? `${node.snippet.slice(0, 60)} "${node.nodeLabel?.slice(0, 40)}"` : 'none'
    })(),
  }
}

// Which Lighthouse and which Chromium measured: a table compares only with one measured by the
// same pair (the same code's public pages scored 97 to 99 at midday of 2026-11-24, 76 to 89 that
// night in a newly installed Chromium 150).
let measuredWith
// Lighthouse's own measure of the machine's speed in each run: a table holds for its index.
const benchmarkIndexes = []
const rows = []
try {
  for (const route of routes) {
    ;({ chrome, browser } = await launchBrowser())
    let { runs, desktop } = await scoreRoute(route)
    // At times a freshly started browser paints nothing Lighthouse can see (NO_FCP on every run
    // of a route, which scores well in the next browser): such a route is scored again, once, in
    // a new browser, and the run says so.
    if ([...runs, desktop].every((run) => run.failure === 'NO_FCP')) {
      console.warn(`${route.label}: no run could be scored; scoring it again in a new browser`)
      await closeBrowser()
      ;({ chrome, browser } = await launchBrowser())
      ;({ runs, desktop } = await scoreRoute(route))
    }
    // Medians of the runs Lighthouse could score (a failed run's zeros are no measurement).
    const scored = runs.filter((run) => !run.failure)
    const m = (key) => (scored.length ? median(scored.map((run) => run[key])) : 0)
    const { dead, tap, menuLive, searchLive } = await liveness(route)
    route.longTasks = await longTasks(route)
    route.lcpElements = [...new Set(runs.map((run) => run.lcpElement))]
    rows.push({
      route: route.label,
      'mobile perf': m('performance'),
      'desktop perf': desktop.performance,
      a11y: m('accessibility'),
      'best pr.': m('best-practices'),
      seo: m('seo'),
      'FCP s': +(m('fcp') / 1000).toFixed(1),
      'LCP s': +(m('lcp') / 1000).toFixed(1),
      'TBT ms': Math.round(m('tbt')),
      CLS: +m('cls').toFixed(3),
      'first-load JS KB gz': Math.round(firstLoadKb(route.page)),
      'dead window s (CPU 4x)': +(dead / 1000).toFixed(1),
      'early tap: menu opened after s': tap === null ? 'never' : +(tap / 1000).toFixed(1),
      'tap once ready: menu shown after ms': menuLive === null ? 'never' : Math.round(menuLive),
      'tap once ready: search shown after ms':
        searchLive === null ? 'never' : Math.round(searchLive),
    })
    console.log(`measured ${route.label}`, JSON.stringify(rows.at(-1)))
    await closeBrowser()
  }
} finally {
  await closeBrowser()
  stop()
}

console.log(
  `\n${measuredWith ?? 'Lighthouse'}: medians (mobile: ${MOBILE_RUNS} runs, desktop: 1 run), mock back-end on;` +
    ` benchmark index ${Math.round(median(benchmarkIndexes) ?? 0)} (median of ${benchmarkIndexes.length} runs); at the start ${quietAtStart}, at the end ${machineLoad()}:`,
)
console.table(rows)
console.log(
  `The site's service worker, with the mock back-end (no page loads it): ${Math.round(workerKb)} KB gzipped`,
)
console.log('\nLong tasks from the first paint until 3 s after ready (phone, CPU 4x):')
for (const route of routes) {
  const tasks = route.longTasks ?? []
  const total = tasks.reduce((sum, task) => sum + task.ms - 50, 0)
  console.log(`${route.label}: ${tasks.length} over 50 ms, ${total} ms beyond 50 ms in all`)
  console.log(`  largest paint (mobile runs): ${route.lcpElements?.join(' | ')}`)
  for (const task of tasks)
    console.log(`  at +${task.atMs} ms, ${task.ms} ms: ${task.causes.join(', ')}`)
}
console.log(
  'Budgets (docs/performance.md): mobile ≥ 95 on public and signed-out routes, ≥ 90 signed in; TBT ≤ 200 ms (≤ 150 where published means reach it), CLS ≤ 0.02, LCP ≤ 2.5 s; accessibility 100.',
)
