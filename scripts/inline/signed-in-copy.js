// Inlined at the end of every page's body (allowed by its hash in the CSP, see
// scripts/head-plugin.ts). A guarded page (/booking) is served as the login page, with a copy of
// the page as a returning client first sees it (its hero above "Checking your session") in
// <template id="signed-in-copy"> (scripts/prerender). When the head's script found a stored
// session (data-copy-wanted, #root hidden meanwhile), that copy replaces the login page before
// the first paint: its title, description and styles go to the head, its body into #root. The
// app then draws the page over it (src/app/start.tsx).
;(function () {
  var d = document.documentElement
  var copy = document.getElementById('signed-in-copy')
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
    d.setAttribute('data-copy', '')
  }
})()
