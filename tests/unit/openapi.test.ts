import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { endpointList } from '@/api/schemas/contract'
import { buildOpenApiDocument, openApiPath } from '@/api/schemas/openapi'

const document = buildOpenApiDocument()
const paths = document.paths as unknown as Record<
  string,
  Record<string, { responses: Record<string, unknown>; security?: unknown[] }>
>

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it.each(endpointList)('documents %s with the answers of the contract table', (_, endpoint) => {
    const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]
    expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined()
    expect(Object.keys(operation!.responses).filter((s) => s !== 'default')).toEqual(
      Object.keys(endpoint.answers),
    )
    expect(Boolean(operation!.security)).toBe(endpoint.auth !== 'none')
  })

  it('documents nothing the contract table does not list', () => {
    const operations = Object.values(paths).flatMap((p) =>
      Object.keys(p).filter((k) => k !== 'parameters'),
    )
    expect(operations).toHaveLength(endpointList.length)
  })

  it('openapi.json in the repository is up to date (run `npm run openapi`)', () => {
    expect(JSON.parse(readFileSync('openapi.json', 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(document)),
    )
  })
})

describe('the API reference', () => {
  // Its table of endpoints: | `METHOD /path` | auth | answers | mock delay | key | what |
  const rows = [
    ...readFileSync('docs/api.md', 'utf8').matchAll(
      /^\| `(GET|POST|PATCH|PUT|DELETE) (\/\S*)` \| (\w+) \| ([\d, ]+) \| (none|\d+ ms) \| (yes|—) \|/gm,
    ),
  ].map(([, method, path, auth, answers, delay, key]) => ({
    call: `${method} ${path}`,
    auth,
    answers: answers!.split(', ').map(Number),
    delayMs: delay === 'none' ? 0 : Number.parseInt(delay!, 10),
    idempotent: key === 'yes',
  }))

  it('lists every endpoint of the contract table, as the table has it, and no other', () => {
    expect(rows).toEqual(
      endpointList.map(([, e]) => ({
        call: `${e.method} ${e.path}`,
        auth: e.auth,
        answers: Object.keys(e.answers).map(Number),
        delayMs: e.delayMs,
        idempotent: e.idempotent === true,
      })),
    )
  })
})
