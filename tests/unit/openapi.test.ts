import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@/api/schemas/openapi'

const document = buildOpenApiDocument()

// DESIGN.md's contract table, call by call, with the answers it documents.
const contract: [string, string, number[]][] = [
  ['post', '/auth/login', [200, 400, 401]],
  ['post', '/auth/register', [201, 400, 409]],
  ['post', '/auth/logout', [204]],
  ['get', '/auth/me', [200, 401]],
  ['post', '/auth/password-reset', [202]],
  ['get', '/salon', [200]],
  ['get', '/services', [200]],
  ['get', '/packages', [200]],
  ['get', '/featured-services', [200]],
  ['get', '/booking-options', [200]],
  ['get', '/stylists', [200]],
  ['get', '/testimonials', [200]],
  ['get', '/promotions', [200]],
  ['get', '/events', [200]],
  ['get', '/gallery', [200]],
  ['get', '/faqs', [200]],
  ['get', '/availability', [200]],
  ['post', '/appointments', [201, 400, 409, 422]],
  ['get', '/appointments', [200]],
  ['patch', '/appointments/{id}', [200, 404, 409, 422]],
  ['post', '/appointments/{id}/cancel', [200, 404, 422]],
  ['post', '/contact-messages', [201, 400]],
  ['post', '/newsletter', [201, 400, 409]],
  ['post', '/loyalty', [201, 401, 409]],
]

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it.each(contract)('documents %s %s with its answers', (method, path, statuses) => {
    const paths = document.paths as unknown as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >
    const operation = paths[path]?.[method]
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined()
    for (const status of statuses)
      expect(Object.keys(operation!.responses)).toContain(String(status))
  })

  it('openapi.json in the repository is up to date (run `npm run openapi`)', () => {
    expect(JSON.parse(readFileSync('openapi.json', 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(document)),
    )
  })
})
