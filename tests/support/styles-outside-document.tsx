import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'

// jsdom matches every style rule in the document each time a role query asks whether an element
// is hidden, for the element and each of its ancestors, and the rules pile up as files share a
// worker's document. jsdom lays nothing out, so the tests read no style of Chakra's: its styles are
// written into an element outside the document instead (emotion's `container`).
const cache = createCache({ key: 'css', container: document.createElement('div') })

/** Chakra's styles, written outside the document under test. */
export function StylesOutsideDocument({ children }: { children: ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>
}
