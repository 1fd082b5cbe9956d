import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { builtPath } from './built'
import { expect, test } from './fixtures'

// The back-end lives in the site's service worker (decision 0014): a page's JavaScript is the same
// whether the mock back-end is on or off, but for registering that worker. No browser: the
// desktop project runs it once.

/** Texts only the back-end holds: msw, the resolver wrapper, the store, a handler. */
const backendMarks = [
  'Failed to create a CookieStore',
  'This Idempotency-Key was already used for a different request.',
  '[mock back-end]',
  'An account with this email already exists',
]

/** Each JavaScript file of a build by its name without the content hash, with hashes taken out. */
function pageScripts(dist: string): Map<string, string> {
  const unhashed = (text: string) =>
    text
      .replace(/([\w.]+)-[\w-]{8}\.(js|css)\b/g, '$1.$2')
      .replace(/\n\/\/# sourceMappingURL=.*$/, '')
  const scripts = new Map<string, string>()
  for (const file of readdirSync(join(dist, 'assets')))
    if (file.endsWith('.js'))
      scripts.set(unhashed(file), unhashed(readFileSync(join(dist, 'assets', file), 'utf8')))
  return scripts
}

test('a page carries no back-end code: mocking on or off ships the same page JavaScript', async () => {
  test.setTimeout(120_000)
  const off = mkdtempSync(join(tmpdir(), 'salon-mocking-off-'))
  const mocking = process.env.VITE_API_MOCKING
  process.env.VITE_API_MOCKING = 'off'
  try {
    await build({
      logLevel: 'silent',
      build: { outDir: off, emptyOutDir: true, sourcemap: false, manifest: false },
    })
  } finally {
    if (mocking === undefined) delete process.env.VITE_API_MOCKING
    else process.env.VITE_API_MOCKING = mocking
  }
  const withMocks = pageScripts(builtPath(''))
  const withoutMocks = pageScripts(off)
  rmSync(off, { recursive: true, force: true })

  for (const [file, code] of withMocks)
    for (const mark of backendMarks) expect(code, `${file} holds "${mark}"`).not.toContain(mark)

  expect([...withMocks.keys()].sort()).toEqual([...withoutMocks.keys()].sort())
  // Every other chunk is the same, byte for byte, but the entry, which registers the worker.
  const differing = [...withoutMocks.keys()].filter(
    (file) => withMocks.get(file) !== withoutMocks.get(file),
  )
  expect(differing).toEqual([expect.stringMatching(/^index\.js$/)])
  expect(withMocks.get('index.js')).toContain('/sw.js')
  expect(withoutMocks.get('index.js')).not.toContain('/sw.js')
  expect(withMocks.get('index.js')!.length - withoutMocks.get('index.js')!.length).toBeLessThan(
    2_000,
  )

  // The worker holds the back-end; the testers' panel is a script of its own.
  const worker = readFileSync(builtPath('sw.js'), 'utf8')
  for (const mark of backendMarks) expect(worker).toContain(mark)
  expect(readFileSync(builtPath('mock-panel.js'), 'utf8')).toContain('Mock back-end')
})
