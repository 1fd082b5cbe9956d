// `npm run perf:compare -- <build A> <build B> [path ...]`: serves two builds side by side and
// loads each path in them in turn, COMPARE_ROUNDS times each (6 unless set), at phone size with
// the CPU slowed 4x through the DevTools protocol: for real, not simulated as Lighthouse does. A
// path such as "/my-appointments (signed in)" is loaded as a returning client, as `npm run perf`
// measures it. Per build it prints the blocking time after the first paint (the long tasks' time
// beyond 50 ms within 7 s of the navigation) and the main thread's busy time, each load's and the
// median. On this 2-core machine one build's Lighthouse score moves by up to ten points from run
// to run; these figures move far less, so they are the ones to judge a change by. Copy dist/
// aside as build A, make the change, build again, and compare the two.
import { chromium, devices } from '@playwright/test'
import { chromiumArgs, systemChromium } from './browser-path.mjs'
import { guardedRoutes } from './public-routes.mjs'
import { median, serveBuild, signIn } from './perf-common.mjs'

const [dirA, dirB, ...given] = process.argv.slice(2)
if (!dirA || !dirB) {
  console.error('Usage: npm run perf:compare -- <build A> <build B> [path ...]')
  process.exit(2)
}
const signedInSuffix = ' (signed in)'
const routes = (given.length ? given : ['/']).map((label) => {
  const path = label.replace(signedInSuffix, '')
  const guarded = guardedRoutes.find((route) => route.path === path)
  return { label, path, signedIn: label.endsWith(signedInSuffix), guarded }
})
const account = {
  name: 'Compare Client',
  email: `compare.client.${Date.now()}@example.com`,
  password: 'secret123',
}
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 6)
const builds = [
  { dir: dirA, port: 4781 },
  { dir: dirB, port: 4782 },
]

for (const { dir, port } of builds) await serveBuild(port, dir)

const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs })

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
    return { blocking: Math.round(blocking), busy: Math.round(busy) }
  } finally {
    await context.close()
  }
}

for (const route of routes) {
  const results = builds.map(() => [])
  // A, B, then B, A: neither build always goes first.
  for (let round = 0; round < ROUNDS; round++)
    for (const index of round % 2 ? [1, 0] : [0, 1])
      results[index].push(await load(`http://localhost:${builds[index].port}`, route))
  builds.forEach(({ dir }, index) => {
    const runs = results[index]
    console.log(
      `${route.label} ${dir}: blocking ${runs.map((run) => run.blocking).join(', ')} ms (median ${median(runs.map((run) => run.blocking))}); busy median ${median(runs.map((run) => run.busy))} ms`,
    )
  })
}
await browser.close()
process.exit(0)
