// The mock back-end over real HTTP (`npm run api`): the very handlers and tables the browser's
// service worker uses (the simulated payment provider's beside the API's, under the same origin and
// CORS), answered from Node through msw's getResponse behind node:http, so a phone
// app, Postman, the contract suite or a build with VITE_API_MOCKING=off can talk to it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { dbStateSchema, emptyState, snapshot } from '@/mocks/db/db'
import { migrate, SCHEMA_VERSION } from '@/mocks/db/migrations'
import type { RawTables } from '@/mocks/db/indexed-db'
import { currentRevision } from '@/mocks/db/store'
import { handlers } from '@/mocks/handlers'
import { answerControlCall, CONTROL_PREFIX } from '@/mocks/control-calls'
export { CONTROL_PREFIX }
import { control } from '@/mocks/node'

export interface ServeOptions {
  port: number
  /** Where the API lives, e.g. http://localhost:3001/api: the handlers answer under it. */
  baseUrl: string
  /** Origins allowed to call it from a browser; localhost and 127.0.0.1 on any port always are. */
  origins: string[]
  /** Keep the data in this JSON file (read at start, written after every change). */
  dataFile?: string
}

const isLocal = (origin: string) =>
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)

function cors(request: IncomingMessage, response: ServerResponse, origins: string[]) {
  const origin = request.headers.origin
  if (origin && (isLocal(origin) || origins.includes(origin))) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Vary', 'Origin')
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS')
    response.setHeader(
      'Access-Control-Allow-Headers',
      'Content-Type, Authorization, Accept, Accept-Language, Idempotency-Key',
    )
    response.setHeader('Access-Control-Max-Age', '600')
  }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length ? Buffer.concat(chunks) : undefined
}

const json = (response: ServerResponse, status: number, value?: unknown) => {
  if (value === undefined) return void response.writeHead(status).end()
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(value))
}

/** Reads the data file: the tables of any schema version this build can migrate. */
function load(file: string) {
  let stored: { schemaVersion?: number; tables?: RawTables }
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState()
    throw new Error(`${file} is not readable JSON; move it away or fix it.`, { cause: error })
  }
  const tables = migrate(
    { ...emptyState(), ...stored.tables } as RawTables,
    stored.schemaVersion ?? SCHEMA_VERSION,
  )
  return dbStateSchema.parse(tables)
}

/** Writes the data file whole, through a temporary file so a crash never leaves half of it. */
function save(file: string) {
  const text = JSON.stringify({ schemaVersion: SCHEMA_VERSION, tables: snapshot() }, null, 1)
  writeFileSync(`${file}.tmp`, text)
  renameSync(`${file}.tmp`, file)
}

export async function serve({ port, baseUrl, origins, dataFile }: ServeOptions) {
  await control.reset()
  if (dataFile) await control.seed(load(dataFile))
  const base = new URL(baseUrl)

  const server = createServer(async (request, response) => {
    try {
      cors(request, response, origins)
      if (request.method === 'OPTIONS') return json(response, 204)
      const path = request.url ?? '/'
      const body = await bodyOf(request)

      // The file is written whenever a call changed the data, whatever kind of call it was (a
      // GET may send the reminders due first, a clock move too).
      const revision = currentRevision()
      const saveChanges = () => {
        if (dataFile && currentRevision() !== revision) save(dataFile)
      }

      if (path.startsWith(CONTROL_PREFIX)) {
        const answer = await answerControlCall(
          request.method ?? 'GET',
          path.slice(CONTROL_PREFIX.length),
          body?.toString() ?? '',
        )
        saveChanges()
        return json(response, answer.status, answer.body)
      }

      // Answered as if it had been sent to the base URL, whatever host name the caller used.
      const headers = new Headers()
      for (const [key, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(key, value)
      const answer = await getResponse(
        handlers,
        new Request(new URL(path, base.origin), {
          method: request.method,
          headers,
          body:
            body && request.method !== 'GET' && request.method !== 'HEAD'
              ? new Uint8Array(body)
              : undefined,
        }),
      )
      if (!answer)
        return json(response, 404, { error: { code: 'NOT_FOUND', message: 'No such endpoint.' } })
      saveChanges()
      // A network fault ('network', 'lost'): the connection drops without an answer.
      if (answer.type === 'error') return void response.destroy()
      response.writeHead(answer.status, Object.fromEntries(answer.headers))
      response.end(Buffer.from(await answer.arrayBuffer()))
    } catch (error) {
      console.error('[api]', error)
      if (!response.headersSent)
        json(response, 500, { error: { code: 'SERVER_ERROR', message: 'The mock server failed.' } })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, 'localhost', resolve)
  })
  return server
}
