// Inlined in the head of every page (allowed by its hash in the CSP, see scripts/head-plugin.ts).
// A prerendered page is visible before the app is live. Until then this holds what a person does
// and hands it over when the app says it is live (the 'salon:live' event): presses of buttons,
// tabs and the like (by pointer, Enter or Space: the browser turns all three into clicks) and
// form submits are stopped, queued and marked busy; what is typed stays in its field. Then the
// typed values are passed to the app and the presses (and keys the app answers) replayed, in
// order, on the same elements. A press made while that replay runs joins the queue, so it never
// overtakes what came before it (a browser runs input ahead of the replay's timers: "Log in"
// pressed just after the app went live would reach it before the password). Links stay native
// links. It listens on the document, not the window: still before the app and its widgets, and
// after a test driver's own check of where a click lands (Playwright's), so a click the driver
// holds back and tries again is not also held here and replayed.
;(function () {
  var pressable =
    'a[href],button,summary,label,select,[role=button],[role=tab],[role=checkbox],[role=switch],' +
    '[role=radio],[role=menuitem],[role=option],input[type=submit],input[type=button],' +
    'input[type=image],input[type=reset],input[type=checkbox],input[type=radio]'
  var queue = []
  // 'holding' until the app is live, 'replaying' while the queue is handed over, then 'done'.
  var phase = 'holding'
  // True while the replay itself clicks, submits or types: those events are the app's to see.
  var performing = false
  // Per field, the value typed last, until handed over.
  var last = new Map()
  var holds = function () {
    return phase !== 'done' && !performing
  }

  // Where an element sits in #root, to find its twin when the app draws the page anew instead of
  // adopting it (a page served for another address).
  function pathOf(element) {
    var path = []
    for (; element.parentElement && element.id !== 'root'; element = element.parentElement)
      path.unshift([].indexOf.call(element.parentElement.children, element))
    return element.id === 'root' ? path : null
  }
  function twinOf(entry) {
    var element = entry.path && document.getElementById('root')
    for (var i = 0; element && entry.path && i < entry.path.length; i++)
      element = element.children[entry.path[i]]
    var target = entry.target
    var same =
      element &&
      element.tagName === target.tagName &&
      element.textContent === target.textContent &&
      element.getAttribute('aria-label') === target.getAttribute('aria-label') &&
      element.getAttribute('name') === target.getAttribute('name')
    return same ? element : null
  }

  function isQueued(target) {
    return queue.some(function (entry) {
      return entry.type === 'click' && entry.target === target
    })
  }

  // Where the last press went down. A page the app draws anew (one served for another address,
  // or a client's kept page) is replaced while a person may be pressing it: a press that went
  // down on the old control and up on its twin ends in a click on their common ancestor. It is
  // that control's press all the same, and its twin's now (held and replayed, links included).
  var down = null
  document.addEventListener(
    'pointerdown',
    function (event) {
      var target = holds() && event.target.closest && event.target.closest(pressable)
      down = target ? { target: target, path: pathOf(target) } : null
    },
    true,
  )

  document.addEventListener(
    'click',
    function (event) {
      if (!holds() || !event.target.closest) return
      var target = event.target.closest(pressable)
      if (!target && down && !down.target.isConnected) target = twinOf(down)
      else if (target && target.matches('a[href],select')) return
      down = null
      if (!target) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // A second tap while the first waits is impatience, not a new wish.
      if (isQueued(target)) return
      target.setAttribute('aria-busy', 'true')
      target.setAttribute('data-held', '')
      queue.push({ type: 'click', target: target, path: pathOf(target) })
    },
    true,
  )
  document.addEventListener(
    'submit',
    function (event) {
      if (!holds()) return
      event.preventDefault()
      event.stopImmediatePropagation()
      queue.push({ type: 'submit', target: event.target, submitter: event.submitter })
    },
    true,
  )
  // Typing after the app is live reaches it directly; a field still waiting for its hand-over
  // then gets the newer value.
  function typed(event) {
    var target = event.target
    if (performing || !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return
    if (phase === 'holding' && !last.has(target))
      queue.push({ type: 'input', target: target, path: pathOf(target) })
    if (phase === 'holding' || last.has(target)) last.set(target, target.value)
  }
  document.addEventListener('input', typed, true)
  document.addEventListener('change', typed, true)
  // Keys the page itself answers (Ctrl+K, arrows between tabs, Escape) are passed on too; the
  // browser's own keys (Tab, Enter and Space, which become clicks, typing in a field) are not.
  document.addEventListener(
    'keydown',
    function (event) {
      var target = event.target
      var command = event.ctrlKey || event.metaKey
      if (!holds() || /^(Tab|Enter| |Shift|Control|Alt|Meta)$/.test(event.key)) return
      if (
        !command &&
        (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable)
      )
        return
      // Held back from the app too: once hydrated, it would answer the key now and again on replay.
      event.stopImmediatePropagation()
      queue.push({ type: 'key', target: target, event: event })
    },
    true,
  )

  // The app keeps its own copy of a field's value: give it what was typed, as if typed now.
  // React notices a change only against the value it last saw, so the field is first set to ''
  // through the element's own setter (React's, when it tracks the field), then to what was typed
  // through the browser's.
  function handOver(field, value) {
    if (field.tagName !== 'SELECT') {
      var native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')
      field.value = ''
      native.set.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    } else field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }

  function perform(entry) {
    var target = entry.target
    if (entry.type === 'input') {
      // Each field once, with its last value, in the place it was first typed into.
      if (!last.has(target)) return
      var value = last.get(target)
      last.delete(target)
      handOver(target, value)
    } else if (entry.type === 'submit') {
      var submitter = entry.submitter
      target.requestSubmit(submitter && submitter.form === target ? submitter : undefined)
    } else {
      // The control took focus before the app could see it; some widgets (an accordion, tabs)
      // answer only a control they saw take focus.
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      if (entry.type === 'click') target.click()
      else target.dispatchEvent(new KeyboardEvent('keydown', entry.event))
    }
  }

  // One entry per task, as a person's events come: the app redraws (and so reads a field's new
  // value) before the next.
  function replay() {
    var entry = queue.shift()
    if (!entry) {
      phase = 'done'
      return
    }
    if (entry.type === 'click') {
      entry.target.removeAttribute('aria-busy')
      entry.target.removeAttribute('data-held')
    }
    // A page drawn anew meanwhile: the press, or what was typed, goes to the same control in it.
    if (!entry.target.isConnected && entry.path) {
      var twin = twinOf(entry)
      // (A twin typed into since keeps its newer value; its own entry then finds nothing left.)
      if (twin && entry.type === 'input' && !last.has(twin)) last.set(twin, last.get(entry.target))
      last.delete(entry.target)
      entry.target = twin
    }
    if (entry.target && entry.target.isConnected) {
      performing = true
      try {
        perform(entry)
      } finally {
        performing = false
      }
    }
    setTimeout(replay)
  }

  document.addEventListener('salon:live', function () {
    if (phase !== 'holding') return
    phase = 'replaying'
    // A control focused before the app could see it (by Tab or a tap) is announced to it now, so
    // that the keys pressed on it from here on (arrows between tabs) are answered.
    var focused = document.activeElement
    if (focused && focused !== document.body && !isQueued(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    replay()
  })
})()
