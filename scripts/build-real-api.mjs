// `npm run build:real-api`: the site built with the mock back-end off into dist-real-api/, talking
// to `npm run api` on the port the Playwright `real-api` project uses (E2E_PORT + 21), its pages
// prerendered with that API's answers. An API already answering there is used; otherwise one is
// started for the build and stopped after. `npm test` runs this beside `npm run build`, each on
// a core of its own.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { realApiPorts } from './e2e-ports.mjs'
import { startApi, stopApi } from './start-api.mjs'

const { apiPort, apiUrl } = realApiPorts()

const answers = () =>
  fetch(`${apiUrl}/api/salon`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  )

/** Runs `command` with the real-API build's variables; resolves with its exit code. */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_API_MOCKING: 'off',
        VITE_API_BASE_URL: `${apiUrl}/api`,
        BUILD_OUT_DIR: 'dist-real-api',
      },
    })
    child.on('close', (code) => resolve(code ?? 1))
  })

const api = (await answers()) ? undefined : await startApi(apiPort)
let code = 0
try {
  for (const [command, args] of [
    ['npx', ['vite', 'build', '--logLevel', 'warn']],
    [process.execPath, ['scripts/prerender/prerender.mjs']],
    [process.execPath, ['scripts/service-worker/write-sw.mjs']],
  ]) {
    code = await run(command, args)
    if (code !== 0) break
  }
} finally {
  // The port is free again before Playwright starts its own API there.
  if (api) await stopApi(api)
}
// The prerender leaves the pages to the browser when the API stops answering; this build is for
// the tests of prerendered pages, so that is a failure here.
if (code === 0 && !readFileSync('dist-real-api/index.html', 'utf8').includes('data-prerendered')) {
  console.error('build:real-api: the pages were not prerendered (see the prerender step above)')
  code = 1
}
process.exit(code)
