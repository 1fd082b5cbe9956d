import { expect } from 'vitest'
import type { ZodType } from 'zod'
import { errorEnvelopeSchema } from '@/api/schemas'

export interface Answer {
  status: number
  body: unknown
}

/** A plain HTTP client for the contract suite: fetch, JSON in and out, nothing of the app. */
export function httpClient(baseUrl: string) {
  return async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; rawBody?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined || options.rawBody !== undefined
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
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
    return { status: response.status, body }
  }
}

/** The answer has `status` and a body the schema accepts; returns the parsed body. */
export function expectAnswer<T>(answer: Answer, status: number, schema?: ZodType<T>): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  if (!schema) return answer.body as T
  const parsed = schema.safeParse(answer.body)
  expect(
    parsed.success,
    parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3)),
  ).toBe(true)
  return parsed.data as T
}

/** The answer is an error with `status`, in the one error envelope. */
export function expectError(answer: Answer, status: number) {
  return expectAnswer(answer, status, errorEnvelopeSchema).error
}
