import { z } from './zod'

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100),
  email: z.email('Please enter a valid email address').max(254),
  subject: z.string().trim().min(1, 'Please enter a subject').max(200),
  message: z.string().trim().min(1, 'Please enter a message').max(5000),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const newsletterRequestSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
})
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>

export const createdResponseSchema = z.object({ id: z.string() })

export const loyaltyMembershipSchema = z.object({
  memberSince: z.string(),
  points: z.number(),
})
export type LoyaltyMembership = z.infer<typeof loyaltyMembershipSchema>
