import { delay, http, HttpResponse } from 'msw'
import type { ZodType } from 'zod'
import type { ErrorCode, ErrorEnvelope } from '@/api/schemas'
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

export interface CallContext<Body, Query = undefined> {
  body: Body
  /** The query string, parsed by the route's `query` schema. */
  query: Query
  params: Record<string, string>
  url: URL
  /** The signed-in account (always set when the route requires auth). */
  account: AccountRecord | null
  token: string | null
}

interface RouteOptions<Body, Query> {
  /** 'required' answers 401 without a valid token; 'optional' just reads it. */
  auth?: 'required' | 'optional'
  body?: ZodType<Body>
  query?: ZodType<Query>
  /** The contract's delay for this call, in ms. */
  delay?: number
  /** Mutations run under the cross-tab write lock and are persisted. */
  write?: boolean
  /** What the client is told when the change cannot be stored. */
  unsaved?: string
}

/** The API's path prefix ('/api'), whether the base URL is relative or absolute. */
export const apiBasePath = new URL(apiBaseUrl, 'http://localhost').pathname.replace(/\/$/, '')

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete'

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

/** Every route the handlers answer ('GET', '/appointments/:id'), for testers' fault injection. */
export const routeTable: { method: string; path: string }[] = []

/**
 * The one resolver wrapper: latency, injected faults, the token check, body validation, the
 * error envelope and the write lock, so that no handler repeats them.
 */
/** Parses a body or query string, or answers 400 with a message per field. */
function validated<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const fieldErrors = fieldErrorsOf(parsed.error.issues)
  throw fail.badRequest(Object.values(fieldErrors)[0] ?? 'The request is not valid.', fieldErrors)
}

export function route<Body = undefined, Query = undefined>(
  method: Method,
  path: string,
  options: RouteOptions<Body, Query>,
  resolver: (ctx: CallContext<Body, Query>) => unknown,
) {
  routeTable.push({ method: method.toUpperCase(), path })
  return http[method](`${apiBaseUrl}${path}`, async ({ request, params }) => {
    const url = new URL(request.url)
    await delay(delayFor(options.delay ?? 0))

    const fault = takeFault(method, url.pathname.slice(apiBasePath.length))
    if (fault)
      return errorResponse(
        fault.status,
        fault.status >= 500 ? 'SERVER_ERROR' : 'BUSINESS_RULE',
        `Injected fault (${fault.status}).`,
      )

    try {
      let body = undefined as Body
      if (options.body) {
        const json: unknown = await request.json().catch(() => {
          throw fail.badRequest('The request body must be JSON.')
        })
        body = validated(options.body, json)
      }
      const query = options.query
        ? validated(options.query, Object.fromEntries(url.searchParams))
        : (undefined as Query)

      const run = async () => {
        const token = bearerToken(request)
        const account = signedInAccount(token)
        if (options.auth === 'required' && !account) throw fail.unauthorized()
        const stringParams = Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, String(v)]),
        )
        return resolver({ body, query, params: stringParams, url, account, token })
      }
      const result = await (options.write ? write(run) : read(run))
      if (result instanceof Response) return result
      return HttpResponse.json(result as never)
    } catch (error) {
      if (error instanceof ApiFailure)
        return errorResponse(error.status, error.code, error.message, error.extra)
      if (error instanceof StorageFailure)
        return errorResponse(
          503,
          'UNAVAILABLE',
          error.operation === 'save'
            ? (options.unsaved ?? 'We could not save your changes. Please try again.')
            : 'We could not load your data. Please try again.',
        )
      console.error('[mock back-end] Unexpected error', error)
      return errorResponse(
        500,
        'SERVER_ERROR',
        'Something went wrong on our side. Please try again.',
      )
    }
  })
}

export const created = (data: unknown) => HttpResponse.json(data as never, { status: 201 })
export const noContent = () => new HttpResponse(null, { status: 204 })
export const accepted = () => new HttpResponse(null, { status: 202 })
