import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { toaster } from '@/components/toast-list'
import { loadWords, pageAreas } from '@/lib/i18n/i18n'

// findBy… waits for what a person would wait for; a busy 2-core machine needs more than the
// default second to render a page and answer its first calls.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks a few browser APIs that Chakra's components touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
window.scrollTo = () => {}

// The app loads a client's page's words with its route's code; tests render those parts directly.
await loadWords(...pageAreas)

// Files share a worker's document (vitest.config.ts): each starts with an empty page.
document.body.replaceChildren()

beforeEach(() => window.localStorage.clear())
afterEach(() => {
  cleanup()
  // The toaster is a module-wide store: start every test with none queued.
  toaster.remove()
})
