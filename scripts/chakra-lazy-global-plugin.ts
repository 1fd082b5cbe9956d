import type { Plugin } from 'vite'

// Chakra's createSystem builds the site's global CSS (reset, global rules and every token's
// variable) as it creates the system, about half of the work. A prerendered page already carries
// that CSS, so the browser needs it only where no page was prerendered (a real-API build whose
// API did not answer at build time). This plugin makes that one property lazy in the browser
// build: built on first read. See siteSystem() in src/theme/system.ts for the reader that skips
// it. (The development server pre-bundles Chakra and the prerenderer loads it from Node, both
// unchanged: there the property is built as before.) The build fails if Chakra's code changes
// shape or the module moves, rather than silently doing the work again.
const systemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const lazy =
  'let _globalCss; const buildGlobalCss = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);'
const property = /^(\s*)_global,$/m

export function chakraLazyGlobalPlugin(): Plugin {
  let rewritten = false
  return {
    name: 'salon-chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      if (!systemModule.test(id)) return null
      rewritten = true
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
    buildEnd(error) {
      // Only the browser's build bundles Chakra; the prerenderer's leaves it to Node.
      if (!error && this.environment.config.consumer === 'client' && !rewritten)
        this.error(
          "Chakra's styled-system/system.js was not in the build; update or remove scripts/chakra-lazy-global-plugin.ts",
        )
    },
  }
}
