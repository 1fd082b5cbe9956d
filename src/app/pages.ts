// Every page of the site, once. The router (src/app/router.tsx), prerendering
// (scripts/prerender), the sitemap and robots.txt (scripts/site-files-plugin.ts), the search
// panel, the navigation and each page's head derive from this table; tests/unit/pages.test.ts
// proves they do.
// Data only: the build's scripts and the tests read it in Node.
// Its words are in English, each a message of the site's catalogs (shell): where they are shown
// they are put in the page's language, t(page.title).

import type { MessageId } from '@/lib/i18n/i18n'

export interface SitePage {
  path: string
  /** Its name in the navigation and in search. */
  name: MessageId
  /** Its head title (before " | Diva Nail Spa"), and its hero's heading where it has a hero. */
  title: MessageId
  /** Its meta description: what a search result says of it. */
  description: MessageId
  /** 'guarded': only for a signed-in client (served as its frame, decision 0010). */
  access: 'public' | 'guarded'
  /** In the main navigation and the footer's Quick Links, in the table's order. */
  nav?: true
  /** The words that find it in search, space-separated; without them it is not offered there. */
  keywords?: MessageId
  /** Listed in the sitemap, with how often it changes and its weight. */
  sitemap?: { changefreq: 'weekly' | 'monthly' | 'yearly'; priority: number }
  /** A client's own page: robots.txt keeps crawlers out. */
  private?: true
}

const table = [
  {
    path: '/',
    name: 'Home',
    title: 'Premium Nail Salon in Chantilly, VA',
    description:
      'Diva Nail Spa in Chantilly, Virginia: signature manicures, spa pedicures, gel and hand-painted nail art. Book your appointment online.',
    access: 'public',
    nav: true,
    keywords: 'welcome start salon',
    sitemap: { changefreq: 'weekly', priority: 1 },
  },
  {
    path: '/services',
    name: 'Services',
    title: 'Our Services',
    description:
      'Prices and durations for every manicure, pedicure and extra service at Diva Nail Spa in Chantilly, VA, plus money-saving packages.',
    access: 'public',
    nav: true,
    keywords: 'manicure pedicure gel dip nail art prices menu packages',
    sitemap: { changefreq: 'monthly', priority: 0.9 },
  },
  {
    path: '/gallery',
    name: 'Gallery',
    title: 'Our Gallery',
    description:
      'Photos of nail art, manicures, pedicures and the studio at Diva Nail Spa in Chantilly, Virginia.',
    access: 'public',
    nav: true,
    keywords: 'photos nail art designs pictures',
    sitemap: { changefreq: 'monthly', priority: 0.7 },
  },
  {
    path: '/promotions',
    name: 'Promotions',
    title: 'Special Offers & Promotions',
    description:
      'Current offers, promo codes, private events and the Diva Rewards loyalty programme at Diva Nail Spa, Chantilly VA.',
    access: 'public',
    nav: true,
    keywords: 'offers deals discount promo code loyalty newsletter events',
    sitemap: { changefreq: 'weekly', priority: 0.8 },
  },
  {
    path: '/contact',
    name: 'Contact',
    title: 'Contact Us',
    description:
      'Address, phone, hours and directions for Diva Nail Spa in Chantilly, Virginia, answers to common questions, and a form to send us a message.',
    access: 'public',
    nav: true,
    keywords: 'address phone email hours map directions faq message',
    sitemap: { changefreq: 'yearly', priority: 0.7 },
  },
  {
    path: '/about',
    name: 'About Us',
    title: 'About Diva Nail Spa',
    description:
      'The story, values, hygiene standards and team of Diva Nail Spa, a premium nail salon in Chantilly, Virginia.',
    access: 'public',
    keywords: 'story team stylists hygiene values',
    sitemap: { changefreq: 'yearly', priority: 0.6 },
  },
  {
    path: '/booking',
    name: 'Book an Appointment',
    title: 'Book Your Appointment',
    description:
      'Book a manicure, pedicure or package at Diva Nail Spa in Chantilly, VA: live availability, instant confirmation.',
    access: 'guarded',
    keywords: 'booking reserve schedule appointment',
  },
  {
    path: '/my-appointments',
    name: 'My Appointments',
    title: 'My Appointments',
    description:
      'Your visits to Diva Nail Spa in Chantilly, VA: upcoming appointments to reschedule or cancel, and your history.',
    access: 'guarded',
    keywords: 'reschedule cancel upcoming past',
    private: true,
  },
  {
    path: '/profile',
    name: 'Profile',
    title: 'My Profile',
    description:
      'Your Diva Nail Spa account in Chantilly, VA: your details, visit reminders and recent appointments.',
    access: 'guarded',
    keywords: 'account me',
    private: true,
  },
  {
    path: '/login',
    name: 'Log in',
    title: 'Log in',
    description: 'Log in to Diva Nail Spa in Chantilly, VA to book and manage your appointments.',
    access: 'public',
    keywords: 'sign in account',
  },
  {
    path: '/register',
    name: 'Register',
    title: 'Register',
    description:
      'Create a Diva Nail Spa account to book and manage your appointments in Chantilly, VA.',
    access: 'public',
    keywords: 'sign up create account',
  },
  {
    path: '/forgot-password',
    name: 'Reset Your Password',
    title: 'Reset your password',
    description: 'Reset the password of your Diva Nail Spa account: we mail you a link.',
    access: 'public',
  },
  {
    path: '/reset-password',
    name: 'Choose a New Password',
    title: 'Choose a New Password',
    description:
      'Choose a new password for your Diva Nail Spa account from the link we mailed you.',
    access: 'public',
    // Its address carries a reset link's token: no crawler has any business there.
    private: true,
  },
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
