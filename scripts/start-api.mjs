// `npm run api` started by another script (the contract suite, the mock-off build) on `port`,
// and stopped by it once done.
import { spawn } from 'node:child_process'

/**
 * Starts `npm run api` on `port`; resolves with its process once it listens. With `echo`, its
 * output is printed as it comes.
 */
export function startApi(port, { echo = false } = {}) {
  const api = spawn(process.execPath, ['scripts/api.mjs'], {
    env: { ...process.env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    api.once('exit', (code) => reject(new Error(`npm run api exited (${code}) before listening`)))
    api.stdout.on('data', (chunk) => {
      if (echo) process.stdout.write(chunk)
      if (String(chunk).includes('api: the mock back-end at')) resolve(api)
    })
  })
}

/** Stops `api`, and resolves once it has (its port is then free again). */
export function stopApi(api) {
  if (api.exitCode !== null || api.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    api.once('exit', resolve).kill()
    setTimeout(() => api.kill('SIGKILL'), 5000).unref()
  })
}
