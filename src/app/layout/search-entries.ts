import type { Package, Promotion, Service } from '@/api'
import { formatServicePrice } from '@/lib/money'
import { sitePages } from '../pages'

export interface SearchEntry {
  to: string
  title: string
  kind: 'Page' | 'Service' | 'Package' | 'Offer'
  keywords: string
}

/** The site's pages that search offers (those with keywords in the table), always searchable. */
export const searchablePages: SearchEntry[] = sitePages.flatMap((page) =>
  page.keywords
    ? [{ to: page.path, title: page.name, kind: 'Page' as const, keywords: page.keywords }]
    : [],
)

const serviceTab = {
  manicure: 'manicures',
  pedicure: 'pedicures',
  additional: 'additional',
} as const

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
      keywords: `${s.description} ${formatServicePrice(s.price, s.priceBasis)} ${s.category}`,
    })),
    ...packages.map((p) => ({
      to: `/booking?service=${p.bookingOption}`,
      title: `${p.name} Package`,
      kind: 'Package' as const,
      keywords: `${p.items.join(' ')} package bundle`,
    })),
    ...promotions.map((p) => ({
      to: '/promotions',
      title: p.title,
      kind: 'Offer' as const,
      keywords: `${p.description} ${p.code} offer promotion`,
    })),
  ]
}

/**
 * Entries whose title or keywords contain every word typed, those whose title alone matches
 * first; the pages when nothing is typed.
 */
export function search(query: string, entries: SearchEntry[]): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return entries.filter((e) => e.kind === 'Page')
  const has = (text: string) => words.every((word) => text.toLowerCase().includes(word))
  const matches = entries.filter((entry) => has(`${entry.title} ${entry.keywords}`))
  return [...matches.filter((e) => has(e.title)), ...matches.filter((e) => !has(e.title))]
}
