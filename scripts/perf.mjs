// `npm run perf`: builds, serves the production build (mock back-end on, as it ships), runs
// Lighthouse in the system Chromium on every public route (mobile preset 3 times, desktop once)
// and prints the median scores and timings, the first-load JS of each route and the size of the
// mock back-end's chunk. Figures are for reading, not asserting: the README keeps them.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumArgs, systemChromium } from './browser-path.mjs'
import { readBuildManifest } from './build-manifest.mjs'
import { publicRoutes } from './public-routes.mjs'

const PORT = Number(process.env.PERF_PORT) || 4180
const ORIGIN = `http://localhost:${PORT}`
const MOBILE_RUNS = Number(process.env.PERF_MOBILE_RUNS ?? 3)
const only = process.env.PERF_ROUTES?.split(',')
const routes = only ? publicRoutes.filter((route) => only.includes(route.path)) : publicRoutes

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// First-load JS of a route: all the code that runs before the page is live. That is the entry,
// the app it starts right after the first paint (src/app/start.tsx) and the page, each with its
// static imports; not the mock back-end, which is measured on its own.
const { entry, staticClosure, dynamicImports } = readBuildManifest()
const gzipKb = (files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/${file}`)).length, 0) / 1024
const appFiles = new Set([...staticClosure(entry), ...staticClosure('src/app/start.tsx')])
const firstLoadKb = (page) => gzipKb(new Set([...appFiles, ...staticClosure(page)]))
// The mock back-end's own code: src/mocks/browser.ts and what it loads while starting (not the
// panel, loaded only when shown), beyond what the app already loaded.
const mockStart = ['src/mocks/browser.ts', ...dynamicImports('src/mocks/browser.ts')].filter(
  (key) => !key.includes('/panel/'),
)
const mockChunkKb = gzipKb(
  new Set(
    mockStart.flatMap((key) => [...staticClosure(key)]).filter((file) => !appFiles.has(file)),
  ),
)

// Vite itself, not through npx: killing npx would leave the server running.
const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort'],
  { stdio: 'ignore' },
)
const stop = () => server.kill()
process.on('exit', stop)
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(ORIGIN)).ok) break
  } catch {
    await new Promise((r) => setTimeout(r, 200))
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: systemChromium(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function audit(url, config) {
  const { lhr } = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error' },
    config,
  )
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const ms = (id) => lhr.audits[id]?.numericValue ?? 0
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
  }
}

const rows = []
try {
  for (const { path, page } of routes) {
    const runs = []
    for (let i = 0; i < MOBILE_RUNS; i++) runs.push(await audit(ORIGIN + path))
    const desktop = await audit(ORIGIN + path, desktopConfig)
    const m = (key) => median(runs.map((r) => r[key]))
    rows.push({
      route: path,
      'mobile perf': m('performance'),
      'desktop perf': desktop.performance,
      a11y: m('accessibility'),
      'best pr.': m('best-practices'),
      seo: m('seo'),
      'FCP s': +(m('fcp') / 1000).toFixed(1),
      'LCP s': +(m('lcp') / 1000).toFixed(1),
      'TBT ms': Math.round(m('tbt')),
      CLS: +m('cls').toFixed(3),
      'first-load JS KB gz': Math.round(firstLoadKb(page)),
    })
    console.log(`measured ${path}`)
  }
} finally {
  await chrome.kill()
  stop()
}

console.log(`\nLighthouse medians (mobile: ${MOBILE_RUNS} runs, desktop: 1 run), mock back-end on:`)
console.table(rows)
console.log(
  `Mock back-end (its chunks, started after the first paint): ${Math.round(mockChunkKb)} KB gzipped`,
)
console.log(
  'Targets: mobile ≥ 95, desktop 100, a11y/best practices/SEO 100, CLS ≤ 0.02, first-load JS ≤ 150 KB gzipped.',
)
