import { z } from './zod'

export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  review: z.string(),
  rating: z.number().int().min(1).max(5),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const promotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  validThrough: z.string(),
  code: z.string(),
  isLimited: z.boolean(),
  /** A percentage taken off online; absent for offers applied at the salon. */
  discountPercent: z.number().optional(),
  /** How the offer applies, in words, for offers that are not a plain percentage. */
  terms: z.string(),
})
export type Promotion = z.infer<typeof promotionSchema>

export const specialEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
})
export type SpecialEvent = z.infer<typeof specialEventSchema>

export const galleryCategories = ['nail-art', 'manicures', 'pedicures', 'salon'] as const
export const galleryCategorySchema = z.enum(galleryCategories)
export type GalleryCategory = z.infer<typeof galleryCategorySchema>

export const galleryImageSchema = z.object({
  id: z.string(),
  category: galleryCategorySchema,
  src: z.string(),
  alt: z.string(),
  description: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type GalleryImage = z.infer<typeof galleryImageSchema>

export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() })
export type Faq = z.infer<typeof faqSchema>

export const loyaltyProgramSchema = z.object({
  pointsPerDollar: z.number(),
  rewardPoints: z.number(),
  rewardValue: z.number(),
  birthdayMultiplier: z.number(),
  freeUpgradeEveryVisits: z.number(),
})
export type LoyaltyProgram = z.infer<typeof loyaltyProgramSchema>
