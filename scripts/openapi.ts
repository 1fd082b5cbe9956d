// `npm run openapi`: writes the contract, generated from the zod schemas, to openapi.json.
import { writeFileSync } from 'node:fs'
import { buildOpenApiDocument } from '../src/api/schemas/openapi'

writeFileSync('openapi.json', `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`)
console.log('Wrote openapi.json')
