import { z } from './zod'
import { errorEnvelopeSchema, errorMeanings, type ErrorCode } from './common'
import { endpointList, type Endpoint } from './contract'
import { IDEMPOTENCY_KEY_KEPT_HOURS } from './contract-base'

// The contract as an OpenAPI 3.1 document, generated from the table of endpoints (./contract.ts)
// and so from the very zod schemas the client and the mock use. `npm run openapi` writes it to
// openapi.json; the mock serves it too.

type Io = 'input' | 'output'
const jsonSchema = (schema: z.ZodType, io: Io = 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return rest
}

const errorRef = { $ref: '#/components/schemas/ErrorEnvelope' }

/** The component of an error envelope that carries one of `codes`: 'Error.CONFLICT.IN_PROGRESS'. */
const errorName = (codes: readonly ErrorCode[]) => ['Error', ...codes].join('.')
const errorWith = (codes: readonly ErrorCode[]) => ({
  $ref: `#/components/schemas/${errorName(codes)}`,
})

/** The error envelope of an answer that carries one of `codes`, each named in the schema. */
const errorSchema = (codes: readonly ErrorCode[]) => ({
  allOf: [
    errorRef,
    {
      properties: {
        error: { properties: { code: { enum: codes, description: codeMeanings(codes) } } },
      },
    },
  ],
})

/** What any call may answer beside its documented failures. */
const otherFailures: readonly ErrorCode[] = ['SERVER_ERROR', 'UNAVAILABLE']

/** 'CONFLICT: 409: it clashes…; IN_PROGRESS: …': what each code means. */
const codeMeanings = (codes: readonly ErrorCode[]) =>
  codes.map((code) => `${code}: ${errorMeanings[code]}`).join('; ')

/** '/appointments/:id' → '/appointments/{id}' */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

function parameters(endpoint: Endpoint) {
  const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  const keyHeader = endpoint.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: `One key per action (IETF draft "The Idempotency-Key HTTP Header Field"). A repeat within ${IDEMPOTENCY_KEY_KEPT_HOURS} hours answers the first answer and does nothing else; the same key with another request answers 422; while the first is still being handled, 409.`,
          schema: { type: 'string', maxLength: 255 },
        },
      ]
    : []
  if (!endpoint.query) return [...pathParams, ...keyHeader]
  const query = jsonSchema(endpoint.query, 'input') as {
    properties: Record<string, Record<string, unknown>>
    required?: string[]
  }
  const queryParams = Object.entries(query.properties).map(([name, property]) => {
    const { description, ...schema } = property
    return {
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      ...(typeof description === 'string' && { description }),
      schema,
    }
  })
  return [...pathParams, ...queryParams, ...keyHeader]
}

function operation(endpoint: Endpoint) {
  const responses: Record<string, unknown> = {}
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    const isError = answer.schema === errorEnvelopeSchema
    responses[status] = {
      description: answer.description,
      ...(answer.schema && {
        content: {
          'application/json': {
            schema: isError ? errorWith(answer.codes ?? []) : jsonSchema(answer.schema),
          },
        },
      }),
    }
  }
  responses.default = {
    description: 'Any other failure (500, or 503 when a change could not be stored)',
    content: { 'application/json': { schema: errorWith(otherFailures) } },
  }
  const params = parameters(endpoint)
  return {
    summary: endpoint.summary,
    ...(endpoint.delayMs && {
      description: `The reference mock answers after ${endpoint.delayMs} ms.`,
    }),
    // Optional auth: with or without a token (`{}` is "no requirement").
    ...(endpoint.auth !== 'none' && {
      security: endpoint.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}],
    }),
    ...(params.length > 0 && { parameters: params }),
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
      },
    }),
    responses,
  }
}

/** Every endpoint of the contract table, as OpenAPI 3.1. */
export function buildOpenApiDocument(serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [, endpoint] of endpointList) {
    const path = (paths[openApiPath(endpoint.path)] ??= {})
    path[endpoint.method.toLowerCase()] = operation(endpoint)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Diva Nail Spa API',
      version: '1.0.0',
      description:
        'Accounts, catalogue, availability and appointments of the salon. JSON under the base URL. Errors always have the shape {"error": {"code", "message", "fieldErrors"?, "alternatives"?}}. Times are salon time (America/New_York).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from login or register' },
      },
      schemas: {
        ErrorEnvelope: jsonSchema(errorEnvelopeSchema),
        ...Object.fromEntries(
          endpointList
            .flatMap(([, e]) => Object.values(e.answers))
            .flatMap((answer) => (answer.codes ? [answer.codes] : []))
            .concat([otherFailures])
            .map((codes) => [errorName(codes), errorSchema(codes)]),
        ),
      },
    },
    paths,
  }
}
