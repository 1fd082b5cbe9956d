// The last step of `npm run build`: draws each public page to HTML in Node, so that visitors see
// it before any JavaScript has run, and React adopts it (hydrates) instead of drawing it again.
// The page's data comes from the mock back-end, answered through msw/node; with
// VITE_API_MOCKING=off there is nothing trustworthy to draw from, so the site stays client-drawn.
import { readFileSync, writeFileSync } from 'node:fs'
import { build, loadEnv } from 'vite'
import { guardedRoutes, publicRoutes } from '../public-routes.mjs'

const OUT = 'node_modules/.cache/prerender'
// Where the build is (a second build may sit beside dist/: BUILD_OUT_DIR in vite.config.ts).
const DIST = process.env.BUILD_OUT_DIR || 'dist'

if (loadEnv('production', process.cwd(), 'VITE_').VITE_API_MOCKING === 'off') {
  console.log('prerender: skipped, the mock back-end is off (VITE_API_MOCKING=off)')
  process.exit(0)
}

// msw/node intercepts only absolute addresses; this build of the app runs nowhere else.
process.env.VITE_API_BASE_URL = 'http://prerender.local/api'
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
const { renderPage, startBackend, stopBackend, PRERENDERED_QUERIES_ID } = await import(
  `../../${OUT}/render-page.js`
)

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

/** The page the app draws at `path`, in the template; `as` marks the addresses it stands for. */
async function prerender(path, as = path) {
  const rendered = await renderPage(path)
  const [hoisted, body] = splitHoisted(rendered.html)
  const queries = JSON.stringify(rendered.queries).replace(/</g, '\\u003c')
  let html = fill(template, '<html lang="en">', `<html lang="en" data-prerendered="${as}">`)
  html = fill(html, '</head>', `${hoisted}${rendered.styles}</head>`)
  return fill(
    html,
    '<div id="root"></div>',
    `<div id="root">${body}</div><script type="application/json" id="${PRERENDERED_QUERIES_ID}">${queries}</script>`,
  )
}
const write = (file, html) => {
  writeFileSync(file, html)
  console.log(`prerender: ${file} (${(html.length / 1024).toFixed(0)} KB)`)
}

await startBackend()
try {
  for (const { path } of publicRoutes)
    write(path === '/' ? `${DIST}/index.html` : `${DIST}${path}.html`, await prerender(path))
  // A guarded page is served as the login page, which is what a signed-out visitor gets (the
  // head moves the address to /login); a signed-in visitor's page is drawn by the app.
  const login = await prerender('/login')
  for (const { path } of guardedRoutes)
    write(`${DIST}${path}.html`, login.replace('<html lang="en"', '<html lang="en" data-guarded=""'))
  // Every unknown address: the host serves it with the status 404 (see vite.config.ts).
  write(`${DIST}/404.html`, await prerender('/404', '*'))
} finally {
  stopBackend()
}
