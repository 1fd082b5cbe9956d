import { apiBaseUrlOf } from '../../src/lib/env-schema.ts'
import { languageOfPath, languages } from '../../src/lib/i18n/languages.ts'

// What the site's worker (sw.js) knows of the site, each from its one source; assemble.mjs writes
// it into the worker in place of self.__SITE__.

/** The start of the name of every cache the site's worker keeps; the build's version follows. */
export const CACHE_PREFIX = 'diva-nail-spa-'

export interface WorkerConstants {
  /** The API's base, as the client calls it (src/lib/env.ts): '/api' or an absolute URL. */
  apiBase: string
  /** The site's languages (src/lib/i18n/languages.ts); each but the default has its prefix. */
  languages: readonly string[]
  /** The language of the site's own, unprefixed addresses. */
  defaultLanguage: string
  cachePrefix: string
}

/** The worker's constants for a build whose variables are `env` (Vite's loadEnv). */
export function workerConstants(env: { VITE_API_BASE_URL?: string }): WorkerConstants {
  return {
    apiBase: apiBaseUrlOf(env.VITE_API_BASE_URL),
    languages,
    defaultLanguage: languageOfPath('/'),
    cachePrefix: CACHE_PREFIX,
  }
}
