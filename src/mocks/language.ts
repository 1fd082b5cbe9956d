import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { VisitLine } from '@/api/schemas'
import { intlLocales, type Language } from '@/lib/i18n/languages'
import { formatLongDate } from '@/lib/salon-time'
import type backend from './messages/es/backend.json'
import type catalogue from './messages/es/catalogue.json'

// The back-end speaks the caller's language (Accept-Language) in its answers' messages, and an
// account's own in its mails. Its words are its own catalogs (src/mocks/messages), with the
// contract's validation messages the pages share (src/lib/i18n/messages/*/api.json); all four
// languages are in the back-end, which answers any of them.

type Keys<T> = keyof T & string
/** A message of the back-end, by its English text (the Spanish files list every one). */
export type BackendMessageId = Keys<typeof backend> | Keys<typeof catalogue>

/** A message and the values of its placeholders, to be written in a language later. */
export interface Text {
  id: string
  values?: Record<string, string | number | undefined>
}

const catalogs = import.meta.glob<Messages>(
  ['./messages/*/*.json', '../lib/i18n/messages/*/api.json'],
  { query: '?lingui', import: 'messages', eager: true },
)
const languageOfFile = (file: string) => file.split('/').at(-2) as Language

const speakers = new Map<Language, I18n>()
/** Lingui's instance for `language`, with every catalog of the back-end in it. */
function speaker(language: Language): I18n {
  let i18n = speakers.get(language)
  if (i18n) return i18n
  const messages: Messages = {}
  for (const [file, catalog] of Object.entries(catalogs))
    if (languageOfFile(file) === language) Object.assign(messages, catalog)
  i18n = setupI18n({
    locale: language,
    locales: [intlLocales[language]],
    messages: { [language]: messages },
    missing: (_locale, id) => id,
  })
  speakers.set(language, i18n)
  return i18n
}

/** `text` written in `language`; text no catalog knows stays as it is. */
export const write = (language: Language, text: string | Text): string =>
  typeof text === 'string' ? speaker(language)._(text) : speaker(language)._(text.id, text.values)

/** A message of the back-end with its values, written later in the reader's language. */
export const say = (id: BackendMessageId, values?: Text['values']): Text => ({ id, values })

const heldStart = '\uE000'
const heldEnd = '\uE001'
const held = new RegExp(`${heldStart}(\\d+)${heldEnd}`, 'g')

/**
 * `text` written in `language`, its text values kept exactly as given: a name or a message a
 * client wrote is never read as part of the message (Lingui would decode a "\u0041" in it).
 */
export function writeAsGiven(language: Language, text: Text): string {
  const kept: string[] = []
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${heldStart}${kept.push(value) - 1}${heldEnd}` : value,
    ]),
  )
  return write(language, { id: text.id, values }).replace(held, (_, i: string) => kept[Number(i)]!)
}

/** A visit's services as its reader names them: "Gel Manicure + Nail Art (Simple)". */
export const serviceNameIn = (
  visit: { serviceName: string; services: readonly VisitLine[] },
  language: Language,
) =>
  language === 'en'
    ? visit.serviceName
    : visit.services.map((line) => write(language, line.name)).join(' + ')

/** A visit's `{service}` and `{date}`, as a subject or a history line names it. */
export const serviceAndDate = (
  visit: { serviceName: string; services: readonly VisitLine[]; date: string },
  language: Language,
) => ({ service: serviceNameIn(visit, language), date: formatLongDate(visit.date, language) })

/** "Ana, Bea and Cleo", as `language` lists names. */
export const nameList = (names: readonly string[], language: Language) =>
  language !== 'en'
    ? new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(names)
    : names.length < 2
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

const catalogueFiles = import.meta.glob<Messages>('./messages/*/catalogue.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
})
const catalogueIn = new Map(
  Object.entries(catalogueFiles).map(([file, messages]) => [languageOfFile(file), messages]),
)

/** 'appointments[].services[].name' → ['appointments', '[]', 'services', '[]', 'name']. */
const stepsOf = (path: string) => path.split(/\.|(?=\[\])/).flatMap((step) => (step ? [step] : []))

/**
 * An answer with the salon's words in `language`: only the fields its endpoint's `words` name (a
 * service's title, a visit's service names), each when the catalogue knows it. Every other field,
 * and whatever a client typed (a note, a name), stays as it is.
 */
export function localized<T>(
  answer: T,
  words: readonly string[] | undefined,
  language: Language,
): T {
  const known = catalogueIn.get(language)
  if (language === 'en' || !known || !words?.length) return answer
  const at = (value: unknown, [step, ...rest]: string[]): unknown => {
    // A compiled message is a list of parts even without placeholders: Lingui writes it.
    if (step === undefined)
      return typeof value === 'string' && Object.hasOwn(known, value)
        ? write(language, value)
        : value
    if (step === '[]') return Array.isArray(value) ? value.map((item) => at(item, rest)) : value
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, step)) return value
    return { ...value, [step]: at((value as Record<string, unknown>)[step], rest) }
  }
  return words.reduce<unknown>((result, path) => at(result, stepsOf(path)), answer) as T
}
