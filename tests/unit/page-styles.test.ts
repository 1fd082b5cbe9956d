import { afterEach, describe, expect, it, vi } from 'vitest'

// What a prerendered page carries in its head (scripts/prerender/render-page.tsx writes it).
function servePrerenderedStyles() {
  document.head.innerHTML = `
    <style data-prerendered-css="css-global ab12">@layer reset, base, tokens, recipes;</style>
    <style data-prerendered-css="css x1 y2 kf3">.css-x1{color:red}</style>`
}

/** The theme as a fresh page loads it: the system is created once per page. */
const loadTheme = async () => {
  vi.resetModules()
  return import('@/theme')
}

afterEach(() => {
  document.head.innerHTML = ''
})

describe('a prerendered page keeps the styles it came with', () => {
  it('tells emotion which rules are in place already, so none is inserted or moved again', async () => {
    servePrerenderedStyles()
    const { prerenderedStyleCache } = await loadTheme()
    const cache = prerenderedStyleCache()
    expect(cache?.key).toBe('css')
    expect(cache?.inserted).toEqual({ x1: true, y2: true, kf3: true })
  })

  it('gives Chakra no global CSS to insert where the page carries it', async () => {
    servePrerenderedStyles()
    const { siteSystem } = await loadTheme()
    const system = siteSystem()
    expect(system._global).toEqual([])
    expect(system._config.disableLayers).toBe(true)
    // The rest of the system works as ever: tokens resolve, styles are built.
    expect(system.token('colors.gold.400')).toBe('#D4A843')
    expect(system.css({ color: 'gold.700' })).toEqual({ color: 'var(--chakra-colors-gold-700)' })
  })

  it('draws everything itself on a page that carries no styles (development, tests)', async () => {
    const { prerenderedStyleCache, siteSystem } = await loadTheme()
    expect(prerenderedStyleCache()).toBeUndefined()
    const global = JSON.stringify(siteSystem()._global)
    // The reset, the site's own global rules and the token variables, light mode only.
    expect(global).toContain('--chakra-colors-gold-400')
    expect(global).toContain('scrollPaddingTop')
    expect(global).not.toContain('.dark')
  })
})
