import '@fontsource/playfair-display/latin-500.css'
import '@fontsource/playfair-display/latin-600.css'
import '@fontsource/playfair-display/latin-700.css'
import '@fontsource-variable/inter/wght.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/** Resolves once the browser has painted what it has (rAF runs before a paint, the timeout after). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    // Hidden tabs draw no frames: nothing to wait for there.
    if (document.visibilityState === 'hidden') resolve()
    else requestAnimationFrame(() => setTimeout(resolve))
  })

// A prerendered page is shown first; the app's code (and the mock back-end's, in its own chunk)
// runs after. API requests wait for the mock back-end. The condition is static, so
// VITE_API_MOCKING=off leaves no mock code in the bundle.
const painted = afterNextPaint()
const backendReady =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? undefined
    : painted.then(() => import('./mocks/browser')).then((mocks) => mocks.startMockBackend())
await painted
// The libraries run one chunk per task (see startupChunks in vite.config.ts), so no single task
// keeps a phone from answering a tap for long.
const yieldToMain = () => new Promise((resolve) => setTimeout(resolve))
for (const load of [() => import('react-dom/client'), () => import('./theme')]) {
  await load()
  await yieldToMain()
}
const { startApp } = await import('./app/start')
await startApp(root, backendReady)
