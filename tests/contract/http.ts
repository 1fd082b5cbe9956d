import { expect } from 'vitest'
import type { z, ZodType } from 'zod'
import { errorEnvelopeSchema } from '@/api/schemas'
import {
  endpointList,
  endpoints,
  pathWith,
  type EndpointName,
  type Endpoints,
} from '@/api/schemas/contract'

// A plain HTTP client for the contract suite: fetch, JSON in and out, nothing of the app. Calls
// are named by the contract table, so the suite calls exactly what the table lists, and every
// answer is checked against the schema the table gives for its status.

export interface Answer<K extends EndpointName = EndpointName> {
  endpoint: K
  status: number
  body: unknown
}

interface CallOptions {
  /** Path parameters, e.g. `{ id }` for '/appointments/:id'. */
  params?: Record<string, string>
  /** The query string (values are encoded). */
  query?: Record<string, string>
  body?: unknown
  /** Sent as is, for a body that is not JSON. */
  rawBody?: string
  token?: string
  /** Sent as the Idempotency-Key header. */
  idempotencyKey?: string
  /** Sent as the Accept-Language header: the language of the answer's messages. */
  language?: string
}

/** The answers the suite has seen, per endpoint: what "every entry exercised" is checked on. */
const seen = new Map<EndpointName, Set<number>>()

/** Answers a check had to skip (it says why), so that their absence is not a failure. */
const excused = new Set<string>()
export function excuse(name: EndpointName, status: number) {
  excused.add(`${name} ${status}`)
}

/** Every table entry with the statuses the suite never saw it answer (and did not excuse). */
export function unexercised(): string[] {
  return endpointList.flatMap(([name, endpoint]) => {
    const missing = Object.keys(endpoint.answers)
      .map(Number)
      .filter((status) => !seen.get(name)?.has(status) && !excused.has(`${name} ${status}`))
    return missing.length ? [`${name} (${endpoint.method} ${endpoint.path}): ${missing}`] : []
  })
}

export function httpClient(baseUrl: string) {
  return async function call<K extends EndpointName>(
    name: K,
    options: CallOptions = {},
  ): Promise<Answer<K>> {
    const endpoint = endpoints[name]
    const path = pathWith(endpoint.path, options.params)
    const search = options.query ? `?${new URLSearchParams(options.query)}` : ''
    const response = await fetch(`${baseUrl}${path}${search}`, {
      method: endpoint.method,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined || options.rawBody !== undefined
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
        ...(options.language ? { 'Accept-Language': options.language } : {}),
      },
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text
    }
    const answers = endpoint.answers as Record<number, { schema?: ZodType }>
    expect(
      Object.keys(answers),
      `${endpoint.method} ${path} answered ${response.status}, which the contract does not list: ${text.slice(0, 300)}`,
    ).toContain(String(response.status))
    const schema = answers[response.status]?.schema
    if (schema) {
      const parsed = schema.safeParse(body)
      expect(
        parsed.success,
        `${endpoint.method} ${path} ${response.status}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`,
      ).toBe(true)
    } else expect(text, `${endpoint.method} ${path} ${response.status} has no body`).toBe('')
    if (!seen.has(name)) seen.set(name, new Set())
    seen.get(name)!.add(response.status)
    return { endpoint: name, status: response.status, body }
  }
}

type AnswerBody<K extends EndpointName, S> = S extends keyof Endpoints[K]['answers']
  ? Endpoints[K]['answers'][S] extends { schema: ZodType }
    ? z.output<Endpoints[K]['answers'][S]['schema']>
    : undefined
  : never

/** The answer has `status` (the client already checked its body against the table); returns the body. */
export function expectAnswer<K extends EndpointName, S extends keyof Endpoints[K]['answers']>(
  answer: Answer<K>,
  status: S,
): AnswerBody<K, S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(Number(status))
  return answer.body as AnswerBody<K, S>
}

/** The answer is an error with `status`, in the one error envelope. */
export function expectError(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  return errorEnvelopeSchema.parse(answer.body).error
}
