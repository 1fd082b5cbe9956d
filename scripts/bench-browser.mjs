// `npm run bench`'s Chromium line: the mock back-end where it runs, in the site's service worker on
// the browser's own IndexedDB. Seeds 1,000, 10,000 and 50,000 appointments (the rows of
// tests/bench/backend.bench.ts) through the control API, then at each size stops the worker
// through DevTools' protocol, as a browser stops an idle one, and times the first answer after
// (the worker started again, its tables read, a day's availability). Prints figures beside their
// budgets; it asserts nothing about speed.
//
//   npm run bench:browser [-- --no-build]   (builds dist/ first when the sources are newer)
//
// BENCH_PORT (4183) serves the build; BENCH_RESTARTS (20) restarts per size; PERF_ALLOW_BUSY=1
// measures on a busy machine, for figures not to be recorded.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromiumArgs, testChromium } from './browser-path.mjs'
import { machineLoad, refuseUnlessQuiet, serveBuild } from './perf-common.mjs'

const SIZES = [1_000, 10_000, 50_000]
const BUDGETS = { 10_000: 300, 50_000: 1_000 }
const inWords = (ms) => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`)
const RESTARTS = Number(process.env.BENCH_RESTARTS) || 20
const PORT = Number(process.env.BENCH_PORT) || 4183
const ORIGIN = `http://localhost:${PORT}`
// As the Node line: bookings from this day on, the back-end's clock the day before the first
// reminders are due.
const START = '2026-12-01'
const CLOCK = '2026-11-29T12:00:00Z'

/** The newest change under `path` (a file or a folder), in ms. */
function newest(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Builds the site unless dist/ is newer than what goes into it (or `--no-build` is given). */
function buildIfStale() {
  if (process.argv.includes('--no-build')) return
  const inputs = ['src', 'scripts/service-worker', 'scripts/prerender', 'index.html', 'public']
  const built = existsSync('dist/sw.js') ? statSync('dist/sw.js').mtimeMs : 0
  if (inputs.every((path) => newest(path) < built)) return
  console.log('dist/ is older than its sources: npm run build')
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

/** The median and p95 of `samples`, as the Node line reads them. */
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { 'median (ms)': +at(0.5).toFixed(1), 'p95 (ms)': +at(0.95).toFixed(1) }
}

/** Stops the page's service worker through DevTools' protocol, resolving once it has stopped. */
async function workerStopper(context, page) {
  const devtools = await context.newCDPSession(page)
  let status
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) status = version.runningStatus
  })
  await devtools.send('ServiceWorker.enable')
  return async () => {
    status = undefined
    await devtools.send('ServiceWorker.stopAllWorkers')
    for (let waited = 0; status !== 'stopped'; waited += 10) {
      if (waited > 10_000) throw new Error('The service worker did not stop.')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

/**
 * Seeds `size` appointments and a Diva Rewards member for each of their 500 clients, built in the
 * page (rows as tests/bench/backend.bench.ts builds them) so that they are not sent over
 * DevTools' protocol.
 */
function seed(page, size, stylistIds, slots, openDays) {
  return page.evaluate(
    async ({ size, stylistIds, slots, openDays }) => {
      const now = '2026-11-30T14:00:00.000Z'
      const service = {
        value: 'gel-manicure',
        name: 'Gel Manicure',
        category: 'manicure',
        price: 45,
        priceBasis: 'fixed',
        durationMinutes: 45,
      }
      const appointments = Array.from({ length: size }, (_, i) => {
        const stylistId = stylistIds[i % stylistIds.length]
        return {
          id: `appt_${i}`,
          userId: `user_${i % 500}`,
          source: 'online',
          service: 'gel-manicure',
          serviceName: 'Gel Manicure',
          services: [service],
          date: openDays[i % openDays.length],
          time: slots[(i * 7) % slots.length],
          durationMinutes: 45,
          duration: '45 min',
          stylistId,
          stylist: stylistId,
          stylistChosen: i % 2 === 0,
          status: 'upcoming',
          price: 45,
          discount: 0,
          total: 45,
          rewardDiscount: 0,
          pointsSpent: 0,
          name: 'Bench Client',
          email: `client${i % 500}@example.com`,
          phone: '7035550100',
          createdAt: now,
        }
      })
      const loyaltyMembers = Array.from({ length: 500 }, (_, i) => ({
        id: `loyal_${i}`,
        userId: `user_${i}`,
        memberSince: '2026-01-01T00:00:00.000Z',
      }))
      await window.salonMocks.seed({ appointments, loyaltyMembers })
    },
    { size, stylistIds, slots, openDays },
  )
}

/** A day's availability, fetched by the page as the app asks for it: its time and answer. */
const firstAnswer = (page, date) =>
  page.evaluate(async (date) => {
    const started = performance.now()
    const response = await fetch(`/api/availability?date=${date}&service=gel-manicure`)
    const body = await response.json()
    return { ms: performance.now() - started, status: response.status, slots: body.slots?.length }
  }, date)

/** How many appointments the back-end's IndexedDB holds, read by the page. */
const storedAppointments = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opened = indexedDB.open('diva-nail-spa')
        opened.onerror = () => reject(opened.error)
        opened.onsuccess = () => {
          const database = opened.result
          const count = database.transaction('appointments').objectStore('appointments').count()
          count.onsuccess = () => {
            database.close()
            resolve(count.result)
          }
        }
      }),
  )

