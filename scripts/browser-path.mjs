import { existsSync } from 'node:fs'

/**
 * The Chromium that Playwright should drive: $CHROME_PATH, else Debian's /usr/bin/chromium,
 * else undefined (Playwright's own browser).
 */
export function systemChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((path) => path && existsSync(path))
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
