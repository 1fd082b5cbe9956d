import type { Plugin } from 'vite'

// Chakra's createSystem builds the site's global CSS (reset, global rules and every token's
// variable) as it creates the system, the largest part of the work. A prerendered page already
// carries that CSS, so the browser needs it only where no page was prerendered (development).
// This plugin makes that one property lazy: built on first read instead. See siteSystem() in
// src/theme/system.ts for the reader that skips it. The build fails if Chakra's code changes
// shape, rather than silently doing the work again.
const systemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const lazy =
  'let _globalCss; const buildGlobalCss = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);'
const property = /^(\s*)_global,$/m

export function chakraLazyGlobalPlugin(): Plugin {
  return {
    name: 'salon-chakra-lazy-global',
    transform(code, id) {
      if (!systemModule.test(id)) return null
      if (!code.includes(eager) || !property.test(code))
        this.error(
          `${id} no longer builds its global CSS as this plugin expects; update or remove scripts/chakra-lazy-global-plugin.ts`,
        )
      return {
        code: code
          .replace(eager, lazy)
          .replace(property, '$1get _global() { return buildGlobalCss() },'),
        map: null,
      }
    },
  }
}
