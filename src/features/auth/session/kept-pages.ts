import { drawnCopyOf, type DrawnCopy } from '@/lib/drawn-copy'
import { readJsonItem, removeItem, writeItem } from '@/lib/storage'

// A signed-in client's own pages (/profile, /my-appointments) as the app last drew them, kept on
// the device beside their session and removed with it. On their next visit the body's script
// (scripts/inline/signed-in-copy.js, which reads this key and shape as they are) shows that copy
// before any of the app's code has run, and the app then draws the page over it from the same
// session and kept appointments: the client's own details are on screen at the first paint.
// `build` is the address of the page's entry script: a copy drawn by another version of the
// site is not shown.
const KEPT_PAGES_KEY = 'user-pages'

interface KeptPages {
  owner: string
  build: string
  pages: Record<string, DrawnCopy>
}

/**
 * Keeps `owner`'s (a user id) page at `path`, as `drawn` (its <main>) shows it in `build`; their
 * other pages stay.
 */
export function keepPage(owner: string, build: string, path: string, drawn: Element): void {
  const kept = readJsonItem(KEPT_PAGES_KEY) as Partial<KeptPages> | null
  const pages = kept?.owner === owner && kept.build === build ? (kept.pages ?? {}) : {}
  // The same markup has the same style rules (their class names are hashes of them): a page drawn
  // as it was kept, as a returning client's usually is, costs no reading of the style sheets.
  if (pages[path]?.html === drawn.innerHTML) return
  const written = writeItem(
    KEPT_PAGES_KEY,
    JSON.stringify({
      owner,
      build,
      pages: { ...pages, [path]: drawnCopyOf(drawn) },
    } satisfies KeptPages),
  )
  // Storage full: an older copy must not show instead.
  if (!written) forgetKeptPages()
}

export function forgetKeptPages(): void {
  removeItem(KEPT_PAGES_KEY)
}
