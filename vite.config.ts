import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { artworkPlugin } from './scripts/artwork/artwork-plugin.ts'
import { readBuildEnv } from './scripts/build-env.ts'
import { headPlugin } from './scripts/head-plugin.ts'
import { serviceWorkerDevPlugin } from './scripts/service-worker/dev-plugin.ts'
import { siteFilesPlugin } from './scripts/site-files-plugin.ts'

// React Router's package points every build at its development bundle (remix-run/react-router
// #14102): larger, slower, and with warnings. Browser builds take the production one.
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
}

// React and its router change together and every page needs them: one cached chunk.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // The words' machinery every page runs (not a language's words, which load with its pages).
  {
    name: 'i18n',
    test: /node_modules[\\/]@lingui[\\/]core[\\/]|src[\\/]lib[\\/](i18n[\\/](i18n|languages|choice|page-language|format)\.ts|storage\.ts|text\.ts)$/,
  },
]

// `vite preview` as a static host serves the build: a page's own file, else the prerendered 404
// page with the status 404 (Vite itself would answer index.html, the home page).
const notFoundPage: Plugin = {
  name: 'salon-not-found-page',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      const path = new URL(request.url ?? '/', 'http://host').pathname.replace(/\/$/, '')
      const dist = server.config.build.outDir
      const isPage = request.method === 'GET' && path !== '' && !/\.[a-z0-9]+$/i.test(path)
      // The 404 page of the address's language (/es/… → es/404.html), else English's.
      const prefix = /^\/[a-z]{2}(?=\/|$)/.exec(path)?.[0] ?? ''
      const notFound = [`${dist}${prefix}/404.html`, `${dist}/404.html`].find((file) =>
        existsSync(file),
      )
      if (!isPage || existsSync(`${dist}${path}.html`) || !notFound) return next()
      response.statusCode = 404
      response.setHeader('Content-Type', 'text/html')
      response.end(readFileSync(notFound))
    })
  },
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = readBuildEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    plugins: [
      react(),
      lingui({ failOnCompileError: true }),
      headPlugin(env),
      notFoundPage,
      artworkPlugin(),
      siteFilesPlugin(),
      serviceWorkerDevPlugin(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        ...(command === 'build' && !isSsrBuild ? reactRouterProduction : {}),
      },
    },
    server: { port: 5173 },
    preview: { port: 4173, strictPort: true },
    // Source maps ship so that errors in production point at real code.
    build: {
      // BUILD_OUT_DIR: a second build beside dist/ (the real-API e2e project's, mocking off).
      outDir: process.env.BUILD_OUT_DIR || 'dist',
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      // The browser finds a chunk's imports as it reads it; a modulepreload link per chunk, added
      // by Vite's helper in the task that asks for the app, cost more on a phone than it saved.
      modulePreload: false,
      rolldownOptions: {
        // Chakra's theme module builds its whole default config at the top level, and the bundler
        // cannot tell that `defineConfig` only returns its argument: every recipe would ship unused.
        treeshake: { manualPureFunctions: ['defineConfig'] },
        output: { codeSplitting: { groups: vendorChunks } },
      },
    },
  }
})
