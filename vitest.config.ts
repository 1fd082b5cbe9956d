import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/support/setup-unit.ts'],
      restoreMocks: true,
      css: false,
      // Rendering whole pages in jsdom takes seconds on a busy 2-core machine; this only guards
      // against a hang, it measures nothing.
      testTimeout: 60_000,
    },
  }),
)
