import type {
  BookingOption,
  Faq,
  FeaturedService,
  GalleryImage,
  LoyaltyProgram,
  Package,
  SalonInfo,
  Service,
  SpecialEvent,
  Stylist,
  Testimonial,
} from '@/api/schemas'
import { fullAddress, salon } from '@/lib/salon'
import { SALON_TIME_ZONE } from '@/lib/salon-time'

// Every catalogue figure (docs/behaviour.md, Catalogue and content), served by the API; the UI holds no copy.

export const salonInfo: SalonInfo = {
  name: salon.name,
  tagline: salon.tagline,
  headerPhone: salon.headerPhone,
  footerPhone: salon.footerPhone,
  email: salon.email,
  hours: salon.hours.map(({ days, longDays, opens, closes }) => ({
    days,
    longDays,
    opens,
    closes,
  })),
  social: salon.social.map((s) => ({ ...s })),
  address: { ...salon.address },
  map: {
    embedUrl: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}&output=embed`,
    linkUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress)}`,
  },
  geo: { ...salon.geo },
  priceRange: salon.priceRange,
  timeZone: SALON_TIME_ZONE,
}

export const services: Service[] = [
  {
    id: 'classic-manicure',
    category: 'manicure',
    title: 'Classic Manicure',
    description: 'Shaping, cuticle care, a relaxing hand massage and your choice of polish.',
    price: 25,
    priceBasis: 'fixed',
    durationMinutes: 30,
    popular: false,
    bookingOption: 'classic-manicure',
  },
  {
    id: 'signature-manicure',
    category: 'manicure',
    title: 'Signature Manicure',
    description: 'Our classic with an exfoliating scrub, hydrating mask and warm towel wrap.',
    price: 35,
    priceBasis: 'fixed',
    durationMinutes: 45,
    popular: true,
    bookingOption: 'signature-manicure',
  },
  {
    id: 'gel-manicure',
    category: 'manicure',
    title: 'Gel Manicure',
    description: 'Long-wearing, high-shine gel colour cured for a chip-free two to three weeks.',
    price: 45,
    priceBasis: 'fixed',
    durationMinutes: 45,
    popular: false,
    bookingOption: 'gel-manicure',
  },
  {
    id: 'dip-powder-manicure',
    category: 'manicure',
    title: 'Dip Powder Manicure',
    description: 'Durable, lightweight dip powder colour without UV light.',
    price: 50,
    priceBasis: 'fixed',
    durationMinutes: 60,
    popular: false,
  },
  {
    id: 'luxury-spa-manicure',
    category: 'manicure',
    title: 'Luxury Spa Manicure',
    description: 'Paraffin treatment, collagen mask, extended massage and polish of your choice.',
    price: 60,
    priceBasis: 'fixed',
    durationMinutes: 60,
    popular: false,
  },
  {
    id: 'classic-pedicure',
    category: 'pedicure',
    title: 'Classic Pedicure',
    description: 'Warm soak, nail shaping, cuticle care, callus smoothing and polish.',
    price: 35,
    priceBasis: 'fixed',
    durationMinutes: 40,
    popular: false,
    bookingOption: 'classic-pedicure',
  },
  {
    id: 'signature-pedicure',
    category: 'pedicure',
    title: 'Signature Pedicure',
    description: 'Our classic with a sea-salt scrub, mask and hot towel wrap.',
    price: 50,
    priceBasis: 'fixed',
    durationMinutes: 60,
    popular: true,
    bookingOption: 'signature-pedicure',
  },
  {
    id: 'gel-pedicure',
    category: 'pedicure',
    title: 'Gel Pedicure',
    description: 'A full pedicure finished with long-wearing gel colour.',
    price: 60,
    priceBasis: 'fixed',
    durationMinutes: 60,
    popular: false,
    bookingOption: 'gel-pedicure',
  },
  {
    id: 'spa-luxury-pedicure',
    category: 'pedicure',
    title: 'Spa Luxury Pedicure',
    description: 'Paraffin, hot stones, a detox mask and a 15-minute massage.',
    price: 75,
    priceBasis: 'fixed',
    durationMinutes: 75,
    popular: false,
    bookingOption: 'luxury-pedicure',
  },
  {
    id: 'rejuvenating-pedicure',
    category: 'pedicure',
    title: 'Rejuvenating Pedicure',
    description: 'Anti-ageing treatment with a vitamin-rich mask and deep moisturising.',
    price: 65,
    priceBasis: 'fixed',
    durationMinutes: 70,
    popular: false,
  },
  {
    id: 'nail-art-simple',
    category: 'additional',
    title: 'Nail Art (Simple)',
    description: 'Accents, dots, stripes or a french tip on chosen nails.',
    price: 5,
    priceBasis: 'from',
    durationMinutes: 15,
    popular: false,
  },
  {
    id: 'nail-art-complex',
    category: 'additional',
    title: 'Nail Art (Complex)',
    description: 'Hand-painted designs, chrome, ombré or 3D embellishments.',
    price: 15,
    priceBasis: 'from',
    durationMinutes: 30,
    popular: true,
  },
  {
    id: 'nail-repair',
    category: 'additional',
    title: 'Nail Repair',
    description: 'Mend a broken or split nail so it grows out strong.',
    price: 10,
    priceBasis: 'per-nail',
    durationMinutes: 15,
    popular: false,
  },
  {
    id: 'nail-extensions',
    category: 'additional',
    title: 'Nail Extensions',
    description: 'Natural-looking length with gel or acrylic extensions.',
    price: 65,
    priceBasis: 'fixed',
    durationMinutes: 75,
    popular: false,
  },
  {
    id: 'polish-change',
    category: 'additional',
    title: 'Polish Change',
    description: 'A fresh coat of colour with shaping, for hands or feet.',
    price: 15,
    priceBasis: 'fixed',
    durationMinutes: 20,
    popular: false,
  },
]

