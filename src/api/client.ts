import type { ZodType } from 'zod'
import { loadOnce } from '@/lib/load-once'
import { ApiError } from './api-error'
import { loadSchemas } from './load-schemas'
import type { RequestConfig, Schemas } from './transport'

export { ApiError } from './api-error'
export type { RequestConfig, Schemas } from './transport'

let authToken: string | null = null
/** The session hands its bearer token to the client; null signs requests out. */
export function setAuthToken(token: string | null) {
  authToken = token
}

type UnauthorizedListener = (token: string) => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * Calls `listener` with the token whenever a call sent with the session's token answers 401: the
 * server no longer knows that session (expired, or ended elsewhere). Returns an unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

let gate: () => Promise<unknown> = () => Promise.resolve()
/**
 * Requests wait for `ready()` first: the mock back-end, which the first request starts (a
 * prerendered page needs none at first, so the back-end costs nothing while the page starts).
 */
export function holdRequestsUntil(ready: () => Promise<unknown>) {
  gate = () => ready().catch(() => undefined)
}

// axios and the schemas load with the first request, not with the first page: a prerendered
// page needs neither to show.
const loadTransport = loadOnce(() => loadSchemas().then(() => import('./transport')))

let underWay = 0
const settledListeners = new Set<() => void>()

/** Resolves once no request is under way: at once when none is. */
export function whenRequestsSettled(): Promise<void> {
  if (underWay === 0) return Promise.resolve()
  return new Promise((resolve) => settledListeners.add(resolve))
}

/**
 * Sends a request and parses the answer with the schema `pick` chooses from the contract's
 * schemas, e.g. `request((s) => s.faqSchema.array(), { url: '/faqs' })`. Signing in passes
 * `{ withSession: false }`: it needs no token, and its 401 (a wrong password) ends no session.
 */
export async function request<T>(
  pick: (all: Schemas) => ZodType<T>,
  config: RequestConfig,
  { withSession = true }: { withSession?: boolean } = {},
): Promise<T> {
  underWay++
  let token: string | null = null
  try {
    const [{ send }] = await Promise.all([loadTransport(), gate()])
    token = withSession ? authToken : null
    return await send(pick, config, token)
  } catch (error) {
    if (token && error instanceof ApiError && error.status === 401) {
      for (const listener of unauthorizedListeners) listener(token)
    }
    throw error
  } finally {
    if (--underWay === 0) {
      for (const listener of settledListeners) listener()
      settledListeners.clear()
    }
  }
}
