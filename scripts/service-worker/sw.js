// The site's one service worker, with two jobs: it keeps the build's files (the pages of the
// languages visited), so that after one visit the site opens with no network (this file), and it
// is the back-end: the API and the testers' control calls (src/mocks/service-worker.ts, built by
// Vite and put after this file). scripts/service-worker/write-sw.mjs writes both to dist/sw.js
// with the build's file list in place of BUILD; the dev server serves the same at /sw.js with no
// files kept.
const BUILD = self.__BUILD__
// The API's base, the languages and the caches' prefix, written in by the same step from their
// one source each (scripts/service-worker/constants.ts).
const SITE = self.__SITE__
const CACHE = `${SITE.cachePrefix}${BUILD.version}`
const PRECACHED = new Set(BUILD.files)

/** A cache of this site's worker, this build's or an older one's. */
const isSiteCache = (key) => key.startsWith(SITE.cachePrefix)

// The API's path on this origin ('/api/'); none when the API lives on another origin.
const apiUrl = new URL(`${SITE.apiBase}/`, self.location.origin)
const API_PATH = apiUrl.origin === self.location.origin ? apiUrl.pathname : undefined

// A file under /assets is named by its content, so an older build's copy is as good as new.
const isImmutable = (path) => path.startsWith('/assets/')

// A few files at a time: the page shares the connections with these, and its own requests (a
// page's chunks, fetched while the first visit is still reading) must not queue behind 150
// files kept for later.
const AT_ONCE = 3

/**
 * The language of an address or a page's file: its prefix's ('/es/services', '/es',
 * '/es/services.html', '/es.html': 'es'), else English's (the site's own addresses).
 */
function languageOf(path) {
  const first = path.split('/')[1]?.replace(/\.html$/, '')
  return SITE.languages.includes(first) ? first : SITE.defaultLanguage
}

/** A page's language; undefined for a file all languages share (scripts, styles, fonts, images). */
const languageOfFile = (path) => (path.endsWith('.html') ? languageOf(path) : undefined)

/** The language of the page at `url`. */
const languageOfPage = (url) => languageOf(new URL(url ?? '/', self.location.origin).pathname)

/** The languages whose pages an earlier build kept: a new build keeps the same (else English). */
async function languagesKept() {
  const kept = new Set()
  for (const key of await caches.keys()) {
    if (!isSiteCache(key)) continue
    for (const request of await (await caches.open(key)).keys()) {
      const language = languageOfFile(new URL(request.url).pathname)
      if (language) kept.add(language)
    }
  }
  return kept.size ? [...kept] : [SITE.defaultLanguage]
}

/** Keeps every file of the build but the pages of other languages than `languages`. */
async function precache(languages) {
  const cache = await caches.open(CACHE)
  const keep = async (path) => {
    if (await cache.match(path)) return
    const kept = isImmutable(path) ? await caches.match(path) : undefined
    const response = kept ?? (await fetch(path, { cache: 'no-cache' }))
    if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`)
    // A redirected response cannot answer a navigation; keep its body and headers only.
    await cache.put(path, response.redirected ? new Response(response.body, response) : response)
  }
  const left = BUILD.files.filter((path) => {
    const language = languageOfFile(path)
    return language === undefined || languages.includes(language)
  })
  const keepLeft = async () => {
    for (let path = left.shift(); path; path = left.shift()) await keep(path)
  }
  await Promise.all(Array.from({ length: AT_ONCE }, keepLeft))
}

// The prerendered page of an address, or the 404 page of its language, as the host serves them.
// Files (a dot in the name) and the API are left to the network.
function pageFor(pathname) {
  const path = pathname.replace(/(.)\/$/, '$1')
  if (path === '/') return '/index.html'
  if (PRECACHED.has(`${path}.html`)) return `${path}.html`
  if (/\.[^/]*$/.test(path) || (API_PATH && path.startsWith(API_PATH))) return undefined
  return notFoundPageFor(path)
}

/** The 404 page in the language of `path`'s prefix (/es/… → /es/404.html), else English's. */
function notFoundPageFor(path) {
  const language = languageOf(path)
  const page = language === SITE.defaultLanguage ? '/404.html' : `/${language}/404.html`
  return PRECACHED.has(page) ? page : '/404.html'
}

/** The cached copy of a file, with the host's status: an unknown address answers 404. */
async function kept(path, request) {
  const cached = await caches.open(CACHE).then((cache) => cache.match(path))
  if (!cached) return fetch(request)
  return path.endsWith('/404.html')
    ? new Response(cached.body, { status: 404, headers: cached.headers })
    : cached
}

// These listeners are added before the back-end's, so they run first.

addEventListener('install', (event) => {
  if (!self.registration.active) {
    // A first install takes over at once and keeps nothing yet: the first visit must not wait
    // for 150 files before its API answers. The page asks for the files once it is ready (the
    // 'CACHE_FOR_OFFLINE' message).
    event.waitUntil(self.skipWaiting())
    return
  }
  // A new build waits until the visitor accepts the "new version" offer, so that no open page
  // runs old code against new files; it arrives with every file already kept.
  event.waitUntil(languagesKept().then(precache))
})

addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // Every open page of the site is answered by this worker from now on, the first visit's too.
      self.clients.claim(),
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((key) => isSiteCache(key) && key !== CACHE)
              .map((key) => caches.delete(key)),
          ),
        ),
    ]),
  )
})

addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting()
  // A page that loaded while this worker was on its way in (or past it: a hard reload) is not in
  // its charge, and its API calls would reach the host. The page asks to be taken over.
  if (event.data === 'CLAIM') event.waitUntil(self.clients.claim())
  // The page is ready and asks for the build to be kept, its own language's pages with the files
  // every language shares (another language's are kept once a page of it asks); it hears back
  // once every file is.
  if (event.data === 'CACHE_FOR_OFFLINE') {
    event.waitUntil(
      precache([languageOfPage(event.source?.url)]).then(
        () => event.source?.postMessage('CACHED_FOR_OFFLINE'),
        (error) => console.warn('The site could not be kept for offline use:', error),
      ),
    )
  }
})

addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  // Another origin's photo or map frame is the browser's business, not the back-end's: passed
  // through the worker, a slow or unreachable host would keep it busy, and a waiting new build
  // could not take over until every such request had given up. (Calls to the API are fetches,
  // with no destination, and still reach the back-end.)
  if (url.origin !== self.location.origin && request.destination !== '') {
    event.stopImmediatePropagation()
    return
  }
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  const path = request.mode === 'navigate' ? pageFor(url.pathname) : url.pathname
  if (!path || !PRECACHED.has(path)) return
  // Answered from the cache; the back-end's listener must not answer it too.
  event.stopImmediatePropagation()
  event.respondWith(kept(path, request))
})

// The back-end follows (src/mocks/service-worker.ts).
