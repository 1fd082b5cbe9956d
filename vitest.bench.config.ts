import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// `npm run bench` only: the benchmark runs in Node, outside `npm test`.
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({ test: { environment: 'node', include: ['tests/bench/**/*.bench.ts'] } }),
)
