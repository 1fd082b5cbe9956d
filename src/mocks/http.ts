import { delay, http, HttpResponse, matchRequestUrl, type JsonBodyType, type PathParams } from 'msw'
import type { ZodType } from 'zod'
import type { ErrorCode, ErrorEnvelope } from '@/api/schemas'
import { IDEMPOTENCY_KEY_KEPT_HOURS } from '@/api/schemas/contract-base'
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
import { languageOfHeader, type Language } from '@/lib/i18n/languages'
import { clock } from './clock'
import { delayFor, takeFault, takeOverride, type OverrideAnswer } from './control-state'
import { db } from './db/db'
import type { AccountRecord } from './db/records'
import { read, StorageFailure, write } from './db/store'
import { isExpired } from './domain/tokens'
import { ApiFailure, fail, type Extra } from './failures'
import { localized, write as writeText, type Text } from './language'

/** The error envelope, its message and field errors written in `language`. */
const errorResponse = (
  language: Language,
  status: number,
  code: ErrorCode,
  text: string | Text,
  extra: Extra = {},
  headers: Record<string, string> = {},
) => {
  const fieldErrors =
    extra.fieldErrors &&
    Object.fromEntries(
      Object.entries(extra.fieldErrors).map(([field, message]) => [
        field,
        writeText(language, message),
      ]),
    )
  const error = { code, message: writeText(language, text), ...extra, fieldErrors }
  return HttpResponse.json({ error } satisfies ErrorEnvelope, {
    status,
    headers: { 'Content-Language': language, ...headers },
  })
}

