// `npm run test:contract [-- --base-url https://api.example.com/v1]`: runs the contract suite over
// HTTP against that server, or, with no URL, against `npm run api` started on a free port (and
// stopped after), whose control calls let the suite pin the clock and drop the delays.
import { spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { startApi, stopApi } from './start-api.mjs'

const args = process.argv.slice(2)
const flag = args.findIndex((a) => a === '--base-url' || a.startsWith('--base-url='))
const baseUrl =
  flag === -1 ? undefined : args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1]
if (flag !== -1 && !baseUrl) {
  console.error('Usage: npm run test:contract -- --base-url https://api.example.com/v1')
  process.exit(2)
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** `npm run api` on a free port, and where it answers. */
async function startOnFreePort() {
  const port = await freePort()
  return { api: await startApi(port, { echo: true }), origin: `http://localhost:${port}` }
}

const server = baseUrl ? undefined : await startOnFreePort()
const env = {
  ...process.env,
  CONTRACT_BASE_URL: (baseUrl ?? `${server.origin}/api`).replace(/\/$/, ''),
  ...(server ? { CONTRACT_CONTROL_URL: `${server.origin}/__mocks/` } : {}),
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.contract.config.ts'], {
  stdio: 'inherit',
  env,
})
if (server) await stopApi(server.api)
process.exit(result.status ?? 1)
