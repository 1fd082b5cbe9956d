import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, systemChromium } from './scripts/browser-path.mjs'

// E2E_PORT lets two checkouts run their suites side by side without sharing a server.
const PORT = Number(process.env.E2E_PORT) || 4173
const executablePath = systemChromium()

// e2e runs against the production build (`npm run build`), served by `vite preview`,
// with the real service worker.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries anywhere: a test that passes on a second try is a defect to find and fix.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