const quietAtStart = await refuseUnlessQuiet()
buildIfStale()
const stopServer = await serveBuild(PORT)
const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs })
try {
  const context = await browser.newContext()
  // The page's ask to keep the build for offline use would have the worker fetch some 150 files
  // while it is timed (as tests/e2e/fixtures.ts leaves it unsent).
  await context.addInitScript(() => {
    if (typeof ServiceWorker === 'undefined') return
    const post = ServiceWorker.prototype.postMessage
    ServiceWorker.prototype.postMessage = function (...args) {
      if (args[0] !== 'CACHE_FOR_OFFLINE') Reflect.apply(post, this, args)
    }
  })
  const page = await context.newPage()
  await page.goto(`${ORIGIN}/forgot-password`)
  const setUp = await page.evaluate(async (clock) => {
    await window.salonMocks.ready
    await window.salonMocks.setLatency('none')
    await window.salonMocks.setClock(clock)
    return { storage: await window.salonMocks.storage() }
  }, CLOCK)
  if (setUp.storage !== 'open') throw new Error(`The back-end's storage is ${setUp.storage}.`)
  const indexAtStart = await page.evaluate(pageFunctions.computeBenchmarkIndex)

  // The team and the day's times, as the back-end answers them.
  const { stylistIds, slots } = await page.evaluate(async (date) => {
    const get = (path) => fetch(`/api${path}`).then((response) => response.json())
    const [team, day] = await Promise.all([
      get('/stylists'),
      get(`/availability?date=${date}&service=gel-manicure`),
    ])
    return { stylistIds: team.map((s) => s.id), slots: day.slots.map((slot) => slot.time) }
  }, START)
  const openDays = Array.from({ length: 70 }, (_, i) => {
    const date = new Date(`${START}T12:00:00Z`)
    date.setUTCDate(date.getUTCDate() + i)
    return date
  })
    .filter((date) => date.getUTCDay() !== 0)
    .map((date) => date.toISOString().slice(0, 10))

  const stopWorker = await workerStopper(context, page)
  const rows = {}
  const wrong = []
  for (const size of SIZES) {
    await seed(page, size, stylistIds, slots, openDays)
    const samples = []
    for (let i = 0; i < RESTARTS; i++) {
      await stopWorker()
      const answer = await firstAnswer(page, openDays[i % openDays.length])
      if (answer.status !== 200 || answer.slots !== slots.length)
        wrong.push(`${size}: status ${answer.status}, ${answer.slots} slots`)
      samples.push(answer.ms)
    }
    // Rows the back-end refused would be kept aside, and the figures would be of fewer.
    const kept = await storedAppointments(page)
    if (kept !== size) wrong.push(`${size}: ${kept} appointments stored`)
    const budget = BUDGETS[size]
    const label = budget ? ` (p95 ≤ ${inWords(budget)})` : ''
    rows[`first answer after the worker is woken, ${size}${label}`] = summary(samples)
  }
  const indexAtEnd = await page.evaluate(pageFunctions.computeBenchmarkIndex)

  console.log(
    `\nMock back-end in ${browser.version()} (${testChromium()}), the site's service worker on` +
      ` IndexedDB, ${RESTARTS} restarts at each size; benchmark index ${Math.round(indexAtStart)}` +
      ` at the start, ${Math.round(indexAtEnd)} at the end; at the start ${quietAtStart}, at the` +
      ` end ${machineLoad()}:`,
  )
  console.table(rows)
  for (const [size, budget] of Object.entries(BUDGETS)) {
    const [, row] = Object.entries(rows).find(([label]) => label.includes(`, ${size} `))
    const held = row['p95 (ms)'] <= budget ? 'held' : 'not held'
    console.log(`Budget at ${size}: p95 ≤ ${inWords(budget)}, ${held} (${row['p95 (ms)']} ms).`)
  }
  if (wrong.length) console.log(`Answers not as expected:\n  ${wrong.join('\n  ')}`)
} finally {
  await browser.close()
  stopServer()
}
