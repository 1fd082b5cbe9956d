// Inlined in the head of every built page, before the body is parsed (scripts/head-plugin.ts).
// It must import nothing. The contract is in docs/architecture.md, "Before React: the inline
// scripts".

/** Where a guarded page sends a signed-out visitor; the page asked for follows in the hash. */
const LOGIN_FROM = '/login#from='

/** The prefix of the page's language (/es), '' for English: the page says its language. */
const languagePrefix = () => {
  const lang = document.documentElement.lang
  return lang && lang !== 'en' ? `/${lang}` : ''
}

/**
 * Says how the prerendered HTML relates to the address it was served for, before the first paint:
 * - A guarded page (`data-guarded`) is served as its own frame (the hero over the spinner shown
 *   while a stored session is read). With no stored session the tab loads /login in its place
 *   (`data-leaving` keeps the frame unpainted), the page asked for in the hash; the login page
 *   moves it into React Router's history state as `from`, as the app's own redirect leaves it.
 * - HTML prerendered for another address (`data-prerendered` differs, or a query string other
 *   than ?tab= on a public page) is marked `data-stale`: its main part stays hidden until React
 *   renders the page.
 * - A ?tab= alone marks `data-tab-wanted` and shows that tab's panel (the HTML holds every tab's,
 *   the first selected), its tab list hidden until React selects it.
 * The app removes both marks once it is ready.
 */
export function markServedPage(): void {
  const root = document.documentElement
  const served = root.dataset.prerendered
  const guarded = root.hasAttribute('data-guarded')
  let user: string | null = null
  try {
    user = localStorage.getItem('user')
  } catch {
    // Storage refused: nobody is signed in.
  }
  const prefix = languagePrefix()
  if (guarded && user === null) {
    root.dataset.leaving = ''
    // The page asked for, within the language's pages (as the app's router names it).
    const asked = location.pathname.slice(prefix.length) + location.search
    location.replace(prefix + LOGIN_FROM + encodeURIComponent(asked))
    return
  }
  if (location.pathname === prefix + '/login' && location.hash.startsWith('#from=')) {
    let from = ''
    try {
      from = decodeURIComponent(location.hash.slice(6))
    } catch {
      // A mangled address: the login page then leads home.
    }
    const state = from.startsWith('/') && !from.startsWith('//') ? { usr: { from } } : null
    history.replaceState({ ...state, key: 'default' }, '', prefix + '/login' + location.search)
  }
  // The language menu's links were written for the address without its query: they carry it from
  // the first moment, so a press before the app is live keeps ?tab= too; and the language chosen
  // is remembered however early it is pressed.
  if (location.search || location.hash) keepQueryInLanguageLinks()
  rememberChosenLanguage()
  if (!served) return
  const path = location.pathname.replace(/(.)\/$/, '$1')
  const search = location.search
  const otherThanTab = search.replace(/(^\?|&)tab=[^&]*/, '')
  // A guarded page's frame is the same whatever its query asks for (a service, a time).
  const stale =
    served === '*' ? search !== '' : served !== path || (!guarded && otherThanTab.length > 1)
  if (stale) root.dataset.stale = ''
  else if (otherThanTab !== search) showWantedTab(new URLSearchParams(search).get('tab') ?? '')
}

/**
 * Shows the asked-for panel of the page's tabs ([data-url-tabs]) when there is one by that name.
 * A panel not selected carries `hidden`, which Chakra's reset layer hides with `!important`: only
 * an important rule in a layer before it wins, so this style goes first in the head.
 */
function showWantedTab(tab: string) {
  if (!/^[a-z0-9-]+$/.test(tab)) return
  document.documentElement.dataset.tabWanted = tab
  const panel = `[role=tabpanel][id$=":content-${tab}"]`
  const tabs = `html[data-tab-wanted] [data-url-tabs]:has(${panel})`
  const style = document.createElement('style')
  style.textContent =
    `@layer served-tab{${tabs} [role=tabpanel]:not(${panel}){display:none!important}` +
    `${tabs} ${panel}{display:block!important}${tabs} [role=tablist]{visibility:hidden}}`
  document.head.prepend(style)
}

/** Once the body is parsed, each link to another language's page carries this address's query. */
function keepQueryInLanguageLinks() {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      for (const link of document.querySelectorAll('a[hreflang]')) {
        const page = (link.getAttribute('href') ?? '').replace(/[?#].*$/, '')
        link.setAttribute('href', page + location.search + location.hash)
      }
    },
    { once: true },
  )
}

/**
 * Remembers the language of a link to another language's page when it is pressed (localStorage
 * 'language', which src/lib/i18n/choice.ts reads): on the menu, or the offer of her language.
 */
function rememberChosenLanguage() {
  document.addEventListener(
    'click',
    (event) => {
      const language = (event.target as Element | null)
        ?.closest?.('a[hreflang]')
        ?.getAttribute('hreflang')
      if (!language) return
      try {
        localStorage.setItem('language', language)
      } catch {
        // Storage refused: the choice is not remembered.
      }
    },
    true,
  )
}