interface CallContext<Body, Query = undefined> {
  body: Body
  /** The query string, parsed by the endpoint's `query` schema. */
  query: Query
  params: Record<string, string>
  url: URL
  /** The signed-in account (always set when the endpoint requires auth). */
  account: AccountRecord | null
  token: string | null
  /** Where the caller's site is (its Origin header, else the API's own): for links in mails. */
  origin: string
  /** The language the caller reads (Accept-Language): of the answer's messages. */
  language: Language
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
    // A field of an object in a list is named by its path ('guests.0.name'); anything else by
    // its top-level field ('addOns', 'birthday').
    const path = issue.path.map(String)
    const inList = path.findIndex((key, i) => /^\d+$/.test(key) && i < path.length - 1)
    const field = (inList > 0 ? path.join('.') : path[0]) ?? 'body'
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

/** What a proxy in front of the API answers when the API does not. */
const proxyErrorPage =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>'

const KEY_KEPT_MS = IDEMPOTENCY_KEY_KEPT_HOURS * 60 * 60 * 1000

/** Keys whose first request is still being handled, in this back-end. */
const keysUnderWay = new Set<string>()

/**
 * Answers a write sent with an Idempotency-Key once: its first answer is kept for a day, per
 * client (her token, or 'anonymous'), and a repeat gets that answer without acting again. The
 * same key with another request answers 422; while the first is still being handled, 409. A
 * server error (5xx) is not kept, so the same key may try again.
 */
async function answerOnce(
  request: Request,
  key: string,
  respond: () => Promise<Response>,
  keep: boolean,
): Promise<Response> {
  const id = `${bearerToken(request) ?? 'anonymous'} ${key}`
  const url = new URL(request.url)
  const asked = `${request.method} ${url.pathname}${url.search} ${await request.clone().text()}`
  const language = languageOfHeader(request.headers.get('Accept-Language'))
  if (keysUnderWay.has(id))
    return errorResponse(
      language,
      409,
      'IN_PROGRESS',
      'This request is already being handled. Please wait a moment.',
    )
  keysUnderWay.add(id)
  try {
    const now = clock.now()
    const kept = await read(() => db.idempotencyKeys.findFirst((q) => q.where({ id })))
    if (kept && now.getTime() - Date.parse(kept.createdAt) < KEY_KEPT_MS) {
      if (kept.request !== asked)
        return errorResponse(
          language,
          422,
          'BUSINESS_RULE',
          'This Idempotency-Key was already used for a different request.',
        )
      return new HttpResponse(kept.body || null, {
        status: kept.status,
        headers: kept.body ? { 'Content-Type': 'application/json' } : {},
      })
    }
    const response = await respond()
    if (keep && response.status < 500) {
      const record = {
        id,
        request: asked,
        status: response.status,
        body: await response.clone().text(),
        createdAt: now.toISOString(),
      }
      await write(async () => {
        const cutoff = now.getTime() - KEY_KEPT_MS
        db.idempotencyKeys.deleteMany((q) => q.where({ id: (value: string) => value === id }))
        db.idempotencyKeys.deleteMany((q) =>
          q.where({ createdAt: (value: string) => Date.parse(value) < cutoff }),
        )
        await db.idempotencyKeys.create(record)
      }).catch((error: unknown) => {
        // The write itself was made; only a repeat would act again.
        console.warn('[mock back-end] An idempotency key could not be kept.', error)
      })
    }
    return response
  } finally {
    keysUnderWay.delete(id)
  }
}

/** A tester's answer (control.override), after its delay or the latency setting's. */
async function overridden(answer: OverrideAnswer, specMs: number): Promise<Response> {
  await delay(answer.delayMs ?? delayFor(specMs))
  return answer.body === undefined
    ? new HttpResponse(null, { status: answer.status })
    : HttpResponse.json(answer.body as JsonBodyType, { status: answer.status })
}

/**
 * The one resolver wrapper, registered from the endpoint's entry in the contract table: testers'
 * overrides, latency, injected faults, the token check, query and body validation, the error
 * envelope, the write lock for every call but a GET (or a POST that only asks), and the answer's
 * status, so that no resolver repeats them.
 */
export function route<E extends Endpoint>(endpoint: E, resolver: Resolver<E>): ApiRoute {
  const { method, path } = endpoint
  const resolve = typeof resolver === 'function' ? resolver : resolver.resolve
  const unsaved = typeof resolver === 'function' ? undefined : resolver.unsaved
  const status = successStatus(endpoint)
  const hasBody = Boolean(endpoint.answers[status]?.schema)
  /** 503 when the data cannot be stored or read: the person is told to try again. */
  const unavailable = (language: Language, error: StorageFailure) =>
    errorResponse(
      language,
      503,
      'UNAVAILABLE',
      error.operation === 'save'
        ? (unsaved ?? 'We could not save your changes. Please try again.')
        : 'We could not load your data. Please try again.',
    )

  /** The call as the back-end handles it: faults aside, and any Idempotency-Key aside. */
  const handle = async (request: Request, params: PathParams, url: URL): Promise<Response> => {
    const language = languageOfHeader(request.headers.get('Accept-Language'))
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
        const origin = request.headers.get('Origin') ?? url.origin
        return resolve({
          body,
          query,
          params: stringParams,
          url,
          account,
          token,
          origin,
          language,
        })
      }
      // A refusal that keeps its changes is stored with them, then answered.
      const storing = async () => {
        try {
          return { result: await run() }
        } catch (error) {
          if (error instanceof ApiFailure && error.keepsChanges) return { refused: error }
          throw error
        }
      }
      const done = await (method === 'GET' || endpoint.asks ? read(storing) : write(storing))
      if ('refused' in done) throw done.refused
      const { result } = done
      return hasBody
        ? HttpResponse.json(localized(result, endpoint.words, language) as JsonBodyType, {
            status,
            headers: { 'Content-Language': language },
          })
        : new HttpResponse(null, { status })
    } catch (error) {
      if (error instanceof ApiFailure)
        return errorResponse(
          language,
          error.status,
          error.code,
          error.text,
          error.extra,
          error.headers,
        )
      if (error instanceof StorageFailure) return unavailable(language, error)
      console.error('[mock back-end] Unexpected error', error)
      return errorResponse(
        language,
        500,
        'SERVER_ERROR',
        'Something went wrong on our side. Please try again.',
      )
    }
  }

  const answer = async (request: Request, params: PathParams): Promise<Response> => {
    const url = new URL(request.url)
    const language = languageOfHeader(request.headers.get('Accept-Language'))
    const relative = url.pathname.slice(apiBasePath.length)
    // A tester's own answer comes first: no fault is taken and nothing is acted on or kept.
    const override = takeOverride(method, path, relative, url)
    if (override) return overridden(override, endpoint.delayMs)
    const fault = takeFault(method, relative)?.fault
    // The network fails the call before it reaches the back-end, or never answers.
    if (fault === 'network') return HttpResponse.error()
    if (fault === 'timeout') await delay('infinite')
    const respond = async (): Promise<Response> => {
      await delay(delayFor(endpoint.delayMs))
      if (fault === 'html')
        return new HttpResponse(proxyErrorPage, {
          status: 502,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        })
      if (typeof fault === 'number')
        // What a server's failure says to the person; a refusal names itself a tester's.
        return fault >= 500
          ? errorResponse(
              language,
              fault,
              'SERVER_ERROR',
              'Something went wrong on our side. Please try again.',
            )
          : errorResponse(language, fault, 'BUSINESS_RULE', `Injected fault (${fault}).`)
      return handle(request, params, url)
    }
    const key = endpoint.idempotent ? request.headers.get('Idempotency-Key') : null
    // An injected answer is not the back-end's: it is not kept as the key's first answer.
    const response = key
      ? await answerOnce(
          request,
          key,
          respond,
          typeof fault !== 'number' && fault !== 'html',
        ).catch((error: unknown) => {
          if (error instanceof StorageFailure) return unavailable(language, error)
          throw error
        })
      : await respond()
    // The call was made; its answer is lost on the way back.
    return fault === 'lost' ? HttpResponse.error() : response
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
