/** The main navigation, in order. Footer Quick Links repeat it. */
export const mainNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/promotions', label: 'Promotions' },
  { to: '/contact', label: 'Contact' },
] as const
