// `npm run build:real-api`: the site built with the mock back-end off into dist-real-api/, talking
// to `npm run api` on the port the Playwright `real-api` project uses (E2E_PORT + 21), its pages
// prerendered with that API's answers. An API already answering there is used; otherwise one is
// started for the build and stopped after. `npm test` runs this beside `npm run build`, each on
// a core of its own.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { realApiPorts } from './e2e-ports.mjs'

const { apiPort, apiUrl } = realApiPorts()

const answers = () =>
  fetch(`${apiUrl}/api/salon`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  )

/** Starts `npm run api` on the project's port and resolves once it listens. */
function startApi() {
  const api = spawn(process.execPath, ['scripts/api.mjs'], {
    env: { ...process.env, API_PORT: String(apiPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    api.once('exit', (code) => reject(new Error(`npm run api exited (${code}) before listening`)))
    api.stdout.on('data', (chunk) => {
      if (String(chunk).includes('api: the mock back-end at')) resolve(api)
    })
  })
}

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

/** Stops the API started here, and resolves once it has (the port is then free again). */
function stop(api) {
  if (api.exitCode !== null || api.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    api.once('exit', resolve).kill()
    setTimeout(() => api.kill('SIGKILL'), 5000).unref()
  })
}

const api = (await answers()) ? undefined : await startApi()
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
  if (api) await stop(api)
}
// The prerender leaves the pages to the browser when the API stops answering; this build is for
// the tests of prerendered pages, so that is a failure here.
if (code === 0 && !readFileSync('dist-real-api/index.html', 'utf8').includes('data-prerendered')) {
  console.error('build:real-api: the pages were not prerendered (see the prerender step above)')
  code = 1
}
process.exit(code)
