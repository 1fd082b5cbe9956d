// The last step of `npm run build`: renders each public page to HTML in Node, so that visitors
// see it before any JavaScript has run, and React hydrates it instead of rendering it again.
// The page's data comes from the mock back-end, answered through msw/node; with
// VITE_API_MOCKING=off it comes from the API at VITE_API_BASE_URL when that answers now, and
// otherwise the build says so and the pages are rendered in the browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { build, loadEnv } from 'vite'

// Where the build is (a second build may sit beside dist/: BUILD_OUT_DIR in vite.config.ts).
const DIST = process.env.BUILD_OUT_DIR || 'dist'
// The render code, one folder per build, so that two builds can run side by side.
const OUT = `node_modules/.cache/prerender/${DIST}`

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
      '  The build is complete, but its pages are rendered in the browser (slower first paint).\n' +
      '  Start the API (or point VITE_API_BASE_URL at one that answers) and build again to prerender.\n',
  )
  process.exit(0)
}

if (realApi) {
  const reason = await unreachable(realApi)
  if (reason) skip(reason)
  console.log(`prerender: rendering the pages with the answers of ${realApi}`)
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
// The pages come from the app's own table (src/app/pages.ts), through the bundle.
const {
  renderPage,
  startBackend,
  stopBackend,
  PRERENDERED_QUERIES_ID,
  publicPages,
  guardedPages,
  languages,
  basenameOf,
  pathInLanguage,
} = await import(`../../${OUT}/render-page.js`)

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

/**
 * The page the app renders at `path` in `language`, in the template; `as` marks the addresses it
 * stands for.
 */
async function prerender(path, language, as = pathInLanguage(path, language)) {
  const rendered = await renderPage(path, language)
  const [hoisted, body] = splitHoisted(rendered.html)
  const queries = JSON.stringify(rendered.queries).replace(/</g, '\\u003c')
  let html = fill(
    template,
    '<html lang="en">',
    `<html lang="${language}" data-prerendered="${as}">`,
  )
  html = fill(html, '</head>', `${hoisted}${rendered.styles}</head>`)
  return fill(
    html,
    '<div id="root"></div>',
    `<div id="root">${body}</div><script type="application/json" id="${PRERENDERED_QUERIES_ID}">${queries}</script>`,
  )
}

const pages = []
const write = (file, html) => pages.push({ file, html })
/** Where the host finds the page at `address`: /es → es.html, /es/services → es/services.html. */
const fileOf = (address) => (address === '/' ? `${DIST}/index.html` : `${DIST}${address}.html`)

if (!realApi) await startBackend()
try {
  for (const language of languages) {
    for (const { path } of publicPages)
      write(fileOf(pathInLanguage(path, language)), await prerender(path, language))
    // A guarded page is served as its frame: the hero over the spinner shown while a stored
    // session is read. The head's script sends a signed-out visitor on to the login page.
    for (const { path } of guardedPages)
      write(
        fileOf(pathInLanguage(path, language)),
        (await prerender(path, language)).replace(
          ' data-prerendered=',
          ' data-guarded="" data-prerendered=',
        ),
      )
    // Every unknown address under the language's prefix: the host serves it with the status 404
    // (see vite.config.ts).
    write(fileOf(`${basenameOf(language)}/404`), await prerender('/404', language, '*'))
  }
} catch (error) {
  // The mock failing is a bug to fix; a real API failing mid-way leaves every page to the browser.
  if (!realApi) throw error
  skip(`${realApi} failed while the pages were rendered: ${error.message}`)
} finally {
  if (!realApi) stopBackend()
}
// All or nothing: a host never serves some pages prerendered and others not.
for (const { file, html } of pages) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
  console.log(`prerender: ${file} (${(html.length / 1024).toFixed(0)} KB)`)
}
