// Inlined at the end of every page's body (allowed by its hash in the CSP, see
// scripts/head-plugin.ts). A page with tabs is drawn with its first tab open, and carries the
// tabs as drawn for each other tab in <template data-tab-copy="(its value)"> (scripts/prerender).
// For an address that links a tab (/services?tab=pedicures, data-tab-wanted from the head's
// script, the tabs hidden meanwhile), its copy replaces the tabs before the first paint: the
// linked tab shows at once, and the app adopts the tab named in data-tab-shown
// (src/components/UrlTabs.tsx).
;(function () {
  var d = document.documentElement
  try {
    if (d.hasAttribute('data-tab-wanted')) swap()
  } finally {
    // Shown either way: without a copy, the app opens the tab once it has adopted the page.
    d.removeAttribute('data-tab-wanted')
  }
  function swap() {
    var tab = new URLSearchParams(location.search).get('tab')
    var copies = document.querySelectorAll('template[data-tab-copy]')
    var shown = document.querySelector('#root [data-url-tabs]')
    for (var i = 0; i < copies.length && shown; i++)
      if (copies[i].dataset.tabCopy === tab) {
        var copy = copies[i].content
        ;[].forEach.call(copy.querySelectorAll('style'), function (style) {
          document.head.appendChild(style)
        })
        shown.replaceWith(copy)
        d.dataset.tabShown = tab
        return
      }
  }
})()
