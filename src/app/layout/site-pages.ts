/** What the header's search finds before the catalogue is searchable: the site's pages. */
export const sitePages = [
  { to: '/', title: 'Home', keywords: 'welcome start salon' },
  { to: '/services', title: 'Services', keywords: 'manicure pedicure gel dip nail art prices menu packages' },
  { to: '/gallery', title: 'Gallery', keywords: 'photos nail art designs pictures' },
  { to: '/promotions', title: 'Promotions', keywords: 'offers deals discount promo code loyalty newsletter events' },
  { to: '/contact', title: 'Contact', keywords: 'address phone email hours map directions faq message' },
  { to: '/about', title: 'About Us', keywords: 'story team stylists hygiene values' },
  { to: '/booking', title: 'Book an Appointment', keywords: 'booking reserve schedule appointment' },
  { to: '/my-appointments', title: 'My Appointments', keywords: 'reschedule cancel upcoming past' },
  { to: '/profile', title: 'Profile', keywords: 'account me' },
  { to: '/login', title: 'Log in', keywords: 'sign in account' },
  { to: '/register', title: 'Register', keywords: 'sign up create account' },
] as const

export function searchPages(query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return sitePages
  return sitePages.filter((page) => {
    const haystack = `${page.title} ${page.keywords}`.toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
