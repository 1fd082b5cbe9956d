import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { servedDocument } from './built'
import { expect, test } from './fixtures'
import { guardedPages, publicPages } from '@/app/pages'
import { pathInLanguage } from '@/lib/i18n/languages'
import { salon } from '@/lib/salon'

// Every prerendered page in Spanish, Vietnamese and Korean, read as a crawler reads it (no
// browser): its text, title, meta, alt and aria-labels hold no English word but the names the
// salon keeps as they are. Viewport-free: the desktop project runs it.

/** Each message's English, page and back-end alike: the words the site writes in English. */
const englishWords = new Set<string>()
/** The words each language's own translations use ('gel', 'spa' are Spanish words too). */
const ownWords: Record<string, Set<string>> = { es: new Set(), vi: new Set(), ko: new Set() }
const wordsOf = (text: string) =>
  (text.match(/[A-Za-zÀ-ỹ]+/g) ?? []).map((word) => word.toLowerCase())
for (const dir of ['src/lib/i18n/messages', 'src/mocks/messages'])
  for (const [language, own] of Object.entries(ownWords))
    for (const file of readdirSync(join(dir, language))) {
      const messages = JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Record<
        string,
        string
      >
      for (const [english, translation] of Object.entries(messages)) {
        // Placeholders and ICU's keywords are no words of either language.
        const plain = (text: string) =>
          text.replace(/\{[^{}]*\}|\b(plural|select|one|other)\b/g, ' ')
        for (const word of wordsOf(plain(english))) if (word.length > 2) englishWords.add(word)
        for (const word of wordsOf(plain(translation))) own.add(word)
      }
    }

const addresses = [...publicPages, ...guardedPages].map(({ path }) => path)

/**
 * The names and codes in the API's answers the English pages were rendered with (stylists,
 * reviewers, promotion codes): the salon's own, the same in every language.
 */
function namesServed(): string[] {
  const found: string[] = []
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item))
    else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, name)
    else if (typeof value === 'string' && (key === 'name' || key === 'code')) found.push(value)
  }
  for (const path of addresses)
    walk(
      JSON.parse(servedDocument(path).getElementById('prerendered-queries')?.textContent ?? '{}'),
    )
  return found
}

/**
 * Names that stay as they are in every language, each with why: the salon, its address and
 * networks, its stylists, reviewers and offers' codes (as served), its programme, and the zone
 * of its times.
 */
const names = new Set(
  wordsOf(
    [
      salon.name,
      Object.values(salon.address).join(' '),
      salon.email,
      salon.social.map((s) => s.network).join(' '),
      ...namesServed(),
      'Diva Rewards', // the programme's name
      'ET', // Eastern Time, after every time the salon states
    ].join(' '),
  ),
)

/** What a reader meets on a page: its text, title, descriptions, alt texts and labels. */
function readable(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement
  // Hidden parts, and parts marked as another language (a review quoted as its client wrote it).
  for (const skipped of body.querySelectorAll(
    `script, style, noscript, template, [lang]:not([lang="${document.documentElement.lang}"])`,
  ))
    skipped.remove()
  const attributes = [
    ...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]'),
  ].flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  )
  const meta = [
    ...document.head.querySelectorAll('meta[name="description"], meta[property^="og:"]'),
  ]
    .filter(
      (element) => !/^og:(url|image|type|locale)/.test(element.getAttribute('property') ?? ''),
    )
    .map((element) => element.getAttribute('content') ?? '')
  return [document.title, ...meta, ...attributes, body.textContent ?? ''].join(' ')
}

for (const language of ['es', 'vi', 'ko'] as const)
  test(`every prerendered page in ${language} speaks ${language}: no English but names`, () => {
    const leaks = addresses.flatMap((path) => {
      const address = pathInLanguage(path, language)
      const words = wordsOf(readable(servedDocument(address))).filter(
        (word) => englishWords.has(word) && !ownWords[language]!.has(word) && !names.has(word),
      )
      return [...new Set(words)].map((word) => `${address}: ${word}`)
    })
    expect(leaks).toEqual([])
  })
