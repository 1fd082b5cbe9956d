import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import type { TestOptions } from './tests/e2e/fixtures'
import { chromiumArgs, testChromium } from './scripts/browser-path.mjs'
import { previewPort, realApiPorts } from './scripts/e2e-ports.mjs'

// E2E_PORT lets two checkouts run their suites side by side without sharing a server.
const PORT = previewPort()
const executablePath = testChromium()

// The real-api project: the site built with the mock back-end off (into dist-real-api/, so dist/
// stays the demo build), talking over HTTP to `npm run api` on a port of its own.
const { sitePort: REAL_SITE_PORT, apiPort: REAL_API_PORT, apiUrl: REAL_API_URL } = realApiPorts()
// `npm test` builds it beside `npm run build` (E2E_REAL_API_BUILT=1); a run started alone builds it
// here, once the API below answers.
const realApiBuilt = process.env.E2E_REAL_API_BUILT === '1'
const realApiBuild = realApiBuilt ? '' : 'node scripts/build-real-api.mjs && '
// Its two servers start only when the run includes the project (every project, or named).
const chosen = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
)
const withRealApi = chosen.length === 0 || chosen.includes('real-api')
if (withRealApi && realApiBuilt && !existsSync('dist-real-api/index.html'))
  throw new Error('E2E_REAL_API_BUILT=1, but dist-real-api/ is not built: npm run build:real-api')

// e2e runs against the production build (`npm run build`), served by `vite preview`,
// with the real service worker.
export default defineConfig<TestOptions, { realApiUrl: string }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries anywhere: a test that passes on a second try is a defect to find and fix.
  retries: 0,
  // A worker per core (docs/testing.md, "How long it takes").
  workers: 2,
  // Two tests at once on two cores take longer each than one alone; this only guards against a
  // hang, it measures nothing.
  timeout: 60_000,
  // Tests act the moment a page appears, so an assertion's wait includes the app starting up
  // (a few seconds on this shared 2-core machine under load), as a person's would.
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run test:slowest`.
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded for every test and kept for a failure; CI keeps only the log, so there
    // the recording (about a tenth of each test's time) is left out.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath, args: chromiumArgs },
  },
  // Tests start in this order: first the project whose tests run one after another and the
  // slowest, so that at the end both workers still have short tests to share.
  projects: [
    {
      // The main journeys with no service worker at all, against `npm run api` over HTTP:
      // tests/e2e/real-api.spec.ts. Its tests share that server, so they run one after another.
      name: 'real-api',
      testMatch: /real-api/,
      fullyParallel: false,
      // Whole journeys (register, log out, sign in again…) in one test, on a shared 2-core machine.
      timeout: 60_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${REAL_SITE_PORT}`,
        realApiUrl: REAL_API_URL,
        // Every answer comes over the network from that server.
        serviceWorkers: 'block',
      },
    },
    {
      // A phone with a slow CPU on a slow network, used at once: tests/e2e/slow-phone.spec.ts.
      name: 'slow-phone',
      testMatch: /slow-phone/,
      // Everything takes twice the CPU: the same journeys, given the time a slow phone needs.
      timeout: 90_000,
      expect: { timeout: 20_000 },
      use: {
        ...devices['Pixel 7'],
        launchOptions: { executablePath, args: chromiumArgs },
        // A slow phone on a real network: the contract's delays stay on, and the site is kept
        // for offline use as it settles, as shipped.
        mockLatency: 'spec',
        offlineCopy: true,
      },
    },
    {
      // Every test that does not depend on a narrow screen runs here, once.
      name: 'desktop',
      testIgnore: /slow-phone|real-api/,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // What a narrow screen changes: tests tagged @phone (on desktop too) or @phone-only.
      name: 'phone',
      testIgnore: /slow-phone|real-api/,
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withRealApi
      ? [
          // First the API, which the build may read while prerendering.
          {
            command: 'node scripts/api.mjs',
            url: `${REAL_API_URL}/api/salon`,
            env: { API_PORT: String(REAL_API_PORT) },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
          {
            command: `${realApiBuild}npx vite preview --port ${REAL_SITE_PORT} --strictPort`,
            url: `http://localhost:${REAL_SITE_PORT}`,
            env: { BUILD_OUT_DIR: 'dist-real-api' },
            reuseExistingServer: !process.env.CI,
            // A whole build on a busy 2-core machine.
            timeout: 300_000,
          },
        ]
      : []),
  ],
})
