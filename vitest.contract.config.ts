import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// `npm run test:contract`: the contract suite in Node, over real sockets to the server that
// scripts/contract.mjs names in CONTRACT_BASE_URL (`npm run api` unless given --base-url).
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/contract/**/*.test.ts'],
      testTimeout: 60_000,
    },
  }),
)
