import type { DehydratedState } from '@tanstack/react-query'

// The build prerenders the public pages (scripts/prerender): their HTML, and the answers their
// queries had, in a JSON block. A small script in the head marks the page stale when it was
// served for another address (a signed-in visitor's /booking, say, or a query string other than
// a ?tab=, which the page has a copy of).

export const PRERENDERED_QUERIES_ID = 'prerendered-queries'

/** True when the HTML in #root was drawn for the address now shown, so React can adopt it. */
export function isPrerenderedForThisAddress(): boolean {
  const { dataset } = document.documentElement
  return dataset.prerendered !== undefined && dataset.stale === undefined
}

/**
 * True when #root holds a guarded page's copy drawn for any signed-in client, swapped in for a
 * stored session (scripts/inline/signed-in-copy.js): React can adopt it once that session is read.
 */
export const isCopyForAnyClient = (): boolean => document.documentElement.dataset.copy === 'page'

/** The query answers the page was drawn with; none if the block is missing or unreadable. */
export function readPrerenderedQueries(): Partial<DehydratedState> {
  try {
    return JSON.parse(
      document.getElementById(PRERENDERED_QUERIES_ID)?.textContent ?? '',
    ) as DehydratedState
  } catch {
    return {}
  }
}
