import type { Messages } from '@lingui/core'

// One catalog per language and area of the site (src/lib/i18n/messages/<language>/<area>.json),
// ICU messages keyed by their English text. English lists only the messages that need compiling
// (values, plurals): any other English message is its own key. Compiled by @lingui/vite-plugin.

/** The areas, one file each per language: a page's words are found by where its code lives. */
export const messageAreas = [
  'shell',
  'home',
  'services',
  'gallery',
  'promotions',
  'contact',
  'about',
  'auth',
  'booking',
  'appointments',
  'profile',
  'payments',
  'api',
  'formats',
] as const
export type MessageArea = (typeof messageAreas)[number]

/** Merges the compiled catalogs of a language's areas into one. */
export const mergeCatalogs = (areas: Record<string, Messages>): Messages =>
  Object.assign({}, ...Object.values(areas)) as Messages
