import { fileURLToPath, URL } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { defineConfig, loadEnv } from 'vite'
import { readBuildEnv } from './scripts/build-env.ts'

// The two scripts of the mock back-end that a page never bundles, each one classic script with no
// imports (scripts/service-worker/assemble.mjs builds them, for the build and the dev server):
// - the back-end (src/mocks/service-worker.ts), put after the offline half of the site's worker;
// - the testers' panel (src/mocks/panel/mount.tsx), /mock-panel.js, which the head's
//   window.salonMocks loads when a tester asks for it.
const mockScripts = {
  backend: 'src/mocks/service-worker.ts',
  panel: 'src/mocks/panel/mount.tsx',
} as const

export default defineConfig(({ mode }) => {
  readBuildEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  const part = (process.env.MOCK_SCRIPT ?? 'backend') as keyof typeof mockScripts
  return {
    configFile: false,
    publicDir: false,
    // The back-end's words, compiled from its catalogs as the pages' are.
    plugins: [lingui({ failOnCompileError: true })],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // A library build leaves this to its user; React reads it.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    build: {
      target: 'es2022',
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: mode !== 'development',
      sourcemap: false,
      lib: {
        entry: fileURLToPath(new URL(`./${mockScripts[part]}`, import.meta.url)),
        formats: ['iife'],
        name: `salon_${part}`,
        fileName: () => `${part}.js`,
      },
    },
  }
})
