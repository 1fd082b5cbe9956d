import { languages } from '@/lib/i18n/languages'
import { z } from './zod'
import { formMessages, maxLengths, MIN_PASSWORD_LENGTH } from './limits'
import { userSchema } from './user'
import { emailSchema, typedText } from './common'

export { MIN_PASSWORD_LENGTH }

const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, formMessages.passwordTooShort)
  .max(maxLengths.password, formMessages.passwordTooLong)

// Login shows no email validation (docs/behaviour.md, Accounts); only presence and the password length are checked.
export const loginRequestSchema = z.object({
  email: typedText('email', 1, formMessages.loginEmpty),
  password: passwordSchema,
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const registerRequestSchema = z.object({
  name: typedText('name', 1, formMessages.registerEmpty),
  email: emailSchema,
  password: passwordSchema,
  /** The language of her mails; the request's Accept-Language when absent. */
  language: z.enum(languages).optional(),
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const authResponseSchema = z.object({ user: userSchema, token: z.string().min(1) })
export type AuthResponse = z.infer<typeof authResponseSchema>

export const meResponseSchema = z.object({ user: userSchema })

export const passwordResetRequestSchema = z.object({
  email: typedText('email', 1, formMessages.resetEmpty),
})
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>

/** A new password, chosen from the link of a reset mail (the token in its address). */
export const passwordResetConfirmSchema = z.object({
  token: typedText('resetToken', 1, formMessages.resetLinkExpired),
  password: passwordSchema,
})
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>
