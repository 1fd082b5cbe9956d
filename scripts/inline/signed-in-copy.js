// Inlined at the end of every page's body (allowed by its hash in the CSP, see
// scripts/head-plugin.ts). A guarded page (/booking) is served as the login page, with copies of
// the page as a returning client first sees it (scripts/prerender): its hero above "Checking
// your session" in <template id="signed-in-copy">, and, for a page that shows nothing of the
// client's own (/booking), the whole page in <template id="signed-in-page">. When the head's
// script found a stored session (data-copy-wanted, #root hidden meanwhile), a copy replaces the
// login page before the first paint: its title, description and styles go to the head, its body
// into #root. The client's own page as the app last drew it for them, when this version of the
// site kept one on the device ('user-pages', src/features/auth/session/kept-pages.ts), fills its
// <main> instead of "Checking your session". The app then adopts the whole page (data-copy=page),
// its form filled in with the client's name and email from the start, or draws the page over the
// other (src/app/start.tsx).
;(function () {
  var d = document.documentElement
  var user = storedUser()
  // The whole page drawn for any client, which the app adopts, for a session the app will read
  // (one with a token) and an address that asks for nothing that copy lacks (?service=,
  // ?promo=); else the page's hero over "Checking your session", which the app draws over.
  var whole =
    user && typeof user.token === 'string' && !location.search
      ? document.getElementById('signed-in-page')
      : null
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
    ;[].forEach.call(page.querySelectorAll('title,meta,style,link'), function (part) {
      if (part.tagName === 'TITLE' || part.tagName === 'META') part.remove()
      else head.appendChild(part)
    })
    root.replaceChildren(page)
    d.setAttribute('data-copy', whole ? 'page' : '')
    // The client's name and email, as the app fills them in: there from the first paint, so
    // nothing changes under a person who starts typing before the app is live.
    if (whole) {
      fill('name', user.name)
      if (typeof user.email === 'string' && user.email.indexOf('@') > 0) fill('email', user.email)
      return
    }
    var kept = keptPage()
    var main = root.querySelector('main')
    if (!kept || !main) return
    var style = document.createElement('style')
    style.textContent = kept.css
    head.appendChild(style)
    main.innerHTML = kept.html
    d.setAttribute('data-copy', 'kept')
  }
  function fill(name, value) {
    var field = root.querySelector('input[name="' + name + '"]')
    if (field && typeof value === 'string') field.value = value
  }
  function storedUser() {
    try {
      var user = JSON.parse(localStorage.getItem('user'))
      return user && typeof user === 'object' ? user : null
    } catch {
      // Unreadable (or storage refused): no session to show a page for.
      return null
    }
  }
  // The kept copy of this page, if the stored session's client kept one with this version.
  function keptPage() {
    try {
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
