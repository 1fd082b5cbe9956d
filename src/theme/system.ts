import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  accordionSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

// Chakra's default colour palettes the site does not use: each would add some hundred CSS
// variables to every page and to the work of starting the app.
const unusedPalettes = ['orange', 'yellow', 'teal', 'blue', 'cyan', 'purple', 'pink']
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.includes(name))) as T

// The site has one colour scheme: Chakra's semantic tokens keep only their light value, so no
// dark-mode variables are built when the app starts or shipped in every page's CSS.
function lightOnly<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return tree
  const entries = Object.entries(tree).map(([key, node]): [string, unknown] => {
    const value: unknown = (node as { value?: unknown } | null)?.value
    if (typeof value === 'object' && value !== null && '_light' in value)
      return [key, { ...node, value: value._light }]
    return [key, lightOnly(node)]
  })
  return Object.fromEntries(entries) as T
}

// Chakra's global styles declare 25 custom properties on every element (`*`): the defaults of
// its `filter="auto"`, `backdropFilter="auto"` and `ring` styles, which this site does not use.
// Each element then holds a copy of its own to compute whenever it is styled, a large share of every
// style recalculation. Those are left out (a component that needs one of those styles must bring
// its defaults back); the three that Chakra's base styles read are declared once on the root,
// where every element inherits them.
const { '*': everyElement, html, ...otherGlobalCss } = globalCss
const chakraGlobalCss = {
  '*': { fontFeatureSettings: everyElement?.fontFeatureSettings },
  html: {
    ...html,
    '--global-font-mono': everyElement?.['--global-font-mono'],
    '--global-font-body': everyElement?.['--global-font-body'],
    '--global-color-border': everyElement?.['--global-color-border'],
  },
  ...otherGlobalCss,
}

// Chakra's default theme, but only the recipes of the components this site uses: the others
// would ship to every visitor for nothing. A component added later needs its recipe here.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

// Gold accent on warm neutrals. Text-bearing shades were picked for WCAG AA:
// gold.700 on cream/white ≥ 4.8:1; ink.900 on gold.400 ≥ 8:1.
const config = defineConfig({
  globalCss: {
    html: {
      scrollPaddingTop: '7rem',
      // Below md the Book Now bar (src/app/layout/BookNowBar.tsx, 4.5rem tall) covers the
      // screen's foot: a control focused or scrolled to stops above it.
      scrollPaddingBottom: { base: 'calc(5rem + env(safe-area-inset-bottom))', md: '0' },
      WebkitTapHighlightColor: 'transparent',
    },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.6' },
    '::selection': { bg: 'gold.200', color: 'ink.900' },
    // Honour prefers-reduced-motion everywhere: transitions and animations become instant.
    // Animations take 0s (they still fire their events), which Ark's popovers, menus and
    // dialogs read as "nothing to wait for" and close at once. Transitions keep a sliver of
    // time, since a 0s transition fires no transitionend.
    '*, *::before, *::after, *::backdrop': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: {
        gold: {
          50: { value: '#FBF6EA' },
          100: { value: '#F5E9CC' },
          200: { value: '#EBD49A' },
          300: { value: '#E0BF6C' },
          400: { value: '#D4A843' },
          500: { value: '#C39433' },
          600: { value: '#A27A26' },
          700: { value: '#7D5E1C' },
          800: { value: '#5E4616' },
          900: { value: '#3F2F0F' },
          950: { value: '#2A1F0A' },
        },
        ink: {
          50: { value: '#F7F5F2' },
          100: { value: '#ECE8E2' },
          200: { value: '#D9D2C8' },
          300: { value: '#B9AFA2' },
          400: { value: '#948979' },
          500: { value: '#6E6457' },
          600: { value: '#564D42' },
          700: { value: '#3F3830' },
          800: { value: '#2A2520' },
          900: { value: '#1C1815' },
          950: { value: '#110E0C' },
        },
        cream: {
          50: { value: '#FFFDF9' },
          100: { value: '#FBF7F0' },
          200: { value: '#F4ECDF' },
        },
      },
      fonts: {
        // Korean text has no webfont (a Hangul one is megabytes): the system's own, by name where
        // the generic families may not pick one.
        heading: {
          value:
            "'Playfair Display', Georgia, 'Times New Roman', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Serif KR', serif",
        },
        body: {
          value:
            "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.cream.50}' },
          subtle: { value: '{colors.cream.100}' },
          muted: { value: '{colors.cream.200}' },
          inverted: { value: '{colors.ink.900}' },
        },
        fg: {
          DEFAULT: { value: '{colors.ink.900}' },
          muted: { value: '{colors.ink.600}' },
          subtle: { value: '{colors.ink.500}' },
          inverted: { value: '{colors.cream.50}' },
          // Error and success text stay readable (AA) on cream and white.
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
        },
        border: { DEFAULT: { value: '{colors.ink.100}' } },
        gold: {
          solid: { value: '{colors.gold.400}' },
          contrast: { value: '{colors.ink.900}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.200}' },
          subtle: { value: '{colors.gold.100}' },
          emphasized: { value: '{colors.gold.300}' },
          focusRing: { value: '{colors.gold.600}' },
        },
        ink: {
          solid: { value: '{colors.ink.900}' },
          contrast: { value: '{colors.cream.50}' },
          fg: { value: '{colors.ink.900}' },
          muted: { value: '{colors.ink.200}' },
          subtle: { value: '{colors.ink.100}' },
          emphasized: { value: '{colors.ink.300}' },
          focusRing: { value: '{colors.ink.700}' },
        },
      },
    },
  },
})

let system: SystemContext | undefined

/**
 * The site's Chakra system: Chakra's defaults, the recipes the site uses and its own tokens.
 * Created on first use (the app's first render), not as the module is evaluated, so that work is
 * not added to the task that evaluates the app's code.
 */
export const siteSystem = (): SystemContext =>
  (system ??= createSystem(defaultBaseConfig, chakraTheme, config))
