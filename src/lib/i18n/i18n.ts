import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { messages as english } from './messages/en'
import { messageAreas, type MessageArea } from './messages/catalogs'
import type { MessageId } from './messages/message-id'
import { intlLocales, type Language } from './languages'
import { pageLanguage, setLanguageOfPage } from './page-language'

export type { MessageId }
/** Values a message's placeholders take: {name}, {count, plural, …}. */
export type MessageValues = Record<string, string | number | undefined>

// A language's words load only on its pages; English's own text is each message's key.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: I18n['messages'] }>> = {
  es: () => import('./messages/es'),
  vi: () => import('./messages/vi'),
  ko: () => import('./messages/ko'),
}

/** Lingui's instance for `language`: a message with no translation reads as its English key. */
function instance(language: Language) {
  return setupI18n({
    locale: language,
    locales: [intlLocales[language]],
    messages: { [language]: language === 'en' ? english : {} },
    missing: (_locale, id) => id,
  })
}

// The page's words: one language per page load (another language is another address).
let page = instance('en')

export { pageLanguage }

/** Loads `language`'s words and makes it the page's language. */
export async function setPageLanguage(language: Language): Promise<void> {
  if (language === pageLanguage()) return
  const next = instance(language)
  if (language !== 'en') next.load(language, (await loaders[language]()).messages)
  page = next
  setLanguageOfPage(language)
}

// Every area's but the shell's and the contract's, which come with the app (./messages/en.ts).
const englishOfPages = import.meta.glob<Messages>(
  ['./messages/en/*.json', '!./messages/en/{shell,api}.json'],
  { query: '?lingui', import: 'messages' },
)
type PageArea = Exclude<MessageArea, 'shell' | 'api'>
/** The areas whose English comes with their pages' code rather than with the app. */
export const pageAreas = messageAreas.filter(
  (area): area is PageArea => area !== 'shell' && area !== 'api',
)

/**
 * The words of `areas` in the page's language, loaded with a page (its route's code). Another
 * language's chunk has every area; English loads the areas' messages with values.
 */
export async function loadWords(...areas: PageArea[]): Promise<void> {
  if (pageLanguage() !== 'en') return
  for (const messages of await Promise.all(
    areas.map((area) => englishOfPages[`./messages/en/${area}.json`]!()),
  ))
    page.load('en', messages)
}

/** A page's code with its words: what a route's `lazy` waits for before the page renders. */
export const withWords = <T>(code: Promise<T>, ...areas: PageArea[]): Promise<T> =>
  Promise.all([code, loadWords(...areas)]).then(([module]) => module)

/** A message of the site in the page's language, its placeholders filled in. */
export const t = (id: MessageId, values?: MessageValues): string => page._(id, values)

/**
 * A message that arrives as English text from elsewhere (a form's validation), in the page's
 * language; text no catalog knows stays as it is.
 */
export const translate = (message: string, values?: MessageValues): string =>
  page._(message, values)
