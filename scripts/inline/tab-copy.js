// Inlined at the end of every page's body (allowed by its hash in the CSP, see
// scripts/head-plugin.ts). A page with tabs is drawn with its first tab open, and carries the
// tabs as drawn for each other tab in <template data-tab-copy="…"> (scripts/prerender). For an
// address that links a tab (/services?tab=pedicures), its copy replaces the tabs before the
// first paint: the linked tab shows at once, and the app adopts it as it is (the app draws that
// tab first too, src/components/UrlTabs.tsx). A page served for another address (data-stale) is
// drawn by the app instead.
;(function () {
  var d = document.documentElement
  if (d.dataset.prerendered === undefined || d.dataset.stale !== undefined) return
  var tab = new URLSearchParams(location.search).get('tab')
  var copies = document.querySelectorAll('template[data-tab-copy]')
  var shown = document.querySelector('#root [data-scope=tabs][data-part=root]')
  for (var i = 0; i < copies.length; i++)
    if (copies[i].dataset.tabCopy === tab && shown) {
      var copy = copies[i].content
      ;[].forEach.call(copy.querySelectorAll('style'), function (style) {
        document.head.appendChild(style)
      })
      shown.replaceWith(copy)
    }
})()
