// The last step of `npm run build`: writes dist/sw.js (scripts/service-worker/sw.js) with the list
// of files it keeps for offline use and a version that changes with any of them, which is what
// makes browsers install a new build.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const DIST = process.env.BUILD_OUT_DIR || 'dist'

// Not needed to use the site: source maps, Vite's manifest, the workers themselves (the browser
// keeps them), the social card and what only crawlers read.
const skipped = (path) =>
  /\.map$|^\/\.vite\/|^\/(sw|mockServiceWorker)\.js$|^\/(og-image\.jpg|robots\.txt|sitemap\.xml)$/.test(
    path,
  )

const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `/${relative(DIST, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
  .filter((path) => !skipped(path))
  .sort()

const hash = createHash('sha256')
for (const path of files) hash.update(path).update(readFileSync(join(DIST, path)))
// msw's worker is part of this one (imported), so a new msw is a new version too.
hash.update(readFileSync(join(DIST, 'mockServiceWorker.js')))
const build = { version: hash.digest('hex').slice(0, 12), files }

const source = readFileSync('scripts/service-worker/sw.js', 'utf8')
if (!source.includes('self.__BUILD__')) throw new Error('write-sw: sw.js has no self.__BUILD__')
writeFileSync(
  join(DIST, 'sw.js'),
  source
    .replace('/* global importScripts */\n', '')
    .replace('self.__BUILD__', () => JSON.stringify(build)),
)
const size = files.reduce((sum, path) => sum + readFileSync(join(DIST, path)).length, 0)
console.log(
  `service worker: dist/sw.js keeps ${files.length} files (${Math.round(size / 1024)} KB), version ${build.version}`,
)