export const packages: Package[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 55,
    savings: 15,
    popular: false,
    bookingOption: 'basic-package',
    items: ['Classic manicure', 'Classic pedicure', 'Free polish change within 7 days'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 75,
    savings: 25,
    popular: true,
    bookingOption: 'premium-package',
    items: [
      'Signature manicure',
      'Signature pedicure',
      'Simple nail art',
      'Free polish change within 14 days',
    ],
  },
  {
    id: 'luxury',
    name: 'Luxury',
    price: 120,
    savings: 40,
    popular: false,
    bookingOption: 'luxury-package',
    items: [
      'Luxury spa manicure',
      'Spa luxury pedicure',
      'Complex nail art',
      'Paraffin treatment',
      'Complimentary beverage',
    ],
  },
]

// A service booked online takes its price and time from its line on the services page; a package
// its price from the packages. The labels are the booking form's own.
const serviceOption = (value: string, label: string): BookingOption => {
  const service = services.find((s) => s.bookingOption === value)
  if (!service || service.category === 'additional') throw new Error(`No service books ${value}`)
  const { price, priceBasis, durationMinutes, category } = service
  return { value, label, price, priceBasis, durationMinutes, category }
}
const packageOption = (value: string, label: string, durationMinutes: number): BookingOption => {
  const pack = packages.find((p) => p.bookingOption === value)
  if (!pack) throw new Error(`No package books ${value}`)
  const { price } = pack
  return { value, label, price, priceBasis: 'fixed', durationMinutes, category: 'package' }
}
// An Additional Service is booked as an add-on to a visit, by its id, as the services page lists it.
const addOnOptions = services
  .filter((s) => s.category === 'additional')
  .map(({ id, title, price, priceBasis, durationMinutes }): BookingOption => {
    return { value: id, label: title, price, priceBasis, durationMinutes, category: 'add-on' }
  })

/**
 * The tiers a Diva Rewards free upgrade climbs, one step at a time, lowest first: each option
 * names the next one as `upgradesTo`.
 */
const upgradeTiers = [
  ['classic-manicure', 'signature-manicure', 'gel-manicure'],
  ['classic-pedicure', 'signature-pedicure', 'gel-pedicure'],
  ['basic-package', 'premium-package'],
] as const

