import { z } from './zod'
import { priceBases } from '@/lib/money'

export const serviceCategories = ['manicure', 'pedicure', 'additional'] as const
export const serviceCategorySchema = z.enum(serviceCategories)
export type ServiceCategory = z.infer<typeof serviceCategorySchema>

/**
 * A line of the services page. Money travels as a number of dollars and time as minutes; how
 * they read ('$5+', '$10 per nail', '15+ min') follows from the price's basis.
 */
export const serviceSchema = z.object({
  id: z.string(),
  category: serviceCategorySchema,
  title: z.string(),
  description: z.string(),
  price: z.number().nonnegative().describe('US dollars'),
  priceBasis: z
    .enum(priceBases)
    .describe('fixed: the price; from: a starting price ("$5+"); per-nail: for each nail'),
  durationMinutes: z
    .number()
    .int()
    .positive()
    .describe('minutes; the least it takes when priceBasis is "from"'),
  popular: z.boolean(),
  /** The option a manicure or pedicure books (an Additional Service is an add-on, by its id). */
  bookingOption: z.string().optional(),
})
export type Service = z.infer<typeof serviceSchema>

export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  savings: z.number(),
  items: z.array(z.string()),
  popular: z.boolean(),
  bookingOption: z.string(),
})
export type Package = z.infer<typeof packageSchema>

/** The home page's three featured services (their prices differ from the services page). */
export const featuredServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
})
export type FeaturedService = z.infer<typeof featuredServiceSchema>

export const bookingCategories = ['manicure', 'pedicure', 'package', 'add-on'] as const
export type BookingCategory = (typeof bookingCategories)[number]

/**
 * What the booking form offers, made from the menu: the services and packages of its Service
 * dropdown, and the Additional Services a visit can take as add-ons.
 */
export const bookingOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  price: z.number(),
  priceBasis: z.enum(priceBases),
  durationMinutes: z.number().int().positive(),
  category: z.enum(bookingCategories),
  /** The next tier up for a free upgrade: the next dearer manicure or pedicure; Basic → Premium. */
  upgradesTo: z.string().optional(),
})
export type BookingOption = z.infer<typeof bookingOptionSchema>

export const stylistSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  /** The bridal specialist: she sits with a bridal party's bride. */
  bridal: z.boolean().describe('The bridal specialist, who sits with a bridal party’s bride'),
})
export type Stylist = z.infer<typeof stylistSchema>
