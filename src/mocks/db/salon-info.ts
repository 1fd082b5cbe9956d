import { BRIDAL_SPECIALTY } from '@/lib/rules'
import type { LoyaltyProgram, SalonInfo, Stylist } from '@/api/schemas'
import { fullAddress, salon } from '@/lib/salon'
import { SALON_TIME_ZONE } from '@/lib/salon-time'

// The salon itself: where and when it opens, who works there, and its loyalty programme's figures.

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

// A stylist's tags are words a page shows, translated; `bridal` marks the bridal specialist in
// every language.
export const stylists: Stylist[] = (
  [
    {
      id: 'stylist-mia',
      name: 'Mia Tran',
      title: 'Lead Nail Artist',
      bio: 'Twelve years of hand-painted nail art and the salon’s bridal specialist.',
      specialties: ['Nail art', BRIDAL_SPECIALTY],
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
  ] satisfies Omit<Stylist, 'bridal'>[]
).map((stylist) => ({ ...stylist, bridal: stylist.specialties.includes(BRIDAL_SPECIALTY) }))

export const loyaltyProgram: LoyaltyProgram = {
  pointsPerDollar: 1,
  rewardPoints: 300,
  rewardValue: 30,
  birthdayMultiplier: 2,
  freeUpgradeEveryVisits: 5,
}
