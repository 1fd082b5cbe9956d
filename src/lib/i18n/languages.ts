/**
 * The site's languages. English is at the site's own addresses; each other language has the same
 * pages under its prefix (/es/services).
 */
export const languages = ['en', 'es', 'vi', 'ko'] as const
export type Language = (typeof languages)[number]

/** Each language's name written in itself, for the language menu. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  vi: 'Tiếng Việt',
  ko: '한국어',
}

/** The locale dates, times and prices are written in (the salon is in the United States). */
export const intlLocales: Record<Language, string> = {
  en: 'en-US',
  es: 'es-US',
  vi: 'vi-VN',
  ko: 'ko-KR',
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value)

/** The language a path is in: its first segment when that names a language, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]
  return isLanguage(first) && first !== 'en' ? first : 'en'
}

/** The prefix of a language's pages: '' for English, '/es' for Spanish. */
export const basenameOf = (language: Language): string => (language === 'en' ? '' : `/${language}`)

/** A path without its language prefix: '/es/services' → '/services', '/es' → '/'. */
function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname)
  if (language === 'en') return pathname
  const rest = pathname.slice(basenameOf(language).length)
  return rest === '' ? '/' : rest
}

/** The same page in `language`: '/es/services' → '/vi/services', '/services' → '/es/services'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const path = pathWithoutLanguage(pathname)
  const prefix = basenameOf(language)
  return prefix && path === '/' ? prefix : `${prefix}${path}`
}

/**
 * The first of the browser's preferred languages the site speaks, English aside (for the offer
 * to switch); undefined when English comes first or none is spoken here.
 */
export function preferredLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split('-')[0]
    if (base === 'en') return undefined
    if (isLanguage(base)) return base
  }
  return undefined
}

/** The language an Accept-Language header asks for first, among the site's; else English. */
export function languageOfHeader(header: string | null | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map(({ base }) => base).find(isLanguage) ?? 'en'
}
