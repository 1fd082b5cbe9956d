import './worker-storage'
import { getResponse } from 'msw'
import { apiBaseUrl } from '@/lib/env'
import { languageOfHeader } from '@/lib/i18n/languages'
import { providerBaseOf } from '@/lib/payments/provider-contract'
import { answerControlCall, CONTROL_PREFIX } from './control-calls'
import { hydrate } from './db/store'
import { handlers } from './handlers'
import { write } from './language'

// The back-end's half of the site's service worker (scripts/service-worker/sw.js is the other,
// the offline copy): it answers the API and the testers' control calls for every tab, from the
// tables in IndexedDB. A page holds none of this code.

interface FetchEvent extends Event {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
declare const self: {
  readonly location: Location
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

// Browsers stop an idle worker at any moment: each start reads the tables again before the
// first answer. A write is stored before its answer leaves, so nothing is lost in between.
let started: Promise<void> | undefined
function start(): Promise<void> {
  started ??= hydrate().catch((error: unknown) => {
    started = undefined
    throw error
  })
  return started
}

const apiBase = new URL(apiBaseUrl, self.location.origin).href.replace(/\/$/, '')
// The simulated payment provider's own base beside the API's: answered by the same handlers.
const providerBase = new URL(providerBaseOf(apiBaseUrl), self.location.origin).href

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const envelope = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } })

async function answerApi(request: Request): Promise<Response> {
  try {
    await start()
  } catch (error) {
    console.error('[mock back-end] The stored data could not be read.', error)
    const language = languageOfHeader(request.headers.get('Accept-Language'))
    return envelope(
      503,
      'UNAVAILABLE',
      write(language, 'We could not load your data. Please try again.'),
    )
  }
  const response = await getResponse(handlers, request)
  return response ?? envelope(404, 'NOT_FOUND', 'No such endpoint.')
}

async function answerControl(request: Request, name: string): Promise<Response> {
  const args = await request.text()
  // Control calls answer even when the data cannot be read. Once started, a call acts before any
  // API call that arrived after it reaches its resolver (a clock pinned, then an account made).
  await start().catch(() => undefined)
  const { status, body } = await answerControlCall(request.method, name, args)
  return json(status, body)
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin === self.location.origin && url.pathname.startsWith(CONTROL_PREFIX))
    event.respondWith(answerControl(request, url.pathname.slice(CONTROL_PREFIX.length)))
  else if (url.href.startsWith(`${apiBase}/`) || url.href.startsWith(`${providerBase}/`))
    event.respondWith(answerApi(request))
})
