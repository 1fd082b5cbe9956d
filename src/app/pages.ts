// Every page of the site, once. The router (src/app/router.tsx), prerendering
// (scripts/prerender), the sitemap and robots.txt (scripts/site-files-plugin.ts), the search
// panel and the navigation all derive from this table; tests/unit/pages.test.ts proves they do.
// Data only: the build's scripts and the tests read it in Node.

export interface SitePage {
  path: string
  /** Its name in the navigation and in search (its heading and head title are its hero's). */
  name: string
  /** 'guarded': only for a signed-in client (served as its frame, decision 0010). */
  access: 'public' | 'guarded'
  /** In the main navigation and the footer's Quick Links, in the table's order. */
  nav?: true
  /** The words that find it in search; without them it is not offered there. */
  keywords?: string
  /** Listed in the sitemap, with how often it changes and its weight. */
  sitemap?: { changefreq: 'weekly' | 'monthly' | 'yearly'; priority: number }
  /** A client's own page: robots.txt keeps crawlers out. */
  private?: true
}

const table = [
  {
    path: '/',
    name: 'Home',
    access: 'public',
    nav: true,
    keywords: 'welcome start salon',
    sitemap: { changefreq: 'weekly', priority: 1 },
  },
  {
    path: '/services',
    name: 'Services',
    access: 'public',
    nav: true,
    keywords: 'manicure pedicure gel dip nail art prices menu packages',
    sitemap: { changefreq: 'monthly', priority: 0.9 },
  },
  {
    path: '/gallery',
    name: 'Gallery',
    access: 'public',
    nav: true,
    keywords: 'photos nail art designs pictures',
    sitemap: { changefreq: 'monthly', priority: 0.7 },
  },
  {
    path: '/promotions',
    name: 'Promotions',
    access: 'public',
    nav: true,
    keywords: 'offers deals discount promo code loyalty newsletter events',
    sitemap: { changefreq: 'weekly', priority: 0.8 },
  },
  {
    path: '/contact',
    name: 'Contact',
    access: 'public',
    nav: true,
    keywords: 'address phone email hours map directions faq message',
    sitemap: { changefreq: 'yearly', priority: 0.7 },
  },
  {
    path: '/about',
    name: 'About Us',
    access: 'public',
    keywords: 'story team stylists hygiene values',
    sitemap: { changefreq: 'yearly', priority: 0.6 },
  },
  {
    path: '/booking',
    name: 'Book an Appointment',
    access: 'guarded',
    keywords: 'booking reserve schedule appointment',
  },
  {
    path: '/my-appointments',
    name: 'My Appointments',
    access: 'guarded',
    keywords: 'reschedule cancel upcoming past',
    private: true,
  },
  { path: '/profile', name: 'Profile', access: 'guarded', keywords: 'account me', private: true },
  { path: '/login', name: 'Log in', access: 'public', keywords: 'sign in account' },
  { path: '/register', name: 'Register', access: 'public', keywords: 'sign up create account' },
  { path: '/forgot-password', name: 'Reset Your Password', access: 'public' },
] as const satisfies readonly SitePage[]

/** Every page, in the order of the navigation and of search. */
export const sitePages: readonly SitePage[] = table

/** A path the table has: the router needs a route for each. */
export type SitePath = (typeof table)[number]['path']

/** The pages anyone may open, prerendered as they are. */
export const publicPages = sitePages.filter((page) => page.access === 'public')

/** The pages only a signed-in client sees, prerendered as their frame. */
export const guardedPages = sitePages.filter((page) => page.access === 'guarded')

/** The main navigation, in order; the footer's Quick Links repeat it. */
export const navPages = sitePages.filter((page) => page.nav)
