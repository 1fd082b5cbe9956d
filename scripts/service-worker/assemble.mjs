// The mock back-end's scripts that a page never bundles (vite.worker.config.ts): the site's
// service worker, its offline half (sw.js, with the build's file list and version in place of
// self.__BUILD__ and the site's constants in place of self.__SITE__) followed by the back-end, and
// the testers' panel.
import { readFileSync } from 'node:fs'
import { build } from 'vite'

/** One script's code ('backend' or 'panel'), built for `mode` ('production' or 'development'). */
export async function buildMockScript(part, mode) {
  const before = process.env.MOCK_SCRIPT
  process.env.MOCK_SCRIPT = part
  try {
    const output = await build({ configFile: 'vite.worker.config.ts', mode, logLevel: 'warn' })
    const [result] = Array.isArray(output) ? output : [output]
    const chunk = result.output.find((file) => file.type === 'chunk')
    if (!chunk) throw new Error(`mock scripts: the ${part} build has no code`)
    return chunk.code
  } finally {
    if (before === undefined) delete process.env.MOCK_SCRIPT
    else process.env.MOCK_SCRIPT = before
  }
}

/**
 * The whole worker's text for `build` ({ version, files }) and `site` (constants.ts's
 * workerConstants) with `backend`'s code after it.
 */
export function assembleServiceWorker(build, site, backend) {
  const source = readFileSync('scripts/service-worker/sw.js', 'utf8')
  const values = { 'self.__BUILD__': build, 'self.__SITE__': site }
  let worker = source
  for (const [placeholder, value] of Object.entries(values)) {
    if (source.split(placeholder).length !== 2)
      throw new Error(`service worker: sw.js must read ${placeholder} once`)
    worker = worker.replace(placeholder, () => JSON.stringify(value))
  }
  // The semicolon keeps the back-end's opening parenthesis from calling sw.js's last expression.
  return `${worker}\n;${backend}`
}
