import { loadEnv, type Plugin } from 'vite'
import { assembleServiceWorker, buildMockScript } from './assemble.mjs'
import { workerConstants } from './constants.ts'

/**
 * `npm run dev` serves the site's service worker at /sw.js and the testers' panel at
 * /mock-panel.js as a build does, built by Vite from the same sources (the worker keeping nothing
 * for offline use). They are built again after a change to their sources; the browser installs
 * the new worker on the next load, with the "new version" offer.
 */
export function serviceWorkerDevPlugin(): Plugin {
  const built = new Map<string, Promise<string>>()
  const scripts: Record<string, () => Promise<string>> = {
    '/sw.js': () =>
      buildMockScript('backend', 'development').then((backend) =>
        assembleServiceWorker(
          { version: 'dev', files: [] },
          workerConstants(loadEnv('development', process.cwd(), 'VITE_')),
          backend,
        ),
      ),
    '/mock-panel.js': () => buildMockScript('panel', 'development'),
  }
  return {
    name: 'salon-mock-scripts-dev',
    apply: 'serve',
    configureServer(server) {
      const sources = /[\\/]src[\\/](mocks|api[\\/]schemas|lib)[\\/]|[\\/]sw\.js$/
      server.watcher.on('all', (_event, file) => {
        if (sources.test(file)) built.clear()
      })
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        const build = scripts[path]
        if (!build) return next()
        const code = built.get(path) ?? build()
        built.set(path, code)
        code.then(
          (text) => {
            response.setHeader('Content-Type', 'text/javascript')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(text)
          },
          (error: unknown) => {
            built.delete(path)
            next(error)
          },
        )
      })
    },
  }
}
