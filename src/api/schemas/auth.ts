import { z } from './zod'
import { formMessages, MIN_PASSWORD_LENGTH } from './limits'
import { userSchema } from './user'

export { MIN_PASSWORD_LENGTH }

const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, formMessages.passwordTooShort)
  .max(200, 'Password must be at most 200 characters')
const emailSchema = z.email('Please enter a valid email address').max(254)

// Login shows no email validation (docs/behaviour.md, Accounts); only presence and the password length are checked.
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, formMessages.loginEmpty).max(254),
  password: passwordSchema,
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const registerRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, formMessages.registerEmpty)
    .max(100, 'Name must be at most 100 characters'),
  email: emailSchema,
  password: passwordSchema,
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const authResponseSchema = z.object({ user: userSchema, token: z.string().min(1) })
export type AuthResponse = z.infer<typeof authResponseSchema>

export const meResponseSchema = z.object({ user: userSchema })

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, formMessages.resetEmpty).max(254),
})
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>
