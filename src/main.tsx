import '@fontsource/playfair-display/latin-500.css'
import '@fontsource/playfair-display/latin-600.css'
import '@fontsource/playfair-display/latin-700.css'
import '@fontsource-variable/inter/wght.css'
import { afterFirstInteraction, afterNextPaint, nextTask, whenIdle } from '@/lib/idle'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A prerendered page is shown first; the app's code runs after. The mock back-end (its own
// chunk) starts when it is first needed: the app's first request, a tester's salonMocks (the
// head's script asks with 'salon:mocks-wanted'), or a first click, key or focus, when the person
// may be about to send something. A prerendered page needs no request, so on a phone the
// back-end's start-up (its tables, schemas and sample data) does not compete with the page's.
// Only its service worker is registered once the page is live and idle: it keeps the site for
// offline use and brings new versions even to a visitor who never sends a request. The
// condition is static, so VITE_API_MOCKING=off leaves no mock code in the bundle.
const painted = afterNextPaint()
let backend: Promise<void> | undefined
let worker: Promise<void> | undefined
const registerSiteWorker = () => (worker ??= registerWorker('/sw.js'))
const startBackend =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? undefined
    : () =>
        (backend ??= painted
          // Through our own registration, always: a page loaded while the worker was still
          // being installed (a reload right after the first visit's start) is not controlled
          // yet, and msw would reload it, losing the press that started the back-end.
          // (In development msw registers its own bare worker.)
          .then(() => (import.meta.env.DEV ? undefined : registerSiteWorker()))
          // msw, the database libraries and the back-end's own code, a task each.
          .then(() => import('./mocks/libraries/msw'))
          .then(nextTask)
          .then(() => import('./mocks/libraries/data'))
          .then(nextTask)
          .then(() => import('./mocks/browser'))
          .then((mocks) => mocks.startMockBackend()))

/**
 * Registers the site's worker, unless one already controls the page, and resolves once it does.
 * msw, started later, must find it in control: it reloads a page it finds registered but not
 * controlled. The worker claims its pages as it activates (msw's worker does), and a page that
 * asks (its 'CLAIM' message).
 */
async function registerWorker(url: string): Promise<void> {
  const container = navigator.serviceWorker
  if (!container || container.controller) return
  const registration = await container.register(url).catch(() => undefined)
  const { installing, waiting, active } = registration ?? {}
  if (!installing && !waiting && !active) return
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true })
    // Active already, yet not in charge of this page: the page loaded while the worker was on its
    // way in (a reload right after the first visit's start; seen: a Services tab clicked then
    // was lost to msw's reload), or bypassed it (a hard reload). Asked, it takes the page over.
    // Its controllerchange comes a task or more after it reports itself activated, so should
    // none come, go on a second later.
    const settled = () => setTimeout(resolve, 1000)
    if (active?.state === 'activated') {
      active.postMessage('CLAIM')
      settled()
      return
    }
    // The first worker on its way in: installing, or activating (it claims its pages then).
    const coming = active ?? installing ?? waiting
    coming?.addEventListener('statechange', () => {
      if (coming.state === 'redundant') resolve()
      else if (coming.state === 'activated') settled()
    })
  })
}

// The app's own requests (a returning client's session check and appointments) start the
// back-end once the page is live and painted, unless something started it before: the page is
// drawn first, with what it has (the client's appointments kept on the device), and loading the
// back-end (over 100 KB) does not hold that first draw back on a slow network.
const live = new Promise((resolve) =>
  document.addEventListener('salon:live', resolve, { once: true }),
)
const startBackendForApp =
  startBackend && (() => backend ?? live.then(afterNextPaint).then(startBackend))

if (startBackend) {
  const wanted = () => void startBackend()
  document.addEventListener('salon:mocks-wanted', wanted, { once: true })
  afterFirstInteraction(wanted)
  void live.then(() => whenIdle(() => void (backend ?? registerSiteWorker())))
  // Asked for already; or the panel shows as soon as the page does; or in development.
  if (
    document.documentElement.hasAttribute('data-mocks-wanted') ||
    new URLSearchParams(location.search).get('mocks') === 'panel' ||
    import.meta.env.DEV
  )
    wanted()
}
await painted
// React's chunk is evaluated in one task, Chakra's in the next, its prop test readied in another
// and the site's theme in one more (see startupChunks in vite.config.ts); the Chakra system is
// created a step per task after them, and React Router with React Query in one more before the
// app's own code, so no single task keeps a phone from answering a tap for long.
await import('react-dom/client')
await nextTask()
const { warmUpPropTest } = await import('./theme/chakra-first')
await nextTask()
warmUpPropTest()
await nextTask()
const { siteSystemSteps } = await import('./theme')
await nextTask()
for (const steps = siteSystemSteps(); !steps.next().done;) await nextTask()
await nextTask()
await import('./app/libraries')
await nextTask()
const { startApp } = await import('./app/start')
await nextTask()
await startApp(root, startBackendForApp)
