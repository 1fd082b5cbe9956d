import { z } from 'zod'
import { formMessages } from '@/api'
import {
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@/api/schemas'

// The account forms check what the API checks, with its own schemas; an empty field first says
// the form's own words (SPEC), then the API's rule for what was typed.

/** A new password typed twice: the API's rule, and the same both times. */
const newPassword = {
  password: z
    .string()
    .min(1, formMessages.registerEmpty)
    .pipe(passwordResetConfirmSchema.shape.password),
  confirmPassword: z.string().min(1, formMessages.registerEmpty),
}
const confirmed = {
  // Runs when other fields failed too, so each message shows as soon as it is true.
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
}
function samePassword(
  values: { password?: unknown; confirmPassword?: unknown },
  context: z.RefinementCtx,
) {
  if (values.password && values.confirmPassword && values.password !== values.confirmPassword)
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: formMessages.passwordsDiffer,
    })
}

/**
 * Signing in checks only that both are there (SPEC: no email rule is shown); the password's
 * length is the session's check, answered after "Signing in...".
 */
export const loginFormSchema = loginRequestSchema.extend({
  password: z.string().min(1, formMessages.loginEmpty),
})
export type LoginForm = z.infer<typeof loginFormSchema>

export const registerFormSchema = z
  .object({
    name: registerRequestSchema.shape.name,
    email: z
      .string()
      .trim()
      .min(1, formMessages.registerEmpty)
      .pipe(registerRequestSchema.shape.email),
    ...newPassword,
  })
  .superRefine(samePassword, confirmed)
export type RegisterForm = z.infer<typeof registerFormSchema>

export const forgotPasswordFormSchema = passwordResetRequestSchema
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>

export const resetPasswordFormSchema = z.object(newPassword).superRefine(samePassword, confirmed)
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>
