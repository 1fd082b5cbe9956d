import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chakraLazyGlobalPlugin } from '../../scripts/chakra-lazy-global-plugin'

const id = `${process.cwd()}/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js`

/** The plugin's transform as the bundler calls it, with the bundler's `this.error`. */
function transform(code: string, file = id) {
  const plugin = chakraLazyGlobalPlugin()
  const hook = plugin.transform as (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string } | null
  const context = {
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  return hook.call(context, code, file)
}

describe("the build makes Chakra's global CSS lazy", () => {
  it('rewrites the installed Chakra so _global is built when read, not when the system is', () => {
    const result = transform(readFileSync(id, 'utf8'))
    expect(result?.code).toContain('get _global() { return buildGlobalCss() },')
    expect(result?.code).not.toContain('const _global = [')
  })

  it('fails the build, naming itself, if a Chakra upgrade changes that code', () => {
    expect(() => transform('export function createSystem() {}')).toThrow(
      /scripts\/chakra-lazy-global-plugin\.ts/,
    )
  })

  it('leaves every other module alone', () => {
    expect(transform('const _global = 1', '/src/theme/system.ts')).toBeNull()
  })
})
