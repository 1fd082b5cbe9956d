/** An element's content as drawn, with the style rules it uses: enough to draw it again. */
export interface DrawnCopy {
  html: string
  css: string
}

// The classes the style engine (emotion, under Chakra) generates; the rules for everything else
// (the page's global styles) are in every page already.
const generatedClass = /\.(css-[\w-]+)/g

/** Whether `rule`, or a rule inside it (@media, @supports), styles one of `classes`. */
function styles(rule: CSSRule, classes: Set<string>): boolean {
  // A style rule first: it has cssRules too (for nested rules).
  if ('selectorText' in rule) {
    const selector = (rule as CSSStyleRule).selectorText
    return [...selector.matchAll(generatedClass)].some((match) => classes.has(match[1] ?? ''))
  }
  if (!('cssRules' in rule)) return false
  return [...(rule as CSSGroupingRule).cssRules].some((inner) => styles(inner, classes))
}

/**
 * What `element` shows inside it, and the rules of the document's style sheets that style its
 * elements' generated classes, as text.
 */
export function drawnCopyOf(element: Element): DrawnCopy {
  const classes = new Set<string>()
  for (const drawn of element.querySelectorAll('[class]'))
    for (const name of drawn.classList) classes.add(name)
  const css: string[] = []
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      continue // another origin's sheet cannot be read, and styles nothing of ours
    }
    for (const rule of rules) if (styles(rule, classes)) css.push(rule.cssText)
  }
  return { html: element.innerHTML, css: css.join('\n') }
}
