// Every subset of each weight, each face with its unicode-range: a browser fetches only the ones a
// page's text needs (Vietnamese's on /vi pages, declared again last so that they, not Latin
// Extended's, draw the letters both cover). Hangul comes from the system's fonts.
import '@fontsource/playfair-display/500.css'
import '@fontsource/playfair-display/600.css'
import '@fontsource/playfair-display/700.css'
import '@fontsource-variable/inter/wght.css'
import './theme/vietnamese-faces.css'
import { MOCKS_WANTED_EVENT } from './lib/inline/mock-control'
import { afterNextPaint } from './lib/idle'
import { registerSiteWorker } from './lib/service-worker'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// A signed-out visitor of a guarded page is on her way to /login (src/lib/inline/served-page.ts).
const leaving = document.documentElement.hasAttribute('data-leaving')

// With the mock back-end on, the site's service worker is the back-end: API calls wait until it
// controls the page, and the tab's tester preset (a pinned clock) is applied. The page registers
// it, and that is all it holds of the back-end (the condition is static, so VITE_API_MOCKING=off
// leaves even that out).
const backend =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? undefined
    : () => registerSiteWorker().then(() => window.salonMocks?.ready)

if (backend) {
  // A tester's window.salonMocks (or the panel, through it) needs the worker now.
  document.addEventListener(MOCKS_WANTED_EVENT, () => void backend().catch(() => {}), {
    once: true,
  })
  if (document.documentElement.hasAttribute('data-mocks-wanted')) void backend().catch(() => {})
}

// The prerendered page is painted before the app's code is evaluated.
if (!leaving) {
  await afterNextPaint()
  const { startApp } = await import('./app/start')
  await startApp(root, backend)
}
