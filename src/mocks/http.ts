import { delay, http, HttpResponse, matchRequestUrl, type PathParams } from 'msw'
import type { ZodType } from 'zod'
import type { ErrorCode, ErrorEnvelope } from '@/api/schemas'
import {
  successStatus,
  type BodyOf,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type Method,
  type QueryOf,
} from '@/api/schemas/contract'
import { apiBaseUrl } from '@/lib/env'
import { clock } from './clock'
import { delayFor, takeFault } from './control-state'
import { db } from './db/db'
import type { AccountRecord } from './db/records'
import { read, StorageFailure, write } from './db/store'
import { isExpired } from './domain/tokens'

/** Thrown by a resolver to answer with the error envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorEnvelope['error'], 'code' | 'message'> = {},
  ) {
    super(message)
  }
}

export const fail = {
  badRequest: (message: string, fieldErrors?: Record<string, string>) =>
    new ApiFailure(400, 'VALIDATION_FAILED', message, { fieldErrors }),
  unauthorized: (message = 'Please log in to continue.') =>
    new ApiFailure(401, 'UNAUTHORIZED', message),
  notFound: (message: string) => new ApiFailure(404, 'NOT_FOUND', message),
  conflict: (message: string, alternatives?: string[]) =>
    new ApiFailure(409, 'CONFLICT', message, { alternatives }),
  rule: (message: string) => new ApiFailure(422, 'BUSINESS_RULE', message),
}

const errorResponse = (status: number, code: ErrorCode, message: string, extra = {}) =>
  HttpResponse.json({ error: { code, message, ...extra } } satisfies ErrorEnvelope, { status })

interface CallContext<Body, Query = undefined> {
  body: Body
  /** The query string, parsed by the endpoint's `query` schema. */
  query: Query
  params: Record<string, string>
  url: URL
  /** The signed-in account (always set when the endpoint requires auth). */
  account: AccountRecord | null
  token: string | null
}

type Resolve<E> = (ctx: CallContext<BodyOf<E>, QueryOf<E>>) => unknown

/**
 * What the mock does for one endpoint of the contract: a function that returns the answer's body
 * (sent with the table's 2xx status) or throws `fail.*`; a change may say what the client is told
 * when it cannot be stored.
 */
export type Resolver<E> = Resolve<E> | { resolve: Resolve<E>; unsaved: string }

/** One resolver for every endpoint of the table: a missing or a stale one is a type error. */
export type Resolvers = { [K in EndpointName]: Resolver<Endpoints[K]> }

/** The API's path prefix ('/api'), whether the base URL is relative or absolute. */
export const apiBasePath = new URL(apiBaseUrl, 'http://localhost').pathname.replace(/\/$/, '')

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim() || null
}

function signedInAccount(token: string | null): AccountRecord | null {
  if (!token) return null
  const session = db.sessions.findFirst((q) => q.where({ token }))
  if (!session || isExpired(session, clock.now())) return null
  return db.accounts.findFirst((q) => q.where({ id: session.userId })) ?? null
}

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body')
    fieldErrors[field] ??= issue.message
  }
  return fieldErrors
}

/** One route of the API: its method, its path under the API's base and how it answers. */
export interface ApiRoute {
  method: Method
  path: string
  answer: (request: Request, params: PathParams) => Promise<Response>
}

/** Every route the handlers answer ('GET', '/appointments/:id'), for testers' fault injection. */
export const routeTable: { method: string; path: string }[] = []

/** Parses a body or query string, or answers 400 with a message per field. */
function validated<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const fieldErrors = fieldErrorsOf(parsed.error.issues)
  throw fail.badRequest(Object.values(fieldErrors)[0] ?? 'The request is not valid.', fieldErrors)
}

/** The query string as an object; an empty parameter (`?category=`) counts as absent. */
const queryOf = (url: URL) =>
  Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''))