const withUpgrade = (option: BookingOption): BookingOption => {
  const tier = upgradeTiers.find((t) => (t as readonly string[]).includes(option.value))
  const next = tier?.[(tier as readonly string[]).indexOf(option.value) + 1]
  return next ? { ...option, upgradesTo: next } : option
}

export const bookingOptions: BookingOption[] = [
  serviceOption('classic-manicure', 'Classic Manicure'),
  serviceOption('signature-manicure', 'Signature Manicure'),
  serviceOption('gel-manicure', 'Gel Manicure'),
  serviceOption('classic-pedicure', 'Classic Pedicure'),
  serviceOption('signature-pedicure', 'Signature Pedicure'),
  serviceOption('gel-pedicure', 'Gel Pedicure'),
  serviceOption('luxury-pedicure', 'Luxury Spa Pedicure'),
  packageOption('basic-package', 'Basic Package (Manicure & Pedicure)', 90),
  packageOption('premium-package', 'Premium Package', 120),
  packageOption('luxury-package', 'Luxury Package', 180),
  ...addOnOptions,
].map(withUpgrade)

export const featuredServices: FeaturedService[] = [
  {
    id: 'signature-manicure',
    title: 'Signature Manicure',
    description: 'Exfoliation, a hydrating mask and a warm towel wrap before flawless colour.',
    price: 30,
  },
  {
    id: 'luxury-pedicure',
    title: 'Luxury Pedicure',
    description: 'A restorative soak, scrub, hot stones and massage for tired feet.',
    price: 45,
  },
  {
    id: 'gel-polish',
    title: 'Gel Polish',
    description: 'Mirror-shine colour that stays chip-free for two to three weeks.',
    price: 35,
  },
]

export const stylists: Stylist[] = [
  {
    id: 'stylist-mia',
    name: 'Mia Tran',
    title: 'Lead Nail Artist',
    bio: 'Twelve years of hand-painted nail art and the salon’s bridal specialist.',
    specialties: ['Nail art', 'Bridal'],
  },
  {
    id: 'stylist-sofia',
    name: 'Sofia Alvarez',
    title: 'Senior Nail Technician',
    bio: 'Gel and dip powder expert with a devoted following for her flawless shaping.',
    specialties: ['Gel', 'Dip powder'],
  },
  {
    id: 'stylist-grace',
    name: 'Grace Kim',
    title: 'Pedicure Specialist',
    bio: 'Licensed in reflexology; her spa pedicures are the salon’s most requested.',
    specialties: ['Spa pedicures', 'Reflexology'],
  },
  {
    id: 'stylist-olivia',
    name: 'Olivia Bennett',
    title: 'Nail Technician',
    bio: 'Meticulous classic manicures and extensions that look entirely natural.',
    specialties: ['Extensions', 'Classic care'],
  },
]

export const testimonials: Testimonial[] = [
  {
    id: 't1',
    name: 'Jessica M.',
    review:
      'The most relaxing hour of my month. My gel manicure lasted a full three weeks without a single chip.',
    rating: 5,
  },
  {
    id: 't2',
    name: 'Priya S.',
    review: 'Spotless, calm and so welcoming. Grace’s spa pedicure is worth every penny.',
    rating: 5,
  },
  {
    id: 't3',
    name: 'Amanda R.',
    review:
      'Mia painted the most delicate florals for my wedding. Every guest asked where I had my nails done.',
    rating: 5,
  },
]

export const specialEvents: SpecialEvent[] = [
  {
    id: 'private-events',
    title: 'Private Parties',
    description:
      'Celebrate with friends: groups of 5 or more enjoy complimentary champagne and 10% off every service.',
    date: 'Available any day; book at least 1 week in advance',
  },
  {
    id: 'bridal',
    title: 'Bridal Packages',
    description:
      'Manicures and pedicures for the bride and her party, with a trial session and on-the-day touch-ups.',
    date: 'Available year-round; book at least 2 weeks in advance',
  },
]

