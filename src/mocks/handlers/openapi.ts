import { buildOpenApiDocument } from '@/api/schemas'
import { apiBaseUrl } from '@/lib/env'
import { route } from '../http'

/** The contract itself, so a tester can read it from the running site. */
export const openApiHandlers = [
  route('get', '/openapi.json', {}, () => buildOpenApiDocument(apiBaseUrl)),
]
