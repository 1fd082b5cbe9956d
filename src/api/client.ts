import type { ZodType } from 'zod'
import type { RequestConfig, Schemas } from './transport'

export { ApiError } from './api-error'
export type { RequestConfig, Schemas } from './transport'

let authToken: string | null = null
/** The session hands its bearer token to the client; null signs requests out. */
export function setAuthToken(token: string | null) {
  authToken = token
}

let gate: Promise<unknown> = Promise.resolve()
/** Requests wait for this first (the mock worker's start), without holding up the first paint. */
export function holdRequestsUntil(ready: Promise<unknown>) {
  gate = ready.catch(() => undefined)
}

// axios and the schemas load with the first request, not with the first page.
const loadTransport = () => import('./transport')

/** Loads the transport ahead of need, so the first request does not wait for it. */
export function prepareRequests(): void {
  void loadTransport()
}

/**
 * Sends a request and parses the answer with the schema `pick` chooses from the contract's
 * schemas, e.g. `request((s) => s.faqSchema.array(), { url: '/faqs' })`.
 */
export async function request<T>(
  pick: (all: Schemas) => ZodType<T>,
  config: RequestConfig,
): Promise<T> {
  const [{ send }] = await Promise.all([loadTransport(), gate])
  return send(pick, config, authToken)
}
