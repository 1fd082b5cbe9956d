import { z } from './zod'
import { emailSchema, typedText } from './common'

export const contactMessageSchema = z.object({
  name: typedText('name', 1, 'Please enter your name'),
  email: emailSchema,
  subject: typedText('subject', 1, 'Please enter a subject'),
  message: typedText('message', 1, 'Please enter a message'),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const newsletterRequestSchema = z.object({ email: emailSchema })
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>

export const createdResponseSchema = z.object({ id: z.string() })
