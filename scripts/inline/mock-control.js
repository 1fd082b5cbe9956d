// Inlined in the head when the mock back-end is on (allowed by its hash in the CSP): testers'
// window.salonMocks exists from the first script on. Until the back-end answers, each call waits
// for it, in the order made; `await salonMocks.ready` resolves when it answers. The back-end
// hands its control API over with the 'salon:mocks' event (src/mocks/browser.ts).
;(function () {
  var started
  var ready = new Promise(function (resolve) {
    started = resolve
  })
  var mocks = { ready: ready }
  var names =
    'reset seed setLatency failNext pendingFaults latency outbox backups storage setClock now'
  names.split(' ').forEach(function (name) {
    mocks[name] = function () {
      var args = arguments
      return ready.then(function () {
        return mocks[name].apply(mocks, args)
      })
    }
  })
  document.addEventListener('salon:mocks', function (event) {
    Object.assign(mocks, event.detail, { ready: ready })
    started()
  })
  window.salonMocks = mocks
})()
