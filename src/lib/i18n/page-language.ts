import type { Language } from './languages'

// The page's language, one per page load (another language is another address): what the
// formatting helpers write in unless told otherwise. English until the app sets it.
let current: Language = 'en'

export const pageLanguage = (): Language => current
export const setLanguageOfPage = (language: Language) => {
  current = language
}
