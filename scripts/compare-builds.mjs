// `npm run perf:compare -- <build A> <build B> [path ...]`: serves two builds side by side and
// loads each path in them in turn (COMPARE_ROUNDS times each, 6 unless set) at phone size with the
// CPU slowed 4x through the DevTools protocol, for real rather than simulated as Lighthouse does.
// Per build it prints the blocking time after the first paint (the long tasks' time beyond 50 ms
// within 7 s of the navigation) and the main thread's busy time, each load's and the median. On
// this 2-core machine one build's Lighthouse score moves by up to ten points from run to run;
// these figures move far less, so they are the ones to judge a change by. Make build B with
// `BUILD_OUT_DIR=... npm run build` after copying build A (dist/) aside.
import { spawn } from 'node:child_process'
import { chromium, devices } from '@playwright/test'
import { chromiumArgs, systemChromium } from './browser-path.mjs'

const [dirA, dirB, ...given] = process.argv.slice(2)
if (!dirA || !dirB) {
  console.error('Usage: npm run perf:compare -- <build A> <build B> [path ...]')
  process.exit(2)
}
const paths = given.length ? given : ['/']
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 6)
const builds = [
  { dir: dirA, port: 4781 },
  { dir: dirB, port: 4782 },
]

// Vite itself, not through npx: killing npx would leave the server running.
const servers = builds.map(({ dir, port }) =>
  spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', env: { ...process.env, BUILD_OUT_DIR: dir } },
  ),
)
process.on('exit', () => servers.forEach((server) => server.kill()))
for (const { port } of builds)
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://localhost:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs })

/** One cold load (a fresh context: no worker, no cache) of `url`, slowed 4x. */
async function load(url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.longTasks = []
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) window.longTasks.push(task.toJSON())
      }).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url)
    await page.waitForTimeout(7000)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const busy = metrics.find((metric) => metric.name === 'TaskDuration').value * 1000
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
for (const path of paths) {
  const results = builds.map(() => [])
  // A, B, then B, A: neither build always goes first.
  for (let round = 0; round < ROUNDS; round++)
    for (const index of round % 2 ? [1, 0] : [0, 1])
      results[index].push(await load(`http://localhost:${builds[index].port}${path}`))
  builds.forEach(({ dir }, index) => {
    const runs = results[index]
    console.log(
      `${path} ${dir}: blocking ${runs.map((run) => run.blocking).join(', ')} ms (median ${median(runs.map((run) => run.blocking))}); busy median ${median(runs.map((run) => run.busy))} ms`,
    )
  })
}
await browser.close()
process.exit(0)
