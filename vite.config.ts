import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import { artworkPlugin } from './scripts/artwork/artwork-plugin.ts'
import { chakraLazyGlobalPlugin } from './scripts/chakra-lazy-global-plugin.ts'
import { chakraSystemStepsPlugin } from './scripts/chakra-system-steps-plugin.ts'
import { headPlugin } from './scripts/head-plugin.ts'

// React Router's package points every build at its development bundle (remix-run/react-router
// #14102): larger, slower, and with warnings. Browser builds take the production one.
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
}

// See scripts/stubs/tldts.ts: the mock back-end needs no public-suffix list.
const mockBackendSlimming = {
  tldts: fileURLToPath(new URL('./scripts/stubs/tldts.ts', import.meta.url)),
}

const startupChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'chakra',
    // The styling engine; components (and the state machines behind them) go with the pages that
    // use them, and the site's theme with the app.
    test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?!components)|@emotion|@pandacss|stylis)/,
    priority: 20,
  },
  // zod's code apart from the schemas built with it, so that src/api/load-schemas.ts can
  // evaluate the two in tasks of their own.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
  // The mock back-end's libraries in two chunks of their own, so that src/main.tsx evaluates
  // them and the back-end's own code in three tasks, not one of 75 to 180 ms on a phone.
  {
    name: 'msw',
    test: /node_modules[\\/](msw|@mswjs|@open-draft|outvariant|rettime|until-async|is-node-process|strict-event-emitter|headers-polyfill|tough-cookie|path-to-regexp)[\\/]/,
    priority: 15,
  },
  {
    name: 'mock-data',
    test: /node_modules[\\/](@msw[\\/]data|es-toolkit|mutative|idb)[\\/]/,
    priority: 15,
  },
  // What the entry itself runs before the first paint (Vite's import helper, the idle helpers),
  // on its own: left to the groups below, the entry would import the whole shell before it.
  { name: 'boot', test: /preload-helper|[\\/]src[\\/]lib[\\/]idle/, priority: 25 },
  {
    // The layout every page draws (header, footer, the shared components, the session, Chakra's
    // components and the icons they share) in one chunk instead of some 20 of 1 to 2 KB: each
    // chunk is a request and a modulepreload link the import helper adds, about 3 ms each on a
    // phone. Interleaved Lighthouse runs, six mobile each: / 79.5 -> 86, /login 81.5 -> 89.
    name: 'shell',
    test: /[\\/]src[\\/](components|app[\\/]layout|features[\\/]auth[\\/]session)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components|lucide-react/,
    minShareCount: 8,
    priority: 10,
  },
  {
    // Chakra's small components (a badge, a link, an input: a few hundred bytes each) that the
    // layout and some pages use, in one chunk: each in a chunk of its own was one more request,
    // and one more link for the import helper to add in the task that starts the app.
    name: 'controls',
    test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]((badge|data-list|input|link|textarea|visually-hidden)[\\/]|button[\\/](close|icon)-button\.js)/,
    includeDependenciesRecursively: false,
    priority: 9,
  },
  {
    // What only the app's start imports, in one chunk: the shell group left ten of its modules
    // (the session, the API client, the header's parts) in chunks of 0.1 to 0.5 KB, fewer than
    // eight chunks sharing them, and every page loads them all, each a request and a link for
    // the import helper to add. Above the shell's priority, so that it takes the layout's modules
    // only the start uses too. A page's first load went from 30 script requests to 21.
    name: (id: string, ctx: Rolldown.ChunkingContext) =>
      startOnlyModules(ctx).has(id) ? 'start' : null,
    // Only those modules: their dependencies stay where their other importers need them.
    includeDependenciesRecursively: false,
    priority: 11,
  },
]

const entryId = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
const startId = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url))

/**
 * The modules src/app/start.tsx imports statically, less those that the entry itself or any of
 * its other steps (React, the theme, the libraries, the mock back-end) imports, since those are
 * evaluated in tasks of their own or loaded without the app. Through barrel files (Chakra's,
 * React Query's) the other steps reach more modules than they use: those few stay apart.
 */
