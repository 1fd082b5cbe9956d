import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chakraSystemStepsPlugin, virtualId } from '../../scripts/chakra-system-steps-plugin'

const styledSystem = `${process.cwd()}/node_modules/@chakra-ui/react/dist/esm/styled-system`
const systemFile = `${styledSystem}/system.js`
const dictionaryFile = `${styledSystem}/token-dictionary.js`

type Hook<A extends unknown[], R> = (this: { error: (message: string) => never }, ...args: A) => R

/** The plugin as the bundler drives it, for a browser build or another (`build: false`). */
function plugin({ build }: { build: boolean }) {
  const instance = chakraSystemStepsPlugin()
  const context = {
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  const configResolved = instance.configResolved as (config: object) => void
  configResolved({ command: build ? 'build' : 'serve', build: { ssr: false } })
  return {
    transform: (code: string, id: string) =>
      (instance.transform as Hook<[string, string], { code: string } | null>).call(
        context,
        code,
        id,
      ),
    resolveId: (id: string) =>
      (instance.resolveId as Hook<[string], string | null>).call(context, id),
    load: (id: string) => (instance.load as Hook<[string], string | null>).call(context, id),
  }
}

describe("the browser build creates Chakra's system in steps", () => {
  it('turns the installed createSystem and its token dictionary into generators that pause', () => {
    const { transform } = plugin({ build: true })
    const system = transform(readFileSync(systemFile, 'utf8'), systemFile)?.code ?? ''
    const dictionary = transform(readFileSync(dictionaryFile, 'utf8'), dictionaryFile)?.code ?? ''
    expect(system).toContain('function* createSystemSteps(...configs) {')
    expect(system).toContain('yield* createTokenDictionarySteps({')
    expect(system).toContain('export { createSystem, createSystemSteps, isValidSystem };')
    expect(dictionary).toContain('function* createTokenDictionarySteps(options) {')
    expect(dictionary.match(/^ {2}yield;$/gm)).toHaveLength(4)
  })

  it('serves the generator from the rewritten module in the browser build', () => {
    expect(plugin({ build: true }).resolveId(virtualId)).toBe(systemFile)
  })

  it('elsewhere (development, tests, the prerenderer) serves createSystem as a single step', () => {
    const { resolveId, load, transform } = plugin({ build: false })
    const id = resolveId(virtualId) ?? ''
    expect(load(id)).toContain('return createSystem(...configs)')
    expect(transform(readFileSync(systemFile, 'utf8'), systemFile)).toBeNull()
  })

  it('fails the build, naming itself, if a Chakra upgrade changes that code', () => {
    expect(() =>
      plugin({ build: true }).transform('function createSystem() {}', systemFile),
    ).toThrow(/scripts\/chakra-system-steps-plugin\.ts/)
  })

  it('leaves every other module alone', () => {
    expect(plugin({ build: true }).transform('function createSystem() {}', '/src/x.ts')).toBeNull()
  })
})
