// Inlined at the end of every page's body (allowed by its hash in the CSP, see
// scripts/head-plugin.ts). A guarded page (/booking) is served as the login page, with copies of
// the page as a returning client first sees it (scripts/prerender): its hero above "Checking
// your session" in <template id="signed-in-copy">, and, for a page that shows nothing of the
// client's own (/booking), the whole page in <template id="signed-in-page">. When the head's
// script found a stored session (data-copy-wanted, #root hidden meanwhile), a copy replaces the
// login page before the first paint: its title, description and styles go to the head, its body
// into #root. The client's own page as the app last drew it for them, when this version of the
// site kept one on the device ('user-pages', src/features/auth/session/kept-pages.ts), fills its
// <main> instead of "Checking your session". The app then adopts the whole page (data-copy=page)
// or draws the page over the other (src/app/start.tsx).
;(function () {
  var d = document.documentElement
  // The whole page drawn for any client, which the app adopts, unless the address asks for
  // something that copy lacks (?service=, ?promo=); else the page's hero over "Checking your
  // session", which the app draws over.
  var whole = location.search ? null : document.getElementById('signed-in-page')
  var copy = whole || document.getElementById('signed-in-copy')
  var root = document.getElementById('root')
  try {
    if (d.hasAttribute('data-copy-wanted') && copy && root) swap()
  } finally {
    // Shown either way: without a copy (a build that could not prerender) the app draws the page.
    d.removeAttribute('data-copy-wanted')
  }
  function swap() {
    var head = document.head
    var page = copy.content
    var title = page.querySelector('title')
    var description = page.querySelector('meta[name=description]')
    var shown = head.querySelector('meta[name=description]')
    if (title) document.title = title.textContent
    if (description && shown) shown.setAttribute('content', description.getAttribute('content'))
    ;[].forEach.call(page.querySelectorAll('title,meta,style'), function (part) {
      if (part.tagName === 'STYLE') head.appendChild(part)
      else part.remove()
    })
    root.replaceChildren(page)
    d.setAttribute('data-copy', whole ? 'page' : '')
    var kept = keptPage()
    var main = root.querySelector('main')
    if (!kept || !main) return
    var style = document.createElement('style')
    style.textContent = kept.css
    head.appendChild(style)
    main.innerHTML = kept.html
    d.setAttribute('data-copy', 'kept')
  }
  // The kept copy of this page, if the stored session's client kept one with this version.
  function keptPage() {
    try {
      var user = JSON.parse(localStorage.getItem('user'))
      var kept = JSON.parse(localStorage.getItem('user-pages'))
      var entry = document.querySelector('script[type=module][src^="/assets/"]')
      if (!user || !kept || !entry || kept.owner !== user.id) return null
      if (kept.build !== entry.getAttribute('src')) return null
      var page = kept.pages[location.pathname.replace(/(.)\/$/, '$1')]
      return page && typeof page.html === 'string' && typeof page.css === 'string' ? page : null
    } catch {
      // Unreadable: the copy without it.
      return null
    }
  }
})()
