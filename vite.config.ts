import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { headPlugin } from './scripts/head-plugin.ts'

// React Router's package points every build at its development bundle (remix-run/react-router
// #14102): larger, slower, and with warnings. Browser builds take the production one.
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    plugins: [react(), headPlugin(env)],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        ...(command === 'build' && !isSsrBuild ? reactRouterProduction : {}),
      },
    },
    server: { port: 5173 },
    preview: { port: 4173, strictPort: true },
    // Source maps ship so that errors in production point at real code.
    build: { target: 'es2022', sourcemap: true, manifest: true },
  }
})
