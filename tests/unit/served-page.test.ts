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
  for (const name of ['prerendered', 'guarded', 'stale', 'tabWanted'])
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

  it('sends a signed-out visitor of a guarded page to /login, remembering where they were going', () => {
    const marks = serve('/booking?service=gel-manicure', '/login', true)
    expect(location.pathname).toBe('/login')
    expect(history.state).toMatchObject({ usr: { from: '/booking?service=gel-manicure' } })
    // The login page served is the page at /login now: hydrated as it is.
    expect(marks.stale).toBeUndefined()
  })

  it("leaves a signed-in client's guarded page to React, hiding the login page's main part", () => {
    localStorage.setItem('user', '{"id":"u1"}')
    const marks = serve('/my-appointments', '/login', true)
    expect(location.pathname).toBe('/my-appointments')
    expect(marks.stale).toBe('')
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
