import axios, { isAxiosError } from 'axios'
import type { ZodType } from 'zod'
import { apiBaseUrl } from '@/lib/env'
import { ApiError } from './api-error'
import * as schemas from './schemas'

// The HTTP half of the client: axios and the zod schemas. src/api/client.ts loads it on the
// first request, so pages rendered from prerendered data never wait for it.

export type Schemas = typeof schemas

export interface RequestConfig {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  url: string
  params?: Record<string, string | undefined>
  data?: unknown
  headers?: Record<string, string>
}

const http = axios.create({
  baseURL: apiBaseUrl,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
})

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0
    const envelope = schemas.errorEnvelopeSchema.safeParse(error.response?.data)
    if (envelope.success) return new ApiError(status, envelope.data.error)
    const message =
      status === 0
        ? 'We could not reach the salon’s server. Please check your connection and try again.'
        : 'Something went wrong on our side. Please try again.'
    return new ApiError(status, { code: 'SERVER_ERROR', message })
  }
  return new ApiError(0, { code: 'SERVER_ERROR', message: 'An unexpected error occurred.' })
}

/** Sends a request and parses the answer with the schema `pick` chooses, so a server that breaks the contract fails loudly. */
export async function send<T>(
  pick: (all: Schemas) => ZodType<T>,
  config: RequestConfig,
  token: string | null,
): Promise<T> {
  const schema = pick(schemas)
  let data: unknown
  try {
    const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...config.headers }
    data = (await http.request({ ...config, headers })).data
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