/**
 * The one resolver wrapper, registered from the endpoint's entry in the contract table: latency,
 * injected faults, the token check, query and body validation, the error envelope, the write
 * lock for every call but a GET, and the answer's status, so that no resolver repeats them.
 */
export function route<E extends Endpoint>(endpoint: E, resolver: Resolver<E>): ApiRoute {
  const { method, path } = endpoint
  const resolve = typeof resolver === 'function' ? resolver : resolver.resolve
  const unsaved = typeof resolver === 'function' ? undefined : resolver.unsaved
  const status = successStatus(endpoint)
  const hasBody = Boolean(endpoint.answers[status]?.schema)
  const answer = async (request: Request, params: PathParams): Promise<Response> => {
    const url = new URL(request.url)
    await delay(delayFor(endpoint.delayMs))

    const fault = takeFault(method, url.pathname.slice(apiBasePath.length))
    if (fault)
      return errorResponse(
        fault.status,
        fault.status >= 500 ? 'SERVER_ERROR' : 'BUSINESS_RULE',
        `Injected fault (${fault.status}).`,
      )

    try {
      let body = undefined as BodyOf<E>
      if (endpoint.body) {
        const json: unknown = await request.json().catch(() => {
          throw fail.badRequest('The request body must be JSON.')
        })
        body = validated(endpoint.body as ZodType<BodyOf<E>>, json)
      }
      const query = endpoint.query
        ? validated(endpoint.query as unknown as ZodType<QueryOf<E>>, queryOf(url))
        : (undefined as QueryOf<E>)

      const run = async () => {
        const token = bearerToken(request)
        const account = signedInAccount(token)
        if (endpoint.auth === 'required' && !account) throw fail.unauthorized()
        const stringParams = Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, String(v)]),
        )
        return resolve({ body, query, params: stringParams, url, account, token })
      }
      const result = await (method === 'GET' ? read(run) : write(run))
      return hasBody
        ? HttpResponse.json(result as never, { status })
        : new HttpResponse(null, { status })
    } catch (error) {
      if (error instanceof ApiFailure)
        return errorResponse(error.status, error.code, error.message, error.extra)
      if (error instanceof StorageFailure)
        return errorResponse(
          503,
          'UNAVAILABLE',
          error.operation === 'save'
            ? (unsaved ?? 'We could not save your changes. Please try again.')
            : 'We could not load your data. Please try again.',
        )
      console.error('[mock back-end] Unexpected error', error)
      return errorResponse(
        500,
        'SERVER_ERROR',
        'Something went wrong on our side. Please try again.',
      )
    }
  }
  return { method, path, answer }
}

/**
 * The one msw handler for every route: msw matches a request's URL once for each handler it
 * tries, so with a handler per route a call did that for every route listed before its own. This
 * one finds the route by method and by its path's fixed start, then matches the URL as msw
 * would, after `beforeEach`. A call no route answers is passed on.
 */
export function apiHandler(routes: ApiRoute[], beforeEach: () => Promise<void>) {
  routeTable.push(...routes.map(({ method, path }) => ({ method, path })))
  const table = routes.map((r) => ({
    ...r,
    pattern: `${apiBaseUrl}${r.path}`,
    fixedStart: `${apiBasePath}${r.path.split('/:')[0]}`,
  }))
  // What is due before any call is answered (mail the mock sends on its own); if it cannot be
  // stored now, the next call tries again and this one is answered as usual (a storage failure
  // is the call's own answer to report).
  const first = () =>
    beforeEach().catch((error: unknown) => {
      if (!(error instanceof StorageFailure))
        console.warn('[mock back-end] Mail due could not be sent yet.', error)
    })
  return http.all(`${apiBaseUrl}/*`, ({ request }) => {
    const url = new URL(request.url)
    for (const r of table) {
      if (r.method !== request.method || !url.pathname.startsWith(r.fixedStart)) continue
      const { matches, params } = matchRequestUrl(url, r.pattern)
      if (matches) return first().then(() => r.answer(request, params ?? {}))
    }
    return undefined
  })
}
