import { unreadAnswerSchema } from '@/api/schemas'
import type { Endpoint } from '@/api/schemas/contract'
import { apiBaseUrl } from '@/lib/env'
import { route } from '../http'

/** The reference mock's extra: the contract itself, so a tester can read it from the server. */
const openApiDocument = {
  method: 'GET',
  path: '/openapi.json',
  summary: 'This contract as OpenAPI 3.1',
  auth: 'none',
  answers: { 200: { description: 'The document', schema: unreadAnswerSchema } },
  delayMs: 0,
} satisfies Endpoint

export const openApiRoutes = [
  // The JSON Schema generator loads only when someone asks for the document.
  route(openApiDocument, async () =>
    (await import('@/api/schemas/openapi')).buildOpenApiDocument(apiBaseUrl),
  ),
]
