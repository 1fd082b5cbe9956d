import { afterEach, describe, expect, it } from 'vitest'
import { compileInlineScript } from '../../scripts/head-plugin'
import { markServedPage } from '@/lib/inline/served-page'

// The head's script that says how the served HTML relates to the address (served-page.ts).
function serve(address: string, prerendered: string, guarded = false) {
  history.replaceState(null, '', address)
  const root = document.documentElement
  root.dataset.prerendered = prerendered
  if (guarded) root.setAttribute('data-guarded', '')
  markServedPage()
  return root.dataset
}

afterEach(() => {
  for (const name of ['prerendered', 'guarded', 'leaving', 'stale', 'tabWanted'])
    delete document.documentElement.dataset[name]
  document.head.replaceChildren()
  localStorage.clear()
})

describe('the page as served', () => {
  it('is hydrated as it is at its own address', () => {
    const marks = serve('/services', '/services')
    expect(marks.stale).toBeUndefined()
    expect(marks.tabWanted).toBeUndefined()
  })

  it("shows a linked tab's panel from the HTML, and hides the main part for any other query", () => {
    document.body.innerHTML = `<div data-url-tabs><div role="tablist"></div>
      <div role="tabpanel" id="tabs:r1:content-manicures"></div>
      <div role="tabpanel" id="tabs:r1:content-pedicures" hidden></div></div>`
    const marks = serve('/services?tab=pedicures', '/services')
    expect(marks.tabWanted).toBe('pedicures')
    expect(marks.stale).toBeUndefined()
    // The rule that shows it goes first in the head, ahead of the layers Chakra declares.
    const rule = document.head.firstElementChild?.textContent ?? ''
    expect(rule).toMatch(/^@layer served-tab\{/)
    expect(rule).toContain('[id$=":content-pedicures"]{display:block!important}')
    expect(document.querySelectorAll(rule.match(/\} *([^{}]+)\{display:block/)![1]!)).toHaveLength(
      1,
    )
    delete document.documentElement.dataset.tabWanted
    // A name no tab could have changes nothing: the page shows its first tab, as React will.
    expect(serve('/services?tab=%22%5D', '/services').tabWanted).toBeUndefined()
    expect(serve('/contact?subject=Events', '/contact').stale).toBe('')
  })

  it('sends a signed-out visitor of a guarded page on to /login, painting nothing of it', () => {
    // (jsdom does not follow the navigation; the browser loads /login#from=… in its place.)
    const marks = serve('/booking?service=gel-manicure', '/booking', true)
    expect(marks.leaving).toBe('')
  })

  it('gives the login page the address it was sent from as `from`, then drops the hash', () => {
    const marks = serve('/login#from=%2Fbooking%3Fservice%3Dgel-manicure', '/login')
    expect(location.pathname + location.search + location.hash).toBe('/login')
    expect(history.state).toMatchObject({ usr: { from: '/booking?service=gel-manicure' } })
    expect(marks.stale).toBeUndefined()
    // Only an address of this site is kept: the login page then leads home.
    serve('/login#from=%2F%2Fevil.example', '/login')
    expect(history.state).toEqual({ key: 'default' })
    serve('/login#from=%E0', '/login')
    expect(history.state).toEqual({ key: 'default' })
  })

  it("hydrates a signed-in client's guarded page as served, whatever its query", () => {
    localStorage.setItem('user', '{"id":"u1"}')
    const marks = serve('/booking?service=gel-manicure', '/booking', true)
    expect(location.pathname).toBe('/booking')
    expect(marks.leaving).toBeUndefined()
    expect(marks.stale).toBeUndefined()
  })
})

describe('the inline scripts as built', () => {
  it('compile to a script that imports nothing and runs its function', async () => {
    const code = await compileInlineScript({
      file: 'src/lib/inline/served-page.ts',
      run: 'markServedPage',
    })
    expect(code).not.toMatch(/\bimport\b|\bexport\b/)
    history.replaceState(null, '', '/contact?subject=Events')
    document.documentElement.dataset.prerendered = '/contact'
    new Function(code)()
    expect(document.documentElement.dataset.stale).toBe('')
  })
})
