// The English a Spanish, Vietnamese or Korean page may show, each with why. The leak checks
// (tests/unit/untranslated.test.ts, and the check of the prerendered pages) read this one list.

/** Names that stay as they are in every language (docs/translation.md). */
export const names = [
  // The salon, its programme and its places: a name, not a word.
  'Diva Nail Spa',
  'Diva Rewards',
  'Chantilly',
  'Centreville',
  'Fairfax',
  'Virginia',
  'VA',
  // The salon's clock, as every time is written ("2:30 p.m. ET").
  'ET',
  // The stylists.
  'Mia Tran',
  'Sofia Alvarez',
  'Grace Kim',
  'Olivia Bennett',
  // Promo codes, typed as they are printed.
  'FIRSTDIVA',
  'MONTHLY20',
  'TUESDIVA',
  'SUMMER23',
  'DIVAFRIEND',
  'BDAYDIVA',
  // Brands and technical names.
  'OPI',
  'Google',
  'JSON',
  'Idempotency-Key',
] as const

/**
 * Words a language writes as English does, by language: the translation is rightly identical.
 * Each with why.
 */
export const sameWords: Record<'es' | 'vi' | 'ko', Record<string, string>> = {
  es: {
    Error: 'the Spanish word is spelled the same',
    Total: 'the Spanish word is spelled the same',
    'Total: {total}': 'the Spanish word is spelled the same',
    Gel: 'Spanish salons say gel',
    Premium: 'a tier’s name, said in English in Spanish salons too',
  },
  vi: {
    Email: 'Vietnamese writes email',
    Menu: 'Vietnamese writes menu',
  },
  ko: {},
}

/** `text` without its simple placeholders and the names above: what is left must be translated. */
export function wordsOf(text: string): string {
  let left = text.replace(/\{\w+\}/g, ' ')
  for (const name of [...names].sort((a, b) => b.length - a.length))
    left = left.split(name).join(' ')
  return left
}
