import type { Package, Promotion, Service } from '@/api'
import { t, type MessageId } from '@/lib/i18n/i18n'
import { formatServicePrice } from '@/lib/money'
import { sitePages } from '../pages'

export interface SearchEntry {
  to: string
  title: string
  kind: 'Page' | 'Service' | 'Package' | 'Offer'
  keywords: string
}

/** A page search offers, its name and words as the table has them (English, see pageEntries). */
export interface SearchablePage extends SearchEntry {
  title: MessageId
  kind: 'Page'
  keywords: MessageId
}

/** The site's pages that search offers (those with keywords in the table), always searchable. */
export const searchablePages: SearchablePage[] = sitePages.flatMap((page) =>
  page.keywords
    ? [{ to: page.path, title: page.name, kind: 'Page' as const, keywords: page.keywords }]
    : [],
)

/** The searchable pages in the page's language: what is typed is matched against these words. */
export const pageEntries = (): SearchEntry[] =>
  searchablePages.map((page) => ({ ...page, title: t(page.title), keywords: t(page.keywords) }))

const serviceTab = {
  manicure: 'manicures',
  pedicure: 'pedicures',
  additional: 'additional',
} as const

/** A service's category as a word to search by, in the page's language. */
const categoryWord: Record<Service['category'], MessageId> = {
  manicure: 'manicure',
  pedicure: 'pedicure',
  additional: 'additional',
}

/** The catalogue as search entries: services open their tab, packages the services page, offers the promotions. */
export function catalogueEntries(
  services: Service[] = [],
  packages: Package[] = [],
  promotions: Promotion[] = [],
): SearchEntry[] {
  return [
    ...services.map((s) => ({
      to: `/services?tab=${serviceTab[s.category]}`,
      title: s.title,
      kind: 'Service' as const,
      keywords: `${s.description} ${formatServicePrice(s.price, s.priceBasis)} ${t(categoryWord[s.category])}`,
    })),
    ...packages.map((p) => ({
      to: `/booking?service=${p.bookingOption}`,
      title: t('{name} Package', { name: p.name }),
      kind: 'Package' as const,
      keywords: `${p.items.join(' ')} ${t('package bundle')}`,
    })),
    ...promotions.map((p) => ({
      to: '/promotions',
      title: p.title,
      kind: 'Offer' as const,
      keywords: `${p.description} ${p.code} ${t('offer promotion')}`,
    })),
  ]
}

/**
 * Text as search compares it: lower case, accents and tone marks set aside ('Uñas' finds 'unas',
 * 'móng' finds 'mong'), Korean syllables kept whole.
 */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase().replace(/đ/g, 'd')

/**
 * Entries whose title or keywords contain every word typed, those whose title alone matches
 * first; the pages when nothing is typed.
 */
export function search(query: string, entries: SearchEntry[]): SearchEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return entries.filter((e) => e.kind === 'Page')
  const has = (text: string) => words.every((word) => fold(text).includes(word))
  const matches = entries.filter((entry) => has(`${entry.title} ${entry.keywords}`))
  return [...matches.filter((e) => has(e.title)), ...matches.filter((e) => !has(e.title))]
}
