import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'

// The body's signed-in-copy script (scripts/inline/signed-in-copy.js), run as the browser runs
// it on a guarded page served as the login page with the page's copy in a template.
const script = readFileSync('scripts/inline/signed-in-copy.js', 'utf8')
const BUILD = '/assets/index-abc123.js'
const me = { id: 'client-1', name: 'Ana Garcia', email: 'ana@example.com', token: 't' }
const keptProfile = {
  html: '<h2 class="css-name">Ana Garcia</h2>',
  css: '.css-name{font-size:24px}',
}

function serve() {
  document.head.innerHTML = `<title>Log in</title><meta name="description" content="login">
    <script type="module" src="${BUILD}"></script>`
  document.body.innerHTML = `<div id="root"><main><h1>Welcome back</h1></main></div>
    <template id="signed-in-copy"><title>My Profile | Diva Nail Spa</title>
      <main><h1>My Profile</h1><p role="status">Checking your session</p></main></template>`
  document.documentElement.setAttribute('data-copy-wanted', '')
}
const run = () => new Function(script)()
const main = () => document.querySelector('#root main')!
const keep = (pages: unknown) => localStorage.setItem('user-pages', JSON.stringify(pages))

describe("a returning client's guarded page, before the app's code runs", () => {
  beforeEach(() => {
    localStorage.clear()
    window.history.replaceState(null, '', '/profile')
    serve()
    localStorage.setItem('user', JSON.stringify(me))
  })

  it('shows the page as they last saw it, with its styles, when they kept it with this version', () => {
    keep({ owner: me.id, build: BUILD, pages: { '/profile': keptProfile } })
    run()
    expect(main().innerHTML).toBe(keptProfile.html)
    expect(document.title).toBe('My Profile | Diva Nail Spa')
    expect([...document.head.querySelectorAll('style')].map((s) => s.textContent)).toContain(
      keptProfile.css,
    )
    expect(document.documentElement.getAttribute('data-copy')).toBe('kept')
    expect(document.documentElement.hasAttribute('data-copy-wanted')).toBe(false)
  })

  it.each([
    [
      'kept by another client',
      { owner: 'someone-else', build: BUILD, pages: { '/profile': keptProfile } },
    ],
    [
      'kept by another version of the site',
      { owner: me.id, build: '/assets/index-old.js', pages: { '/profile': keptProfile } },
    ],
    [
      'of another page only',
      { owner: me.id, build: BUILD, pages: { '/my-appointments': keptProfile } },
    ],
    ['of the wrong shape', { owner: me.id, build: BUILD, pages: { '/profile': { html: 1 } } }],
    ['unreadable', '{oops'],
  ])('shows "Checking your session" under the hero when the copy is %s', (_, pages) => {
    if (typeof pages === 'string') localStorage.setItem('user-pages', pages)
    else keep(pages)
    run()
    expect(main().textContent).toBe('My ProfileChecking your session')
    expect(document.documentElement.getAttribute('data-copy')).toBe('')
    expect(document.documentElement.hasAttribute('data-copy-wanted')).toBe(false)
  })
})

describe("a returning client's /booking, whose file also carries the whole page", () => {
  function serveBooking(search: string) {
    window.history.replaceState(null, '', `/booking${search}`)
    document.head.innerHTML = `<title>Log in</title><meta name="description" content="login">`
    document.body.innerHTML = `<div id="root"><main><h1>Welcome back</h1></main></div>
      <template id="signed-in-copy"><title>Book Your Appointment | Diva Nail Spa</title>
        <main><h1>Book Your Appointment</h1><p role="status">Checking your session</p></main></template>
      <template id="signed-in-page"><title>Book Your Appointment | Diva Nail Spa</title>
        <main><h1>Book Your Appointment</h1><form><input name="name" aria-label="Full Name">
          <input name="email" aria-label="Email"><button type="submit">Confirm Booking</button>
        </form></main></template>`
    document.documentElement.setAttribute('data-copy-wanted', '')
    localStorage.setItem('user', JSON.stringify(me))
  }

  const field = (label: string) =>
    document.querySelector<HTMLInputElement>(`#root input[aria-label="${label}"]`)!

  it('shows the whole page, their name and email filled in, and marks it for the app to adopt', () => {
    serveBooking('')
    run()
    expect(main().textContent?.replace(/\s+/g, '')).toBe('BookYourAppointmentConfirmBooking')
    expect(field('Full Name').value).toBe('Ana Garcia')
    expect(field('Email').value).toBe('ana@example.com')
    expect(document.title).toBe('Book Your Appointment | Diva Nail Spa')
    expect(document.documentElement.getAttribute('data-copy')).toBe('page')
  })

  it('shows the hero over "Checking your session" for a stored session the app cannot use', () => {
    serveBooking('')
    localStorage.setItem('user', JSON.stringify({ ...me, token: undefined }))
    run()
    expect(main().textContent).toBe('Book Your AppointmentChecking your session')
    expect(document.documentElement.getAttribute('data-copy')).toBe('')
  })

  it('shows the hero over "Checking your session" when the address asks for more (?service=)', () => {
    serveBooking('?service=gel-manicure')
    run()
    expect(main().textContent).toBe('Book Your AppointmentChecking your session')
    expect(document.documentElement.getAttribute('data-copy')).toBe('')
  })
})
