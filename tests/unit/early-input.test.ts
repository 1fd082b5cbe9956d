import { beforeEach, describe, expect, it } from 'vitest'
import { holdEarlyInput, READY_EVENT } from '@/lib/inline/early-input'

// The head's early-input script (src/lib/inline/early-input.ts), run as the browser runs it.
/** The app is ready; the script replays one entry per task, so give it a few. */
async function becomeReady() {
  document.dispatchEvent(new Event(READY_EVENT))
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve))
}

/**
 * An email and a password typed before the app is ready; `seen` then lists each value the app is
 * handed, as `typed <value>`.
 */
function typeEmailAndPassword() {
  const email = document.getElementById('email') as HTMLInputElement
  const password = document.createElement('input')
  email.after(password)
  const seen: string[] = []
  for (const [field, value] of [
    [email, 'ana@example.com'],
    [password, 'secret123'],
  ] as const) {
    field.value = value
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.addEventListener('input', () => seen.push(`typed ${field.value}`))
  }
  return { password, seen }
}

describe('what a person does before the app is ready', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="menu">Open menu</button>
      <form id="login"><input id="email" value=""><button id="send">Log in</button></form>
      <a id="link" href="#services">Services</a>`
    // A fresh copy per test; the previous one became ready and lets everything through.
    holdEarlyInput()
  })

  it('holds a press, shows it was pressed, and replays it once when ready', async () => {
    const menu = document.getElementById('menu')!
    const pressed: string[] = []
    menu.addEventListener('click', () => pressed.push('menu'))
    menu.click()
    menu.click()
    expect(pressed).toEqual([])
    expect(menu.getAttribute('aria-busy')).toBe('true')
    await becomeReady()
    expect(pressed).toEqual(['menu'])
    expect(menu.hasAttribute('aria-busy')).toBe(false)
  })

  it('never lets a form submit natively, and submits it through the app when ready', async () => {
    const form = document.getElementById('login') as HTMLFormElement
    const submitted: boolean[] = []
    form.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented)
      event.preventDefault()
    })
    const early = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(submitted).toEqual([])
    await becomeReady()
    expect(submitted).toEqual([false])
  })

  it('hands typed values over first, then replays presses in the order made', async () => {
    const email = document.getElementById('email') as HTMLInputElement
    const send = document.getElementById('send')!
    const seen: string[] = []
    email.value = 'ana@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    send.click()
    email.addEventListener('input', () => seen.push(`typed ${email.value}`))
    document.getElementById('login')!.addEventListener('submit', (event) => {
      event.preventDefault()
      seen.push('submitted')
    })
    await becomeReady()
    expect(seen).toEqual(['typed ana@example.com', 'submitted'])
    expect(email.value).toBe('ana@example.com')
  })

  it('hands every typed value over in one go, so none is drawn back empty between two', () => {
    const { seen } = typeEmailAndPassword()
    document.dispatchEvent(new Event(READY_EVENT))
    expect(seen).toEqual(['typed ana@example.com', 'typed secret123'])
  })

  it('keeps what was selected in the field the person is in, to type over it', async () => {
    const email = document.getElementById('email') as HTMLInputElement
    email.type = 'text'
    email.value = 'ana@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    email.focus()
    email.select()
    await becomeReady()
    expect(email.value).toBe('ana@example.com')
    expect([email.selectionStart, email.selectionEnd]).toEqual([0, 'ana@example.com'.length])
  })

  it('a press made while the replay runs waits its turn behind what was typed', async () => {
    const { password, seen } = typeEmailAndPassword()
    document.getElementById('login')!.addEventListener('submit', (event) => {
      event.preventDefault()
      seen.push('submitted')
    })
    document.dispatchEvent(new Event(READY_EVENT))
    // Pressed at once: the browser runs this click before the replay's next task.
    const send = document.getElementById('send')!
    send.click()
    expect(send.getAttribute('aria-busy')).toBe('true')
    password.value = 'secret1234'
    password.dispatchEvent(new Event('input', { bubbles: true }))
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve))
    expect(seen).toEqual([
      // Everything typed is handed over together, as the app becomes ready.
      'typed ana@example.com',
      'typed secret123',
      // The person typing on reaches the app directly; the press waited its turn.
      'typed secret1234',
      'submitted',
    ])
  })

  it.each([
    ['button', 'main button'],
    ['link', 'main a'],
  ])(
    'takes a press that went down on a %s the app then drew anew as a press of its twin',
    async (_, selector) => {
      document.body.innerHTML = `<div id="root"><main><p>Ana Garcia</p>
        <button>Reschedule</button><a href="/my-appointments">See all appointments</a></main></div>`
      document
        .querySelector(selector)!
        .dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
      // The app draws the page anew before the press ends: the click lands on a common ancestor.
      const root = document.getElementById('root')!
      root.replaceChildren(root.firstElementChild!.cloneNode(true))
      const twin = document.querySelector(selector)!
      const pressed: string[] = []
      twin.addEventListener('click', (event) => {
        event.preventDefault()
        pressed.push(twin.textContent!)
      })
      root.click()
      expect(twin.getAttribute('aria-busy')).toBe('true')
      await becomeReady()
      expect(pressed).toEqual([twin.textContent])
    },
  )

  it('hands what was typed into a page the app then drew anew to the same field in it', async () => {
    document.body.innerHTML = `<div id="root"><form><label>Phone Number
      <input name="phone" value=""></label><input name="notes" value=""></form></div>`
    const phone = document.querySelector<HTMLInputElement>('[name=phone]')!
    phone.value = '(703) 555-0100'
    phone.dispatchEvent(new Event('input', { bubbles: true }))
    // The app could not hydrate the page and rendered it anew before becoming ready: the fields are new.
    const root = document.getElementById('root')!
    root.replaceChildren(root.firstElementChild!.cloneNode(true))
    const twin = document.querySelector<HTMLInputElement>('[name=phone]')!
    twin.value = ''
    const seen: string[] = []
    twin.addEventListener('input', () => seen.push(twin.value))
    await becomeReady()
    expect(twin.value).toBe('(703) 555-0100')
    expect(seen).toEqual(['(703) 555-0100'])
    expect(document.querySelector<HTMLInputElement>('[name=notes]')!.value).toBe('')
  })

  it('leaves links alone and lets everything through once ready', async () => {
    const link = document.getElementById('link')!
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(false)
    await becomeReady()
    const menu = document.getElementById('menu')!
    let pressed = 0
    menu.addEventListener('click', () => pressed++)
    menu.click()
    expect(pressed).toBe(1)
  })

  it('tells the app which control took focus before it was ready', async () => {
    const menu = document.getElementById('menu')!
    menu.focus()
    const seen: string[] = []
    document.addEventListener('focusin', (event) => seen.push((event.target as Element).id))
    await becomeReady()
    expect(seen).toEqual(['menu'])
  })

  it('passes a key the page answers to the app once, when ready', async () => {
    const menu = document.getElementById('menu')!
    const keys: string[] = []
    document.addEventListener('keydown', (event) => keys.push(event.key))
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(keys).toEqual([])
    await becomeReady()
    expect(keys).toEqual(['ArrowRight'])
  })
})
