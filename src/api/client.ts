import axios, { isAxiosError, type AxiosRequestConfig } from 'axios'
import type { ZodType } from 'zod'
import { apiBaseUrl } from '@/lib/env'
import { errorEnvelopeSchema, type ErrorEnvelope } from './schemas'

/** Every failed call surfaces as one of these, whatever went wrong underneath. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fieldErrors: Record<string, string>
  readonly alternatives: string[]

  constructor(status: number, body: ErrorEnvelope['error']) {
    super(body.message)
    this.name = 'ApiError'
    this.status = status
    this.code = body.code
    this.fieldErrors = body.fieldErrors ?? {}
    this.alternatives = body.alternatives ?? []
  }
}

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

export const http = axios.create({
  baseURL: apiBaseUrl,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
})

http.interceptors.request.use(async (config) => {
  await gate
  if (authToken) config.headers.set('Authorization', `Bearer ${authToken}`)
  return config
})

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0
    const envelope = errorEnvelopeSchema.safeParse(error.response?.data)
    if (envelope.success) return new ApiError(status, envelope.data.error)
    const message =
      status === 0
        ? 'We could not reach the salon’s server. Please check your connection and try again.'
        : 'Something went wrong on our side. Please try again.'
    return new ApiError(status, { code: 'SERVER_ERROR', message })
  }
  return new ApiError(0, { code: 'SERVER_ERROR', message: 'An unexpected error occurred.' })
}

/** Sends a request and parses the answer with `schema`, so a server that breaks the contract fails loudly. */
export async function request<T>(schema: ZodType<T>, config: AxiosRequestConfig): Promise<T> {
  let data: unknown
  try {
    data = (await http.request(config)).data
  } catch (error) {
    throw toApiError(error)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    console.error(
      `The API broke its contract on ${config.method ?? 'GET'} ${config.url}`,
      parsed.error,
    )
    throw new ApiError(502, {
      code: 'SERVER_ERROR',
      message: 'The server sent an answer we could not understand. Please try again later.',
    })
  }
  return parsed.data
}