export const faqs: Faq[] = [
  {
    id: 'booking',
    question: 'Do I need an appointment?',
    answer:
      'Appointments are recommended, especially on weekends. Book online any time, or call us; we welcome walk-ins whenever a technician is free.',
  },
  {
    id: 'cancellation',
    question: 'What is your cancellation policy?',
    answer:
      'Please give us at least 24 hours’ notice to cancel or reschedule. Late cancellations and no-shows may be charged a fee of 50% of the service price.',
  },
  {
    id: 'gel-duration',
    question: 'How long does a gel manicure last?',
    answer:
      'A gel manicure typically lasts 2-3 weeks without chipping, depending on your nail growth and daily activities.',
  },
  {
    id: 'hygiene',
    question: 'How do you keep tools clean?',
    answer:
      'Metal tools are sterilised in a medical-grade autoclave after every client; files and buffers are single-use, and pedicure tubs are pipeless and disinfected between guests.',
  },
  {
    id: 'gift-cards',
    question: 'Do you offer gift cards?',
    answer:
      'Yes. Gift cards for any amount or service are available at the front desk and make a lovely present.',
  },
]

export const loyaltyProgram: LoyaltyProgram = {
  pointsPerDollar: 1,
  rewardPoints: 300,
  rewardValue: 30,
  birthdayMultiplier: 2,
  freeUpgradeEveryVisits: 5,
}

// The photo host; these cannot load without a network, so the UI's fallback image is what shows.
const photo = (id: string) =>
  `https://images.unsplash.com/${id}?auto=format&fit=crop&w=800&h=600&q=75`
const image = (
  id: string,
  category: GalleryImage['category'],
  photoId: string,
  alt: string,
  description: string,
): GalleryImage => ({
  id,
  category,
  src: photo(photoId),
  alt,
  description,
  width: 800,
  height: 600,
})

export const galleryImages: GalleryImage[] = [
  image(
    'art-1',
    'nail-art',
    'photo-1604654894610-df63bc536371',
    'Pastel floral nail art',
    'Hand-painted spring florals over a milky pink base.',
  ),
  image(
    'art-2',
    'nail-art',
    'photo-1607779097040-26e80aa78e66',
    'Gold foil accent nails',
    'Nude almond nails with delicate gold foil accents.',
  ),
  image(
    'art-3',
    'nail-art',
    'photo-1632345031435-8727f6897d53',
    'Geometric black and white design',
    'Crisp geometric lines in black and white with a matte top coat.',
  ),
  image(
    'mani-1',
    'manicures',
    'photo-1519014816548-bf5fe059798b',
    'Classic red manicure',
    'A timeless classic manicure in high-shine red.',
  ),
  image(
    'mani-2',
    'manicures',
    'photo-1610992015732-2449b76344bc',
    'Soft pink gel manicure',
    'Sheer pink gel with a glass-like finish that lasts for weeks.',
  ),
  image(
    'mani-3',
    'manicures',
    'photo-1600428877878-1a0fd85beda8',
    'French manicure',
    'A modern micro-french on short square nails.',
  ),
  image(
    'pedi-1',
    'pedicures',
    'photo-1519415510236-718bdfcd89c8',
    'Coral pedicure',
    'Summer coral on freshly pampered feet after a signature pedicure.',
  ),
  image(
    'pedi-2',
    'pedicures',
    'photo-1583001931096-959e9a1a6223',
    'Spa pedicure soak',
    'Warm rose-petal soak that starts every spa luxury pedicure.',
  ),
  image(
    'pedi-3',
    'pedicures',
    'photo-1595867818082-083862f3d630',
    'Gel pedicure in nude',
    'A polished nude gel pedicure for every season.',
  ),
  image(
    'salon-1',
    'salon',
    'photo-1522337360788-8b13dee7a37e',
    'Manicure stations',
    'Our bright manicure stations with ergonomic seating.',
  ),
  image(
    'salon-2',
    'salon',
    'photo-1560066984-138dadb4c035',
    'Salon lounge',
    'The lounge where guests relax with tea before their service.',
  ),
  image(
    'salon-3',
    'salon',
    'photo-1516975080664-ed2fc6a32937',
    'Polish wall',
    'More than 300 shades of polish, gel and dip powder.',
  ),
]
