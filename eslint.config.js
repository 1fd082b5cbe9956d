import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import i18next from 'eslint-plugin-i18next'
import tseslint from 'typescript-eslint'

// The import rules (docs/architecture.md): each folder of src/ may only reach the rooms named here.
// Patterns are gitignore-style, so '**/mocks' catches both '@/mocks' and '../mocks'.
const anywhere = (name) => [`**/${name}`, `**/${name}/**`]
const rule = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([message, ...group]) =>
        group[0] instanceof RegExp ? { regex: group[0].source, message } : { group, message },
      ),
    },
  ],
})
const noMocks = [
  'No page imports the mock back-end: it runs in the service worker (decision 0014).',
  ...anywhere('mocks'),
]
const noApp = ['src/app composes the others; nothing imports it.', ...anywhere('app')]
const noFeatures = [
  'Features are pages; shared code must not depend on them.',
  ...anywhere('features'),
]
const noComponents = ['This folder may not use UI components.', ...anywhere('components')]
const noTheme = ['This folder may not use the theme.', ...anywhere('theme')]
const noApi = ['This folder may not call the API.', ...anywhere('api')]

const zones = [
  {
    files: ['src/lib/**'],
    rules: rule(['src/lib is pure: it imports only itself.', '@/*', '!@/lib', '!@/lib/**']),
  },
  {
    files: ['src/theme/**'],
    rules: rule(['src/theme imports only src/lib.', '@/*', '!@/lib', '!@/lib/**']),
  },
  { files: ['src/api/**'], rules: rule(noMocks, noApp, noFeatures, noComponents, noTheme) },
  {
    files: ['src/mocks/**'],
    rules: rule(
      noApp,
      noFeatures,
      noComponents,
      noTheme,
      [
        'The mock back-end imports only src/api/schemas and src/lib.',
        /^(@\/|(\.\.\/)+)api(?!\/schemas)/,
      ],
      [
        'The mock back-end never imports the card form: the card rules are in src/lib/payments.',
        /^(@\/|(\.\.\/)+)payments(\/|$)/,
      ],
    ),
  },
  // The card form and the parts that show her cards: the pages' side of the provider's seam.
  { files: ['src/payments/**'], rules: rule(noMocks, noApp, noFeatures) },
  { files: ['src/components/**'], rules: rule(noMocks, noApp, noFeatures, noApi) },
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: rule(noMocks, noApp, [
      'Import another feature only through its index: @/features/<name>.',
      '@/features/*/**',
      '../*',
    ]),
  },
  {
    files: ['src/features/*/*/**'],
    rules: rule(noMocks, noApp, [
      'Import another feature only through its index: @/features/<name>.',
      '@/features/*/**',
      '../../*',
    ]),
  },
  { files: ['src/app/**', 'src/main.tsx'], rules: rule(noMocks) },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-real-api', 'coverage', 'public', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...zones,
  // Every word a visitor reads is in the catalogs (docs/languages.md): no text written into the
  // markup of the pages, their parts or the shell, nor into the attributes people hear or read.
  {
    files: ['src/features/**/*.tsx', 'src/components/**/*.tsx', 'src/app/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          // Punctuation and separators, the logo's letter, and names that stay as they are.
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~·“”−\\s]+',
              'D',
              'Diva',
              'Nail Spa',
              'Diva Rewards',
              'Chantilly, Virginia',
            ],
          },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|label)$/] > Literal[value=/[A-Za-z]/]',
          message: 'A text people hear or read comes from the catalogs: t(…).',
        },
      ],
    },
  },
  // One way to wait in vitest: Testing Library's waitFor, with the timeout set up for every test
  // (tests/support/setup-unit.ts), not vi.waitFor's shorter default.
  {
    files: ['tests/integration/**', 'tests/unit/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Use Testing Library's waitFor." },
      ],
    },
  },
  // Playwright's fixtures call `use`, which is not React's.
  {
    files: ['tests/e2e/**', 'tests/screenshots/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
)
