import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// `npm run screenshots`: refreshes the README's pictures from the production build.
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  projects: [{ name: 'screenshots', use: base.use }],
})
