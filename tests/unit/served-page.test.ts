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
  localStorage.clear()
})

describe('the page as served', () => {
  it('is hydrated as it is at its own address', () => {
    const marks = serve('/services', '/services')
    expect(marks.stale).toBeUndefined()
    expect(marks.tabWanted).toBeUndefined()
  })

  it('hides only the tabs for a linked tab, and the main part for any other query', () => {
    expect(serve('/services?tab=pedicures', '/services').tabWanted).toBe('')
    delete document.documentElement.dataset.tabWanted
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
