import type { Package, Promotion, Service } from '@/api'
import { formatServicePrice } from '@/lib/money'

export interface SearchEntry {
  to: string
  title: string
  kind: 'Page' | 'Service' | 'Package' | 'Offer'
  keywords: string
}

/** The site's pages, always searchable. */
export const sitePages: SearchEntry[] = [
  { to: '/', title: 'Home', kind: 'Page', keywords: 'welcome start salon' },
  {
    to: '/services',
    title: 'Services',
    kind: 'Page',
    keywords: 'manicure pedicure gel dip nail art prices menu packages',
  },
  { to: '/gallery', title: 'Gallery', kind: 'Page', keywords: 'photos nail art designs pictures' },
  {
    to: '/promotions',
    title: 'Promotions',
    kind: 'Page',
    keywords: 'offers deals discount promo code loyalty newsletter events',
  },
  {
    to: '/contact',
    title: 'Contact',
    kind: 'Page',
    keywords: 'address phone email hours map directions faq message',
  },
  { to: '/about', title: 'About Us', kind: 'Page', keywords: 'story team stylists hygiene values' },
  {
    to: '/booking',
    title: 'Book an Appointment',
    kind: 'Page',
    keywords: 'booking reserve schedule appointment',
  },
  {
    to: '/my-appointments',
    title: 'My Appointments',
    kind: 'Page',
    keywords: 'reschedule cancel upcoming past',
  },
  { to: '/profile', title: 'Profile', kind: 'Page', keywords: 'account me' },
  { to: '/login', title: 'Log in', kind: 'Page', keywords: 'sign in account' },
  { to: '/register', title: 'Register', kind: 'Page', keywords: 'sign up create account' },
]

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
