import { readItem, writeItem } from '../storage'
import { isLanguage, preferredLanguage, type Language } from './languages'

// A visitor's language is her address's; these remember what she chose, and whether she was
// offered the language her browser prefers, so that offer is made once.

// Written by the head's script when a language link is pressed (src/lib/inline/served-page.ts).
const CHOSEN_KEY = 'language'
const OFFERED_KEY = 'language-offered'

/** The language she last chose on the language menu, if any. */
function chosenLanguage(): Language | undefined {
  const value = readItem(CHOSEN_KEY)
  return isLanguage(value) ? value : undefined
}

/**
 * The language to offer on a page in `pageLanguage`: the one she chose before, else the first her
 * browser prefers that the site speaks, unless she is on it or was offered it already.
 */
export function languageToOffer(
  pageLanguage: Language,
  browserLanguages: readonly string[],
): Language | undefined {
  const wanted = chosenLanguage() ?? preferredLanguage(browserLanguages)
  if (!wanted || wanted === pageLanguage || readItem(OFFERED_KEY) === wanted) return undefined
  return wanted
}

/** She answered the offer of `language` (took it or dismissed it): it is not made again. */
export const markLanguageOffered = (language: Language) => writeItem(OFFERED_KEY, language)
