import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { assembleServiceWorker } from '../../scripts/service-worker/assemble.mjs'
import { CACHE_PREFIX, workerConstants } from '../../scripts/service-worker/constants'
import { basenameOf, languages } from '@/lib/i18n/languages'

// The site's worker as the build assembles it (sw.js with the build's constants, no back-end),
// run in a stand-in of a worker's global scope: what it answers a navigation, what it keeps.

const origin = 'https://salon.example'

/** A build's files: each language's home, services and 404 pages, and one shared script. */
const files = [
  '/assets/app-1a2b3c.js',
  ...languages.flatMap((language) => {
    const prefix = basenameOf(language)
    return [
      prefix ? `${prefix}.html` : '/index.html',
      `${prefix}/services.html`,
      `${prefix}/404.html`,
    ]
  }),
]

interface FakeEvent {
  request?: { url: string; method: string; mode: string; destination: string }
  data?: string
  source?: { url: string; postMessage: (message: string) => void }
  respondWith?: (answer: Promise<Response>) => void
  waitUntil?: (work: Promise<unknown>) => void
  stopImmediatePropagation?: () => void
}

/** Starts the assembled worker for a build whose variables are `env`, its caches as given. */
function startWorker(env: { VITE_API_BASE_URL?: string }, caches: Record<string, string[]> = {}) {
  const stores = new Map(Object.entries(caches).map(([name, paths]) => [name, new Set(paths)]))
  const storeOf = (name: string) => stores.get(name) ?? stores.set(name, new Set()).get(name)!
  const pathOf = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, origin).pathname
  const cacheStorage = {
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async () => undefined,
    open: async (name: string) => ({
      // A kept file's body is its path.
      match: async (request: string) =>
        storeOf(name).has(pathOf(request)) ? new Response(pathOf(request)) : undefined,
      put: async (request: string) => void storeOf(name).add(pathOf(request)),
      keys: async () => [...storeOf(name)].map((path) => ({ url: `${origin}${path}` })),
    }),
  }
  const listeners = new Map<string, (event: FakeEvent) => void>()
  const scope: Record<string, unknown> = {
    location: new URL(origin),
    registration: { active: null },
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
    caches: cacheStorage,
    fetch: async (path: string) => new Response(`network: ${path}`),
    addEventListener: (type: string, listener: (event: FakeEvent) => void) =>
      listeners.set(type, listener),
    URL,
    Response,
    console,
  }
  scope.self = scope
  const site = workerConstants(env)
  runInNewContext(assembleServiceWorker({ version: 'v2', files }, site, ''), scope)

  const dispatch = async (type: string, event: FakeEvent) => {
    const work: Promise<unknown>[] = []
    listeners.get(type)!({ ...event, waitUntil: (promise) => work.push(promise) })
    await Promise.all(work)
  }
  return {
    stores,
    dispatch,
    /** What a navigation to `path` gets from the worker's offline half: a kept page, or nothing. */
    async navigate(path: string): Promise<string> {
      let answer: Promise<Response> | undefined
      listeners.get('fetch')!({
        request: { url: `${origin}${path}`, method: 'GET', mode: 'navigate', destination: '' },
        respondWith: (response) => (answer = response),
        stopImmediatePropagation: () => {},
      })
      if (!answer) return 'not answered'
      const response = await answer
      return `${response.status} ${await response.text()}`
    },
  }
}

const thisBuild = `${CACHE_PREFIX}v2`

describe("the site's service worker as assembled", () => {
  it("answers each language's addresses with its pages, from languages.ts", async () => {
    const worker = startWorker({}, { [thisBuild]: files })
    for (const language of languages) {
      const prefix = basenameOf(language)
      expect(await worker.navigate(`${prefix}/services`)).toBe(`200 ${prefix}/services.html`)
      expect(await worker.navigate(`${prefix}/nowhere`)).toBe(`404 ${prefix}/404.html`)
    }
  })

  it("leaves the API's addresses alone, at the base the build is given", async () => {
    const standard = startWorker({}, { [thisBuild]: files })
    expect(await standard.navigate('/api/salon')).toBe('not answered')
    expect(await standard.navigate('/backend/v2/salon')).toBe('404 /404.html')

    const moved = startWorker({ VITE_API_BASE_URL: '/backend/v2/' }, { [thisBuild]: files })
    expect(await moved.navigate('/backend/v2/salon')).toBe('not answered')
    expect(await moved.navigate('/api/salon')).toBe('404 /404.html')

    // An API on another origin has no address here: every address of the site is a page.
    const elsewhere = startWorker(
      { VITE_API_BASE_URL: 'https://api.example.com/v1' },
      { [thisBuild]: files },
    )
    expect(await elsewhere.navigate('/api/salon')).toBe('404 /404.html')
  })

  it("keeps the visitor's language's pages and the shared files, in the site's cache", async () => {
    const worker = startWorker({})
    const [visited, other] = languages.filter((language) => language !== 'en')
    const told: string[] = []
    await worker.dispatch('message', {
      data: 'CACHE_FOR_OFFLINE',
      source: {
        url: `${origin}/${visited}/services`,
        postMessage: (message) => told.push(message),
      },
    })
    const kept = [...worker.stores.get(thisBuild)!]
    expect(kept).toContain('/assets/app-1a2b3c.js')
    expect(kept).toContain(`/${visited}/services.html`)
    expect(kept.filter((path) => path.startsWith(`/${other}`))).toEqual([])
    expect(kept).not.toContain('/services.html')
    expect(told).toEqual(['CACHED_FOR_OFFLINE'])
  })

  it("deletes an older build's cache as it takes over, and nothing of another's", async () => {
    const worker = startWorker(
      {},
      { [`${CACHE_PREFIX}v1`]: files, [thisBuild]: files, 'someone-else': ['/x'] },
    )
    await worker.dispatch('activate', {})
    expect([...worker.stores.keys()]).toEqual([thisBuild, 'someone-else'])
  })
})
