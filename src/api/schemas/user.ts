import { z } from './zod'

export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
  /** When the account was created (ISO instant); absent in sessions stored before the API. */
  createdAt: z.string().optional(),
  /** Whether the client gets a reminder mail the day before each visit (on unless turned off). */
  emailReminders: z.boolean().optional(),
})
export type User = z.infer<typeof userSchema>

/** What the browser keeps under localStorage 'user': the user plus the API token. */
export const storedSessionSchema = userSchema.extend({ token: z.string().optional() })
export type StoredSession = z.infer<typeof storedSessionSchema>

/** PATCH /auth/me: the client's own settings. */
export const updateMeRequestSchema = z.object({
  emailReminders: z
    .boolean('Email reminders is on or off')
    .describe('Mail a reminder the day before each visit'),
})
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>
