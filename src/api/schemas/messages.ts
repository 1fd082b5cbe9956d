import { z } from './zod'
import { formMessages, maxLengths } from './limits'

export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(maxLengths.name, formMessages.nameTooLong),
  email: z
    .email('Please enter a valid email address')
    .max(maxLengths.email, formMessages.emailTooLong),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject')
    .max(maxLengths.subject, formMessages.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .max(maxLengths.message, formMessages.messageTooLong),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const newsletterRequestSchema = z.object({
  email: z
    .email('Please enter a valid email address')
    .max(maxLengths.email, formMessages.emailTooLong),
})
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>

export const createdResponseSchema = z.object({ id: z.string() })
