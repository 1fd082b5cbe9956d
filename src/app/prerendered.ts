import type { DehydratedState } from '@tanstack/react-query'

// The build prerenders the public pages (scripts/prerender): their HTML, and the answers their
// queries had, in a JSON block. The head's script marks the page stale when it was served for
// another address (src/lib/inline/served-page.ts).

export const PRERENDERED_QUERIES_ID = 'prerendered-queries'

/** True when the HTML in #root was rendered for the address now shown, so React can hydrate it. */
export function isPrerenderedForThisAddress(): boolean {
  const { dataset } = document.documentElement
  return dataset.prerendered !== undefined && dataset.stale === undefined
}

/**
 * Removes the served page's title, description and social card from the head. When the app renders another
 * page than the one served (HTML served for another address), React adds that page's own; the
 * served ones would stay beside them.
 */
export function dropServedPageHead(): void {
  for (const element of document.head.querySelectorAll(
    'title, meta[name="description"], meta[property^="og:"]:not([property="og:type"], [property="og:site_name"], [property="og:image"])',
  ))
    element.remove()
}

/** The query answers the page was rendered with; none if the block is missing or unreadable. */
export function readPrerenderedQueries(): Partial<DehydratedState> {
  try {
    return JSON.parse(
      document.getElementById(PRERENDERED_QUERIES_ID)?.textContent ?? '',
    ) as DehydratedState
  } catch {
    return {}
  }
}
