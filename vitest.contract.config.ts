import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// `npm run test:contract`: the contract suite in Node. Against the mock, the handlers listen on an
// absolute base URL so that msw/node can intercept fetch.
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/contract/**/*.test.ts'],
      env: { VITE_API_BASE_URL: 'http://contract.mock/api' },
      testTimeout: 60_000,
    },
  }),
)
