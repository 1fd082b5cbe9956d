import { existsSync } from 'node:fs'

/**
 * The full Chromium, as a person runs it, for measuring speed (`npm run perf`, `perf:compare`):
 * $CHROME_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own browser).
 */
export function systemChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((path) => path && existsSync(path))
}

/**
 * The Chromium the tests drive: $CHROME_PATH, else Debian's headless shell, else the full one.
 * The shell is what Playwright itself runs headless tests in: the same engine without a browser
 * around it, so each page costs the two cores less.
 */
export function testChromium() {
  if (process.env.CHROME_PATH) return systemChromium()
  const shell = '/usr/lib/chromium/chromium-headless-shell'
  return existsSync(shell) ? shell : systemChromium()
}

// Flags that keep Chromium quiet on a machine without network or GPU.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
