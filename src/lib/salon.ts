// The salon's identity. The shell (header, footer) paints from these at once, without waiting
// for the API; the mock back-end serves the very same facts at GET /salon.
export const salon = {
  name: 'Diva Nail Spa',
  /** Where the site is published: canonical links, the sitemap and social cards use it. */
  siteUrl: 'https://divanailspa.com',
  tagline: 'Premium nail care in Chantilly, Virginia',
  address: {
    street: '13940 Lee Jackson Memorial Hwy, Suite 112',
    city: 'Chantilly',
    region: 'VA',
    regionName: 'Virginia',
    postalCode: '20151',
  },
  // The header and the footer show different numbers (front desk and bookings line).
  headerPhone: '(703) 555-0142',
  footerPhone: '(703) 555-0187',
  email: 'hello@divanailspa.com',
  hours: [
    {
      days: 'Mon-Fri',
      longDays: 'Monday to Friday',
      opens: '9AM',
      closes: '8PM',
      from: '09:00',
      to: '20:00',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    },
    {
      days: 'Sat',
      longDays: 'Saturday',
      opens: '9AM',
      closes: '8PM',
      from: '09:00',
      to: '20:00',
      dayOfWeek: ['Saturday'],
    },
    {
      days: 'Sun',
      longDays: 'Sunday',
      opens: '10AM',
      closes: '6PM',
      from: '10:00',
      to: '18:00',
      dayOfWeek: ['Sunday'],
    },
  ],
  geo: { latitude: 38.8943, longitude: -77.4311 },
  priceRange: '$$',
  social: [
    { network: 'Instagram', url: 'https://www.instagram.com/divanailspa' },
    { network: 'Facebook', url: 'https://www.facebook.com/divanailspa' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@divanailspa' },
  ],
} as const

export type SocialNetwork = (typeof salon.social)[number]['network']

export const fullAddress = `${salon.address.street}, ${salon.address.city}, ${salon.address.region} ${salon.address.postalCode}`

/** A phone number as a tel: link target, e.g. '(703) 555-0142' → 'tel:+17035550142'. */
export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`
