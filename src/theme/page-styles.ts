import createCache, { type EmotionCache } from '@emotion/cache'

// A prerendered page carries the CSS its elements need, in style tags marked with the emotion
// ids they hold (see scripts/prerender/render-page.tsx): `data-prerendered-css="css id id …"`.
// They are not emotion's own `data-emotion` tags on purpose: emotion moves those into its style
// sheet when the app starts, and a moved style tag makes the browser restyle the whole page.
export const prerenderedStyleMark = 'data-prerendered-css'

const prerenderedStyleTags = (): HTMLStyleElement[] =>
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLStyleElement>(`style[${prerenderedStyleMark}]`)]

/** Whether the page already carries its CSS, the global rules and tokens included. */
export const pageCarriesStyles = (): boolean => prerenderedStyleTags().length > 0

/**
 * An emotion cache that knows the page's prerendered styles are in place, so adopting the page
 * inserts nothing again and moves nothing; styles first drawn later go into a sheet of their own
 * after them. None where the page carries no styles (development, tests, a page the build could
 * not prerender).
 */
export function prerenderedStyleCache(): EmotionCache | undefined {
  const tags = prerenderedStyleTags()
  if (tags.length === 0) return undefined
  const cache = createCache({ key: 'css' })
  for (const tag of tags) {
    const [key, ...ids] = (tag.getAttribute(prerenderedStyleMark) ?? '').split(' ')
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true
  }
  return cache
}
