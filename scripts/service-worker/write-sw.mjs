// The last step of `npm run build`: writes dist/sw.js, the offline half (sw.js) with the list of
// files it keeps and a version that changes with any of them (which is what makes browsers
// install a new build), followed by the back-end (src/mocks/service-worker.ts, built here); and
// with the mock back-end on, the testers' panel, dist/mock-panel.js.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv, runnerImport } from 'vite'
import { assembleServiceWorker, buildMockScript } from './assemble.mjs'

const DIST = process.env.BUILD_OUT_DIR || 'dist'

// Not needed to use the site: source maps, Vite's manifest, the worker itself (the browser keeps
// it), the testers' panel, the social card and what only crawlers read.
const skipped = (path) =>
  /\.map$|^\/\.vite\/|^\/(sw|mock-panel)\.js$|^\/(og-image\.jpg|robots\.txt|sitemap\.xml)$/.test(
    path,
  )

const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `/${relative(DIST, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
  .filter((path) => !skipped(path))
  .sort()

// Vite's module runner (below) marks the process as in development unless told otherwise, and the
// scripts built after it would then compile JSX for React's development build.
process.env.NODE_ENV = 'production'
const env = loadEnv('production', process.cwd(), 'VITE_')
// The worker's constants come from the site's TypeScript modules, which Node reads through Vite.
const { module: constants } = await runnerImport(
  fileURLToPath(new URL('./constants.ts', import.meta.url)),
)
const site = constants.workerConstants(env)
const backend = await buildMockScript('backend', 'production')
const hash = createHash('sha256')
for (const path of files) hash.update(path).update(readFileSync(join(DIST, path)))
// The worker's own code is part of the version too.
hash
  .update(readFileSync('scripts/service-worker/sw.js'))
  .update(JSON.stringify(site))
  .update(backend)
const build = { version: hash.digest('hex').slice(0, 12), files }

writeFileSync(join(DIST, 'sw.js'), assembleServiceWorker(build, site, backend))
const size = files.reduce((sum, path) => sum + readFileSync(join(DIST, path)).length, 0)
console.log(
  `service worker: ${DIST}/sw.js keeps ${files.length} files (${Math.round(size / 1024)} KB), with the back-end (${Math.round(backend.length / 1024)} KB), version ${build.version}`,
)

if (env.VITE_API_MOCKING !== 'off') {
  writeFileSync(join(DIST, 'mock-panel.js'), await buildMockScript('panel', 'production'))
  console.log('service worker: dist/mock-panel.js, the testers’ panel')
}