function startOnlyModules(ctx: Rolldown.ChunkingContext): Set<string> {
  const found = startOnlyCache.get(ctx)
  if (found) return found
  const staticClosure = (from: string[], into = new Set<string>()) => {
    for (const id of from)
      if (!into.has(id)) {
        into.add(id)
        staticClosure([...(ctx.getModuleInfo(id)?.importedIds ?? [])], into)
      }
    return into
  }
  const main = ctx.getModuleInfo(entryId)
  // The prerender's build (for Node) has no such entry.
  if (!main) return new Set()
  const steps = main.dynamicallyImportedIds
  if (!steps.includes(startId)) throw new Error('src/main.tsx no longer imports src/app/start.tsx')
  const elsewhere = staticClosure([...main.importedIds, ...steps.filter((id) => id !== startId)])
  const only = new Set([...staticClosure([startId])].filter((id) => !elsewhere.has(id)))
  startOnlyCache.set(ctx, only)
  return only
}
const startOnlyCache = new WeakMap<Rolldown.ChunkingContext, Set<string>>()

// `vite preview` as a static host serves the build: a page's own file, else the prerendered 404
// page with the status 404 (Vite itself would answer index.html, the home page).
const notFoundPage: Plugin = {
  name: 'salon-not-found-page',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      const path = new URL(request.url ?? '/', 'http://host').pathname.replace(/\/$/, '')
      const dist = server.config.build.outDir
      const isPage = request.method === 'GET' && path !== '' && !/\.[a-z0-9]+$/i.test(path)
      if (!isPage || existsSync(`${dist}${path}.html`) || !existsSync(`${dist}/404.html`))
        return next()
      response.statusCode = 404
      response.setHeader('Content-Type', 'text/html')
      response.end(readFileSync(`${dist}/404.html`))
    })
  },
}

/**
 * Vite's import helper adds a modulepreload link for each chunk a dynamic import needs, about 2 ms
 * each at 4x CPU, in the task that asks for it: on a returning client's page, 54 links and up to
 * 100 ms of one task. Kept for what the page needs to go live (the app's start, its libraries and
 * theme, the route's page, the schemas a stored session is read with) and for the booking
 * calendar, which a press on the date field waits for, fetched in parallel; the rest (axios, the
 * mock back-end, the dialogs and menus loaded when idle) is fetched as the browser meets its
 * imports.
 */
function preloadOnTheWayToLive(file: string, deps: string[]): string[] {
  const onTheWay =
    /[\\/](start|libraries|chakra-first|theme|client|zod-first|booking|schemas|\w+Page|SalonDatePopover)-[\w-]{8}\.js$/
  return onTheWay.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    plugins: [
      react(),
      headPlugin(env),
      notFoundPage,
      artworkPlugin(),
      chakraLazyGlobalPlugin(),
      chakraSystemStepsPlugin(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        ...(command === 'build' && !isSsrBuild
          ? { ...reactRouterProduction, ...mockBackendSlimming }
          : {}),
      },
    },
    server: { port: 5173 },
    preview: { port: 4173, strictPort: true },
    // Source maps ship so that errors in production point at real code.
    build: {
      // BUILD_OUT_DIR: a second build beside dist/ (the real-API e2e project's, mocking off).
      outDir: process.env.BUILD_OUT_DIR || 'dist',
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      modulePreload: { resolveDependencies: preloadOnTheWayToLive },
      rolldownOptions: {
        // The app's libraries in a few chunks that src/main.tsx runs one task at a time: run as
        // one graph they block a phone's main thread for a third of a second.
        output: { codeSplitting: { groups: startupChunks } },
        // Zag's component anatomies each build their parts' selectors as their module is
        // evaluated (`var parts = anatomy.build()`), 36 in Chakra's chunk, 28 of them never
        // read. Marked pure, the unread ones are left out: Chakra's chunk evaluates in about a
        // quarter less time (traced at 4x CPU: 34 to 59 ms before, 27 to 45 after).
        treeshake: { manualPureFunctions: ['anatomy', 'createAnatomy'] },
      },
    },
  }
})
