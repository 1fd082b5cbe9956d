import '@fontsource/playfair-display/latin-500.css'
import '@fontsource/playfair-display/latin-600.css'
import '@fontsource/playfair-display/latin-700.css'
import '@fontsource-variable/inter/wght.css'
import { READY_EVENT } from './lib/inline/early-input'
import { MOCKS_WANTED_EVENT } from './lib/inline/mock-control'
import { afterNextPaint, whenIdle } from './lib/idle'
import { loadOnce } from './lib/load-once'
import { registerSiteWorker } from './lib/service-worker'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// A signed-out visitor of a guarded page is on her way to /login (src/lib/inline/served-page.ts).
const leaving = document.documentElement.hasAttribute('data-leaving')

// The mock back-end is its own chunk, started by the app's first request or when a tester asks
// for it (window.salonMocks, ?mocks=panel). The condition is static, so VITE_API_MOCKING=off
// leaves no mock code in the bundle.
const startBackend =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? undefined
    : loadOnce(() => import('./mocks/browser').then((mocks) => mocks.startMockBackend()))

if (startBackend) {
  document.addEventListener(MOCKS_WANTED_EVENT, () => void startBackend(), { once: true })
  const asked =
    document.documentElement.hasAttribute('data-mocks-wanted') ||
    new URLSearchParams(location.search).get('mocks') === 'panel'
  if (asked || import.meta.env.DEV) void startBackend()
  // The site's worker also keeps the build for offline use, for a visitor who never sends a request.
  if (!import.meta.env.DEV)
    document.addEventListener(READY_EVENT, () => whenIdle(() => void registerSiteWorker()), {
      once: true,
    })
}

// The prerendered page is painted before the app's code is evaluated.
if (!leaving) {
  await afterNextPaint()
  const { startApp } = await import('./app/start')
  await startApp(root, startBackend)
}
