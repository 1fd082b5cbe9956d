import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

// Creating the site's Chakra system is one function call of some 40 ms on a fast machine, 160 ms
// on a phone: the longest task of every page's start. This plugin lets the browser create it in
// steps, each a task of its own (see siteSystemSteps() in src/theme/system.ts): in the browser
// build it turns Chakra's createSystem and the token dictionary it builds into generators that
// pause between their phases, and serves the generator as `virtual:chakra-system-steps`.
// createSystem itself stays as it was, running the same steps without a pause. The development
// server pre-bundles Chakra, and the prerenderer and the tests load it from Node: there the
// virtual module runs createSystem in a single step. The build fails if Chakra's code changes
// shape, rather than silently creating the system in one piece again.

export const virtualId = 'virtual:chakra-system-steps'
const inOneStep = '\0virtual:chakra-system-steps'

const styledSystem = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '../esm/styled-system',
)
const systemFile = join(styledSystem, 'system.js')
const dictionaryFile = join(styledSystem, 'token-dictionary.js')

/** Each [from, to]: `from` must occur exactly once in the module; [text] must, unchanged. */
type Edits = ([string, string] | [string])[]

/** `name`, running the generator `steps` to its end without pausing: the function as it was. */
const withoutPauses = (
  name: string,
  steps: string,
  params: string,
) => `function ${name}(${params}) {
  const steps = ${steps}(${params});
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}`

const systemEdits: Edits = [
  [
    "import { createTokenDictionary } from './token-dictionary.js';",
    "import { createTokenDictionarySteps } from './token-dictionary.js';",
  ],
  ['function createSystem(...configs) {', 'function* createSystemSteps(...configs) {'],
  [
    '  const config = mergeConfigs(...configs);\n',
    '  const config = mergeConfigs(...configs);\n  yield;\n',
  ],
  [
    '  const tokens = createTokenDictionary({',
    '  const tokens = yield* createTokenDictionarySteps({',
  ],
  [
    '  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);\n',
    '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);\n',
  ],
  ['  assignComposition();\n', '  yield;\n  assignComposition();\n'],
  [
    'export { createSystem, isValidSystem };',
    `${withoutPauses('createSystem', 'createSystemSteps', '...configs')}
export { createSystem, createSystemSteps, isValidSystem };`,
  ],
]

const dictionaryEdits: Edits = [
  ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
  [
    `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`,
    // build()'s phases, with a pause between them: build() itself is left in place, unused.
    `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  applyTransforms("pre");
  yield;
  addConditionalTokens();
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;`,
  ],
  [
    // The phases above must be build()'s, in its order.
    `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`,
  ],
  [
    'export { createTokenDictionary, tokenCategories };',
    `${withoutPauses('createTokenDictionary', 'createTokenDictionarySteps', 'options')}
export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };`,
  ],
]

export function chakraSystemStepsPlugin(): Plugin {
  let inSteps = false
  const rewritten = new Set<string>()
  return {
    name: 'salon-chakra-system-steps',
    configResolved(config) {
      inSteps = config.command === 'build' && !config.build.ssr
    },
    resolveId(id) {
      if (id !== virtualId) return null
      return inSteps ? systemFile : inOneStep
    },
    load(id) {
      if (id !== inOneStep) return null
      return `import { createSystem } from '@chakra-ui/react'
export function* createSystemSteps(...configs) {
  return createSystem(...configs)
}`
    },
    transform(code, id) {
      if (!inSteps) return null
      const edits = id === systemFile ? systemEdits : id === dictionaryFile ? dictionaryEdits : null
      if (!edits) return null
      rewritten.add(id)
      let result = code
      for (const [from, to = from] of edits) {
        if (result.split(from).length !== 2)
          this.error(
            `${id} no longer reads as scripts/chakra-system-steps-plugin.ts expects (${JSON.stringify(from.slice(0, 60))}); update or remove the plugin`,
          )
        result = result.replace(from, () => to)
      }
      return { code: result, map: null }
    },
    buildEnd(error) {
      if (!error && inSteps && rewritten.size !== 2)
        this.error(
          "Chakra's system.js and token-dictionary.js were not both in the build; update or remove scripts/chakra-system-steps-plugin.ts",
        )
    },
  }
}
