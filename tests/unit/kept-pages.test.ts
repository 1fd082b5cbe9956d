import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepPage } from '@/features/auth'

const copy = (text: string) => ({ html: `<p>${text}</p>`, css: '' })
/** A page's <main> showing `text`. */
function drawn(text: string): Element {
  const main = document.createElement('main')
  main.innerHTML = `<p>${text}</p>`
  return main
}
const kept = () => JSON.parse(localStorage.getItem('user-pages') ?? 'null')

describe("a client's pages kept on the device", () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it("keeps one copy per page for the same client and version, each page's latest", () => {
    keepPage('ana', 'v1', '/profile', drawn('first'))
    keepPage('ana', 'v1', '/my-appointments', drawn('list'))
    keepPage('ana', 'v1', '/profile', drawn('second'))
    expect(kept()).toEqual({
      owner: 'ana',
      build: 'v1',
      pages: { '/profile': copy('second'), '/my-appointments': copy('list') },
    })
  })

  it.each([
    ['another client', 'ben', 'v1'],
    ['another version of the site', 'ana', 'v2'],
  ])('starts afresh for %s', (_, owner, build) => {
    keepPage('ana', 'v1', '/profile', drawn('ana'))
    keepPage(owner, build, '/my-appointments', drawn('new'))
    expect(kept()).toEqual({ owner, build, pages: { '/my-appointments': copy('new') } })
  })

  it('reads no style sheet for a page drawn as it was kept', () => {
    keepPage('ana', 'v1', '/profile', drawn('same'))
    const sheets = vi.spyOn(document, 'styleSheets', 'get')
    keepPage('ana', 'v1', '/profile', drawn('same'))
    expect(sheets).not.toHaveBeenCalled()
    expect(kept().pages['/profile']).toEqual(copy('same'))
  })

  it('removes what it kept when the storage is full, so no older copy shows', () => {
    keepPage('ana', 'v1', '/profile', drawn('old'))
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    keepPage('ana', 'v1', '/profile', drawn('new'))
    expect(kept()).toBeNull()
  })
})
