import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
}

/**
 * A copy of the production build (dist/) served on a port of its own, the way a host serves it
 * (a page's address from its .html, any other address from index.html), so that a test can
 * deploy a new build under a visitor's feet without touching the build other tests use.
 */
export async function serveDeployedCopy() {
  const root = mkdtempSync(join(tmpdir(), 'salon-deploy-'))
  cpSync('dist', root, { recursive: true })
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const candidates = [path, `${path}.html`, join(path, 'index.html'), '/index.html']
    const file = candidates
      .map((candidate) => join(root, candidate))
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile())!
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    /** Deploys a new build: here, the same files under a new version, which is all browsers compare. */
    deployNewBuild() {
      const worker = join(root, 'sw.js')
      writeFileSync(
        worker,
        readFileSync(worker, 'utf8').replace(/"version":"(\w+)"/, '"version":"$1-next"'),
      )
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(root, { recursive: true, force: true })
    },
  }
}
