import isPropValid from '@emotion/is-prop-valid'

// Imported a task before the theme (src/main.tsx), so that Chakra's styling engine (whose chunk
// holds emotion's code too) is evaluated in a task of its own and the site's theme in the next:
// the two in one task reached 112 ms on a phone.

// Props the layout's components pass on to the page's elements.
const commonProps = [
  'children',
  'className',
  'id',
  'role',
  'style',
  'href',
  'type',
  'value',
  'name',
  'title',
  'tabIndex',
  'hidden',
  'disabled',
  'onClick',
  'onKeyDown',
  'onFocus',
  'onBlur',
  'onChange',
  'onPointerDown',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'aria-expanded',
  'aria-controls',
  'aria-current',
  'data-part',
  'data-scope',
  'data-state',
  'src',
  'alt',
  'width',
  'height',
  'viewBox',
  'fill',
  'stroke',
  'd',
  'htmlFor',
  'autoComplete',
]

/**
 * Chakra's components pass every prop through emotion's `isPropValid` (one regular expression of
 * some 400 names, its answers kept per name). V8 compiles the expression at its first use and
 * makes it fast after a few: run here, a task before React draws, rather than in the first slice
 * of React's drawing, which it lengthened by 15 to 30 ms on a phone.
 */
export function warmUpPropTest(): void {
  for (const prop of commonProps) isPropValid(prop)
}
