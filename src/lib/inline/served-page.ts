// Inlined in the head of every built page, before the body is parsed (scripts/head-plugin.ts).
// It must import nothing. The contract is in docs/architecture.md, "Before React: the inline
// scripts".

/**
 * Says how the prerendered HTML relates to the address it was served for, before the first paint:
 * - A guarded page (`data-guarded`) is served as the login page. With no stored session the
 *   address becomes /login, with the page asked for as `from` in React Router's history state,
 *   as the app's own redirect leaves it; with one, the page is the client's and React renders it.
 * - HTML prerendered for another address (`data-prerendered` differs, or a query string other
 *   than ?tab=) is marked `data-stale`: its main part stays hidden until React renders the page.
 * - A ?tab= alone marks `data-tab-wanted`: the tabs stay hidden until React shows that tab.
 * The app removes both marks once it is ready.
 */
export function markServedPage(): void {
  const root = document.documentElement
  const served = root.dataset.prerendered
  let user: string | null = null
  try {
    user = localStorage.getItem('user')
  } catch {
    // Storage refused: nobody is signed in.
  }
  if (root.hasAttribute('data-guarded') && user === null) {
    const from = location.pathname + location.search
    history.replaceState({ usr: { from }, key: 'default' }, '', '/login')
  }
  if (!served) return
  const path = location.pathname.replace(/(.)\/$/, '$1')
  const search = location.search
  const otherThanTab = search.replace(/(^\?|&)tab=[^&]*/, '')
  const stale = served === '*' ? search !== '' : served !== path || otherThanTab.length > 1
  if (stale) root.dataset.stale = ''
  else if (otherThanTab !== search) root.dataset.tabWanted = ''
}
