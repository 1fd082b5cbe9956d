import { t } from '@/lib/i18n/i18n'
import { loadOnce } from '@/lib/load-once'
import { ApiError, isApiError, isSignedOut } from './api-error'
import { loadSchemas } from './load-schemas'
import type { AnswerOf, CallInput, EndpointName, Endpoints } from './schemas/contract'

export { ApiError, isApiError, isRefusal, isSignedOut } from './api-error'

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
 * Requests wait for `ready()` first (with the mock back-end, its service worker taking the page
 * over); if it fails, they fail as calls that could not reach the server, never going elsewhere.
 */
export function holdRequestsUntil(ready: () => Promise<unknown>) {
  gate = () =>
    ready().catch(() => {
      throw new ApiError(0, {
        code: 'NETWORK_ERROR',
        message: t(
          'We could not reach the salon’s server. Please check your connection and try again.',
        ),
      })
    })
}

// axios and the schemas load with the first request, not with the first page: a prerendered
// page needs neither to show.
const loadTransport = loadOnce(() => loadSchemas().then(() => import('./transport')))

/** An input is optional for a call that needs none (no path parameter and no body). */
type CallArgs<N extends EndpointName> =
  Record<never, never> extends CallInput<N>
    ? [input?: CallInput<N>, options?: RequestOptions<N>]
    : [input: CallInput<N>, options?: RequestOptions<N>]

let underWay = 0
const settledListeners = new Set<() => void>()

/** Resolves once no request is under way: at once when none is. */
export function whenRequestsSettled(): Promise<void> {
  if (underWay === 0) return Promise.resolve()
  return new Promise((resolve) => settledListeners.add(resolve))
}

interface RequestOptions<N extends EndpointName> {
  /** false: send no token (signing in, whose 401 is a wrong password and ends no session). */
  withSession?: boolean
  headers?: Readonly<Record<string, string>>
  /**
   * The action's Idempotency-Key (see single-action.ts): the write is then safe to repeat, and
   * is sent again when the network fails it or no answer comes in time.
   */
  idempotencyKey?: Endpoints[N] extends { idempotent: true } ? string : never
}

/** The waits before each new try of a keyed write whose answer was lost: then it gives up. */
const RETRY_DELAYS_MS = [1000, 2000]

/**
 * Whether to send a keyed write again: nothing came back (the network failed it, or no answer
 * came in time), or the server is still handling the first try.
 */
const isWorthRetrying = (error: unknown) => isApiError(error, 'NETWORK_ERROR', 'IN_PROGRESS')

/**
 * Calls the endpoint the contract table names, e.g. `request('faqs')` or
 * `request('cancelAppointment', { params: { id } })`: its method, path and answer schema all come
 * from the table, which loads with the transport on the first call.
 */
export async function request<N extends EndpointName>(
  name: N,
  ...[input, { withSession = true, headers, idempotencyKey } = {}]: CallArgs<N>
): Promise<AnswerOf<N>> {
  underWay++
  let token: string | null = null
  try {
    const [{ send }] = await Promise.all([loadTransport(), gate()])
    token = withSession ? authToken : null
    const sent = {
      ...input,
      headers: { ...headers, ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }) },
    }
    for (let attempt = 0; ; attempt++) {
      try {
        return (await send(name, sent, token)) as AnswerOf<N>
      } catch (error) {
        const wait = RETRY_DELAYS_MS[attempt]
        if (!idempotencyKey || !isWorthRetrying(error) || wait === undefined) throw error
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  } catch (error) {
    if (token && isSignedOut(error)) {
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
