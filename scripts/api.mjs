// `npm run api [-- --data file.json]`: the mock back-end over HTTP on localhost (see README,
// "Swap in a real API"). API_PORT (default 3001) picks the port, API_ORIGINS (comma-separated)
// allows more browser origins than localhost's own.
import { createServer } from 'vite'

const args = process.argv.slice(2)
const dataIndex = args.findIndex((a) => a === '--data' || a.startsWith('--data='))
const dataFile =
  dataIndex === -1
    ? undefined
    : args[dataIndex].includes('=')
      ? args[dataIndex].split('=')[1]
      : args[dataIndex + 1]
if (dataIndex !== -1 && !dataFile) {
  console.error('Usage: npm run api -- --data path/to/data.json')
  process.exit(2)
}
const port = Number(process.env.API_PORT ?? 3001)
const baseUrl = `http://localhost:${port}/api`
const origins = (process.env.API_ORIGINS ?? '').split(',').filter(Boolean)

// The handlers answer under the base URL, absolute in Node; Vite loads the TypeScript sources
// (aliases, import.meta.env) without a build.
process.env.VITE_API_BASE_URL = baseUrl
const vite = await createServer({
  configLoader: 'bundle',
  mode: 'development',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const { serve, CONTROL_PREFIX } = await vite.ssrLoadModule('/scripts/api/serve.ts')
const server = await serve({ port, baseUrl, origins, dataFile })
console.log(
  `api: the mock back-end at ${baseUrl} (control calls: POST http://localhost:${port}${CONTROL_PREFIX}<name>; data ${dataFile ? `in ${dataFile}` : 'in memory'})`,
)

const stop = () => {
  server.close()
  void vite.close()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
