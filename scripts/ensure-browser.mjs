// Makes sure Playwright has a browser: the system Chromium when there is one, otherwise
// Playwright's own, downloaded on first use.
import { spawnSync } from 'node:child_process'
import { testChromium } from './browser-path.mjs'

const found = testChromium()
if (found) {
  console.log(`Using Chromium at ${found}`)
} else {
  console.log('No system Chromium found: installing Playwright’s own browser.')
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
