import '@fontsource/playfair-display/latin-500.css'
import '@fontsource/playfair-display/latin-600.css'
import '@fontsource/playfair-display/latin-700.css'
import '@fontsource-variable/inter/wght.css'
import { afterFirstInteraction, whenIdle } from '@/lib/idle'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/** Resolves once the browser has painted what it has (rAF runs before a paint, the timeout after). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    // Hidden tabs draw no frames: nothing to wait for there.
    if (document.visibilityState === 'hidden') resolve()
    else requestAnimationFrame(() => setTimeout(resolve))
  })

// A prerendered page is shown first; the app's code runs after. The mock back-end (its own
// chunk) starts when it is first needed: the app's first request, a tester's salonMocks (the
// head's script asks with 'salon:mocks-wanted'), or a first click, key or focus, when the person
// may be about to send something; at the latest when the page is live and idle. A prerendered
// page needs no request to start, so on a phone the back-end's start-up no longer competes with
// the page's. The condition is static, so
// VITE_API_MOCKING=off leaves no mock code in the bundle.
const painted = afterNextPaint()
let backend: Promise<void> | undefined
const startBackend =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? undefined
    : () =>
        (backend ??= painted
          .then(() => import('./mocks/browser'))
          .then((mocks) => mocks.startMockBackend()))
if (startBackend) {
  const wanted = () => void startBackend()
  document.addEventListener('salon:mocks-wanted', wanted, { once: true })
  afterFirstInteraction(wanted)
  // At the latest once the page is live and the browser idle: its worker also keeps the site for
  // offline use and brings new versions. msw registers that worker itself; a registration of our
  // own could race it (msw reloads a page it finds registered but not yet in control).
  document.addEventListener('salon:live', () => whenIdle(wanted), { once: true })
  // Asked for already; or the panel shows as soon as the page does; or in development.
  if (
    document.documentElement.hasAttribute('data-mocks-wanted') ||
    new URLSearchParams(location.search).get('mocks') === 'panel' ||
    import.meta.env.DEV
  )
    wanted()
}
await painted
// The libraries run one chunk per task (see startupChunks in vite.config.ts), so no single task
// keeps a phone from answering a tap for long.
const yieldToMain = () => new Promise((resolve) => setTimeout(resolve))
for (const load of [() => import('react-dom/client'), () => import('./theme')]) {
  await load()
  await yieldToMain()
}
const { startApp } = await import('./app/start')
await startApp(root, startBackend)
