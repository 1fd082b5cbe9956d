// What the measuring scripts (scripts/perf.mjs, scripts/compare-builds.mjs) share: a quiet
// machine, serving a build, signing a client in on it, and the median of their runs.
import { execFileSync, spawn } from 'node:child_process'
import { cpus, loadavg } from 'node:os'

// Processes that take the cores a measurement needs. Lighthouse scales the main thread's observed
// work by four, so a build or a test beside it multiplies every task it reports.
const BUSY = /chromium|chrome|\bvite\b|vite\.js|vitest|playwright|\btsc\b|eslint|lighthouse/i

/** The share of the cores' time spent working over the next two seconds, in percent. */
async function cpuBusy() {
  const total = () =>
    cpus().reduce(
      (sum, { times }) => {
        const all = Object.values(times).reduce((a, b) => a + b, 0)
        return { all: sum.all + all, idle: sum.idle + times.idle }
      },
      { all: 0, idle: 0 },
    )
  const before = total()
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = total()
  return Math.round(100 * (1 - (after.idle - before.idle) / (after.all - before.all)))
}

// Above this share of busy time, something else is running. (The load average is printed but
// not judged: on this kind of virtual machine it stays near 4 with every core idle.)
const QUIET_BUSY_PERCENT = 20

/**
 * Stops the script unless the machine is quiet: no other browser, Vite, test runner or type
 * check running, and the cores idle. PERF_ALLOW_BUSY=1 measures anyway, for figures that are
 * not to be recorded. Resolves to what it saw, to print beside every table.
 */
export async function refuseUnlessQuiet() {
  const mine = new Set([process.pid, process.ppid])
  let listing = ''
  try {
    listing = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
  } catch {
    console.warn('No process list here (ps): only the busy time of the cores says how busy it is.')
  }
  const others = listing
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter((match) => match && !mine.has(Number(match[1])) && BUSY.test(match[2]))
    .map((match) => `  ${match[1]} ${match[2].slice(0, 120)}`)
  const busy = await cpuBusy()
  const seen = `cores ${busy}% busy, ${machineLoad()}`
  if (others.length === 0 && busy <= QUIET_BUSY_PERCENT) return seen
  console.error(
    `The machine is not quiet, so its figures would not hold (${seen}):\n` +
      (others.length ? `${others.join('\n')}\n` : '') +
      (busy > QUIET_BUSY_PERCENT ? 'Something else keeps the cores busy.\n' : '') +
      'Run again then, or set PERF_ALLOW_BUSY=1 for figures not to be recorded.',
  )
  if (process.env.PERF_ALLOW_BUSY !== '1') process.exit(1)
  return seen
}

/** The machine's load averages over 1, 5 and 15 minutes, to print beside every table. */
export const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`

/**
 * Serves the build in `outDir` (dist/ unless given) on `port`; resolves, once it answers, to the
 * function that stops it (the process's exit stops it too).
 */
export async function serveBuild(port, outDir) {
  // Vite itself, not through npx: killing npx would leave the server running.
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', env: outDir ? { ...process.env, BUILD_OUT_DIR: outDir } : process.env },
  )
  const stop = () => server.kill()
  process.on('exit', stop)
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://localhost:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return stop
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Signs `account` in on `page` at `origin` (registering it the first time), as a returning
 * visitor who has seen `route` before (React Query's persister keeps its answers); then removes
 * the service worker and what it kept, for a cold start.
 */
export async function signIn(page, origin, account, route) {
  await page.goto(origin + '/')
  await page.evaluate(async (account) => {
    await window.salonMocks.ready
    const post = (path) =>
      fetch(`/api/auth/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      })
    let response = await post('login')
    if (!response.ok) response = await post('register')
    const { user, token } = await response.json()
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
  }, account)
  if (route) {
    await page.goto(origin + route.path)
    // The persisted cache of the page's language ('query-cache', 'query-cache-ko'…).
    await page.waitForFunction(
      () => Object.keys(localStorage).some((key) => key.startsWith('query-cache')),
      null,
      { timeout: 30_000 },
    )
  }
  // A cold start, as for any other route: no service worker, nothing it kept.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister()
    for (const name of await caches.keys()) await caches.delete(name)
  })
}
