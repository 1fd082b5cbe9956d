import axios, { isAxiosError } from 'axios'
import { apiBaseUrl } from '@/lib/env'
import { pageLanguage, t } from '@/lib/i18n/i18n'
import { ApiError } from './api-error'
import { errorEnvelopeSchema } from './schemas'
import { endpoints, pathWith, successSchema, type EndpointName } from './schemas/contract'

// The HTTP half of the client: axios, the zod schemas and the contract table. src/api/client.ts
// loads it on the first request, so pages rendered from prerendered data never wait for it.

/** A call as the client makes it: path parameters, query, body and extra headers. */
export interface SendInput {
  params?: Readonly<Record<string, string>>
  query?: Readonly<Record<string, string | undefined>>
  body?: unknown
  headers?: Readonly<Record<string, string>>
}

const http = axios.create({
  baseURL: apiBaseUrl,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
})

/** `Retry-After` in seconds (the contract sends seconds, never a date), if the answer has one. */
function retryAfter(headers: unknown): number | undefined {
  const value = Number((headers as Record<string, unknown> | undefined)?.['retry-after'])
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0
    const envelope = errorEnvelopeSchema.safeParse(error.response?.data)
    if (envelope.success)
      return new ApiError(status, envelope.data.error, retryAfter(error.response?.headers))
    if (status === 0)
      return new ApiError(0, {
        code: 'NETWORK_ERROR',
        message: t(
          'We could not reach the salon’s server. Please check your connection and try again.',
        ),
      })
    return new ApiError(status, {
      code: 'SERVER_ERROR',
      message: t('Something went wrong on our side. Please try again.'),
    })
  }
  return new ApiError(0, { code: 'SERVER_ERROR', message: t('An unexpected error occurred.') })
}

/**
 * Calls the endpoint the contract names `name` and parses its answer with the schema the contract
 * gives its 2xx status, so a server that breaks the contract fails loudly.
 */
export async function send(
  name: EndpointName,
  { params, query, body, headers }: SendInput,
  token: string | null,
): Promise<unknown> {
  const endpoint = endpoints[name]
  const url = pathWith(endpoint.path, params)
  let data: unknown
  try {
    const response = await http.request({
      method: endpoint.method,
      url,
      params: query,
      data: body,
      // The back-end answers its human messages in the page's language.
      headers: {
        'Accept-Language': pageLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    })
    data = response.data
  } catch (error) {
    throw toApiError(error)
  }
  const schema = successSchema(endpoint)
  if (!schema) return undefined
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    console.error(`The API broke its contract on ${endpoint.method} ${url}`, parsed.error)
    throw new ApiError(502, {
      code: 'SERVER_ERROR',
      message: t('The server sent an answer we could not understand. Please try again later.'),
    })
  }
  return parsed.data
}
