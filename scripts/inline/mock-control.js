// Inlined in the head when the mock back-end is on (allowed by its hash in the CSP): testers'
// window.salonMocks exists from the first script on. Until the back-end answers, each call waits
// for it, in the order made; `await salonMocks.ready` resolves when it answers. A call or a look
// at `ready` starts the back-end ('salon:mocks-wanted', src/main.tsx), which hands its control
// API over with the 'salon:mocks' event (src/mocks/browser.ts).
;(function () {
  var started
  var ready = new Promise(function (resolve) {
    started = resolve
  })
  // Asked before the app's script runs, the mark on <html> tells it.
  var want = function () {
    document.documentElement.setAttribute('data-mocks-wanted', '')
    document.dispatchEvent(new Event('salon:mocks-wanted'))
  }
  var mocks = {}
  Object.defineProperty(mocks, 'ready', {
    enumerable: true,
    get: function () {
      want()
      return ready
    },
  })
  var names =
    'reset seed setLatency failNext pendingFaults latency outbox backups storage setClock now'
  names.split(' ').forEach(function (name) {
    mocks[name] = function () {
      var args = arguments
      want()
      return ready.then(function () {
        return mocks[name].apply(mocks, args)
      })
    }
  })
  document.addEventListener('salon:mocks', function (event) {
    Object.keys(event.detail).forEach(function (name) {
      if (name !== 'ready') mocks[name] = event.detail[name]
    })
    started()
  })
  window.salonMocks = mocks
})()
