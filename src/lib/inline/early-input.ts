// Inlined in the head of every built page (scripts/head-plugin.ts compiles it; its hash is in the
// CSP). It must import nothing: it runs before any module. The contract is in
// docs/architecture.md, "Before React: the inline scripts".

/** The event the app dispatches on `document` once it has hydrated (or rendered) the page. */
export const READY_EVENT = 'salon:ready'

type Entry =
  | { type: 'click'; target: HTMLElement; path: number[] | null }
  | { type: 'input'; target: FieldElement; path: number[] | null }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { type: 'key'; target: HTMLElement; event: KeyboardEvent }

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A prerendered page is visible before React has hydrated it. Until the app dispatches
 * READY_EVENT, this holds what a person does: presses (by pointer, Enter or Space, which the
 * browser turns into clicks) and submits are stopped, queued and marked `aria-busy` and
 * `data-held`; typed values stay in their fields. Then it hands the typed values to React and
 * replays the presses and keys in order, one per task. Links and selects stay native.
 */
export function holdEarlyInput(): void {
  const pressable =
    'a[href],button,summary,label,select,[role=button],[role=tab],[role=checkbox],[role=switch],' +
    '[role=radio],[role=menuitem],[role=option],input[type=submit],input[type=button],' +
    'input[type=image],input[type=reset],input[type=checkbox],input[type=radio]'
  const fieldTags = /^(INPUT|TEXTAREA|SELECT)$/
  const queue: Entry[] = []
  let phase: 'holding' | 'replaying' | 'done' = 'holding'
  // True while the replay itself clicks, submits or types: those events are the app's to see.
  let performing = false
  // Per field, the value typed last, until handed over.
  const last = new Map<Element, string>()
  const holds = () => phase !== 'done' && !performing

  // Where an element sits in #root, to find its twin when React renders the page anew instead
  // of hydrating it (a page served for another address).
  function pathOf(element: Element): number[] | null {
    const path: number[] = []
    let node = element
    for (; node.parentElement && node.id !== 'root'; node = node.parentElement)
      path.unshift([...node.parentElement.children].indexOf(node))
    return node.id === 'root' ? path : null
  }
  function twinOf<T extends Element>(target: T, path: number[] | null): T | null {
    let element: Element | null | undefined = path && document.getElementById('root')
    for (let i = 0; element && path && i < path.length; i++) element = element.children[path[i]!]
    const same =
      element &&
      element.tagName === target.tagName &&
      element.textContent === target.textContent &&
      element.getAttribute('aria-label') === target.getAttribute('aria-label') &&
      element.getAttribute('name') === target.getAttribute('name')
    return same ? (element as T) : null
  }

  const isQueued = (target: Element) =>
    queue.some((entry) => entry.type === 'click' && entry.target === target)

  // Where the last press went down: a press that went down on a control React then replaced,
  // and up on its twin, ends in a click on their common ancestor; it is the twin's press.
  let down: { target: HTMLElement; path: number[] | null } | null = null
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = holds() ? (event.target as Element).closest?.<HTMLElement>(pressable) : null
      down = target ? { target, path: pathOf(target) } : null
    },
    true,
  )

  document.addEventListener(
    'click',
    (event) => {
      const origin = event.target as Element
      if (!holds() || !origin.closest) return
      let target = origin.closest<HTMLElement>(pressable)
      if (!target && down && !down.target.isConnected) target = twinOf(down.target, down.path)
      else if (target?.matches('a[href],select')) return
      down = null
      if (!target) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // A second tap while the first waits is impatience, not a second request.
      if (isQueued(target)) return
      target.setAttribute('aria-busy', 'true')
      target.setAttribute('data-held', '')
      queue.push({ type: 'click', target, path: pathOf(target) })
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      if (!holds()) return
      event.preventDefault()
      event.stopImmediatePropagation()
      queue.push({
        type: 'submit',
        target: event.target as HTMLFormElement,
        submitter: event.submitter as HTMLElement | null,
      })
    },
    true,
  )
  // Typing after the app is ready reaches it directly; a field still waiting for its hand-over
  // then gets the newer value.
  function typed(event: Event) {
    const target = event.target as FieldElement
    if (performing || !fieldTags.test(target.tagName)) return
    if (phase === 'holding' && !last.has(target))
      queue.push({ type: 'input', target, path: pathOf(target) })
    if (phase === 'holding' || last.has(target)) last.set(target, target.value)
  }
  document.addEventListener('input', typed, true)
  document.addEventListener('change', typed, true)
  // Keys the page itself answers (Ctrl+K, arrows between tabs, Escape) are passed on too; the
  // browser's own keys (Tab, Enter and Space, which become clicks, typing in a field) are not.
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement
      const command = event.ctrlKey || event.metaKey
      if (!holds() || /^(Tab|Enter| |Shift|Control|Alt|Meta)$/.test(event.key)) return
      if (!command && (fieldTags.test(target.tagName) || target.isContentEditable)) return
      // Held back from the app too: once hydrated, it would answer the key now and on replay.
      event.stopImmediatePropagation()
      queue.push({ type: 'key', target, event })
    },
    true,
  )

  // React keeps its own copy of a field's value and notices a change only against it: the field
  // is set to '' through the element's own setter (React's), then to what was typed through the
  // browser's, as if typed now. Setting a value moves the caret to the end: in a field the person
  // is in, what they selected (to type over it) stays selected. An email field hides its range;
  // the page's selection tells whether all of it was.
  function handOver(field: FieldElement, value: string) {
    if (field.tagName !== 'SELECT') {
      const text = field as HTMLInputElement | HTMLTextAreaElement
      const focused = document.activeElement === text
      const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = text
      const wholeSelected = focused && text.value !== '' && String(getSelection()) === text.value
      const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')
      field.value = ''
      native?.set?.call(field, value)
      if (focused && start !== null && end !== null)
        text.setSelectionRange(start, end, direction ?? undefined)
      else if (wholeSelected) text.select()
      field.dispatchEvent(new Event('input', { bubbles: true }))
    } else field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }

  function perform(entry: Entry) {
    const { target } = entry
    if (entry.type === 'input') {
      // Each field once, with its last value.
      const value = last.get(entry.target)
      if (value === undefined) return
      last.delete(entry.target)
      handOver(entry.target, value)
    } else if (entry.type === 'submit') {
      const { submitter } = entry
      const own = submitter && 'form' in submitter && submitter.form === entry.target
      entry.target.requestSubmit(own ? submitter : undefined)
    } else {
      // Some widgets (an accordion, tabs) answer only a control they saw take focus.
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      if (entry.type === 'click') entry.target.click()
      else target.dispatchEvent(new KeyboardEvent('keydown', entry.event))
    }
  }

  function replayEntry(entry: Entry) {
    if (entry.type === 'click') {
      entry.target.removeAttribute('aria-busy')
      entry.target.removeAttribute('data-held')
    }
    // The page rendered anew meanwhile: the press, or what was typed, goes to the same control.
    if (!entry.target.isConnected && 'path' in entry) {
      const twin = twinOf(entry.target, entry.path)
      const typedValue = last.get(entry.target)
      // (A twin typed into since keeps its newer value.)
      if (twin && typedValue !== undefined && !last.has(twin)) last.set(twin, typedValue)
      last.delete(entry.target)
      if (twin) entry.target = twin as never
    }
    if (entry.target.isConnected) {
      performing = true
      try {
        perform(entry)
      } finally {
        performing = false
      }
    }
  }

  // Presses and keys one per task, as a person's events come: React re-renders (and so reads a
  // field's new value) before the next.
  function replay() {
    const entry = queue.shift()
    if (!entry) {
      phase = 'done'
      return
    }
    replayEntry(entry)
    setTimeout(replay)
  }

  document.addEventListener(READY_EVENT, () => {
    if (phase !== 'holding') return
    phase = 'replaying'
    // A control focused before the app could see it is announced to it now, so the keys
    // pressed on it from here on (arrows between tabs) are answered.
    const focused = document.activeElement
    if (focused && focused !== document.body && !isQueued(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    // Every typed value first, in this one task: React then renders them together. Handed over
    // one per task, a re-render between two would draw a field still waiting back empty.
    for (const entry of queue.filter(({ type }) => type === 'input')) replayEntry(entry)
    queue.splice(0, queue.length, ...queue.filter(({ type }) => type !== 'input'))
    setTimeout(replay)
  })
}
