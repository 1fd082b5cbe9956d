// `npm run perf:compare -- <build A> <build B> [path ...]`: serves two builds side by side and
// loads each path in them in turn, COMPARE_ROUNDS times each (6 unless set), at phone size with
// the CPU slowed 4x through the DevTools protocol: for real, not simulated as Lighthouse does. A
// path such as "/my-appointments (signed in)" is loaded as a returning client, as `npm run perf`
// measures it. Per build it prints the blocking time after the first paint (the long tasks' time
// beyond 50 ms within 7 s of the navigation) and the main thread's busy time, each load's and the
// median. On this 2-core machine one build's Lighthouse score moves by up to ten points from run
// to run; these figures move far less, so they are the ones to judge a change by. Copy dist/
// aside as build A, make the change, build again, and compare the two.
//
// COMPARE_WITH=lighthouse runs Lighthouse's mobile preset instead (the issues' budgets are in its
// terms), each run in a Chromium of its own as `npm run perf` does: per build the score, the
// blocking time, the largest paint and the main-thread work it simulated, each run's and the
// median. Interleaved runs are the only fair way to set two builds side by side there: the
// machine's spread moves both alike.
import { chromium, devices } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, systemChromium } from './browser-path.mjs'
import { guardedPages } from '../src/app/pages.ts'
import { machineLoad, median, refuseUnlessQuiet, serveBuild, signIn } from './perf-common.mjs'

const [dirA, dirB, ...given] = process.argv.slice(2)
if (!dirA || !dirB) {
  console.error('Usage: npm run perf:compare -- <build A> <build B> [path ...]')
  process.exit(2)
}
const signedInSuffix = ' (signed in)'
const routes = (given.length ? given : ['/']).map((label) => {
  const path = label.replace(signedInSuffix, '')
  const guarded = guardedPages.find((page) => page.path === path)
  return { label, path, signedIn: label.endsWith(signedInSuffix), guarded }
})
const account = {
  name: 'Compare Client',
  email: `compare.client.${Date.now()}@example.com`,
  password: 'secret123',
}
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 6)
const WITH = process.env.COMPARE_WITH ?? 'direct'
if (!['direct', 'lighthouse'].includes(WITH)) {
  console.error(`COMPARE_WITH is "direct" (the default) or "lighthouse", not "${WITH}"`)
  process.exit(2)
}
const quietAtStart = await refuseUnlessQuiet()
const builds = [
  { dir: dirA, port: 4781 },
  { dir: dirB, port: 4782 },
]

for (const { dir, port } of builds) await serveBuild(port, dir)

// The direct loads share one browser; each Lighthouse run starts its own.
const browser =
  WITH === 'direct'
    ? await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs })
    : undefined

/**
 * One cold load (a fresh context: no worker, no cache) of `route` at `origin`, slowed 4x; signed
 * in first, at full speed, when the route asks for it.
 */
async function load(origin, route) {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  try {
    const page = await context.newPage()
    if (route.signedIn) {
      await signIn(page, origin, account, route.guarded)
      await context.newCDPSession(page).then((cdp) => cdp.send('Network.clearBrowserCache'))
    }
    await page.addInitScript(() => {
      window.longTasks = []
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) window.longTasks.push(task.toJSON())
      }).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    // The page's busy time so far (signing in), as the metrics add up over the page's life.
    const busyMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return metrics.find((metric) => metric.name === 'TaskDuration').value * 1000
    }
    const busyBefore = await busyMs()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(origin + route.path)
    await page.waitForTimeout(7000)
    const busy = (await busyMs()) - busyBefore
    const blocking = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      return window.longTasks
        .filter((task) => task.startTime >= paint)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
    })
    return { 'blocking ms': Math.round(blocking), 'busy ms': Math.round(busy) }
  } finally {
    await context.close()
  }
}

/** One Lighthouse run (mobile preset) of `route` at `origin`, signed in first when it asks. */
async function lighthouseRun(origin, route) {
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    // As `npm run perf` starts it (see there for the compositor flag).
    chromeFlags: ['--headless=new', ...chromiumArgs, '--run-all-compositor-stages-before-draw'],
  })
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    if (route.signedIn) {
      const [context] = driver.contexts()
      const page = await context.newPage()
      await signIn(page, origin, account, route.guarded)
      await context.newCDPSession(page).then((cdp) => cdp.send('Network.clearBrowserCache'))
      await page.close()
    }
    const { lhr } = await lighthouse(origin + route.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: route.signedIn,
    })
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0)
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      'TBT ms': ms('total-blocking-time'),
      'LCP ms': ms('largest-contentful-paint'),
      'main-thread work ms': ms('mainthread-work-breakdown'),
      'benchmark index': Math.round(lhr.environment.benchmarkIndex),
    }
  } finally {
    await driver.close()
    await chrome.kill()
  }
}

const measure = WITH === 'lighthouse' ? lighthouseRun : load

for (const route of routes) {
  const results = builds.map(() => [])
  // A, B, then B, A: neither build always goes first.
  for (let round = 0; round < ROUNDS; round++)
    for (const index of round % 2 ? [1, 0] : [0, 1])
      results[index].push(await measure(`http://localhost:${builds[index].port}`, route))
  builds.forEach(({ dir }, index) => {
    const runs = results[index]
    const figures = Object.keys(runs[0]).map((name) => {
      const values = runs.map((run) => run[name])
      return `${name} ${values.join(', ')} (median ${median(values)})`
    })
    console.log(`${route.label} ${dir}: ${figures.join('; ')}`)
  })
  console.log(`(at the start ${quietAtStart}, now ${machineLoad()})`)
}
await browser?.close()
process.exit(0)
