import { apiBaseUrl } from '@/lib/env'
import { route } from '../http'

/** The contract itself, so a tester can read it from the running site. */
export const openApiHandlers = [
  // The JSON Schema generator loads only when someone asks for the document.
  route('get', '/openapi.json', {}, async () =>
    (await import('@/api/schemas/openapi')).buildOpenApiDocument(apiBaseUrl),
  ),
]
