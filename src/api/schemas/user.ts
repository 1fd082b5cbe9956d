import { z } from './zod'

export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
  /** When the account was created (ISO instant); absent in sessions stored before the API. */
  createdAt: z.string().optional(),
})
export type User = z.infer<typeof userSchema>

/** What the browser keeps under localStorage 'user': the user plus the API token. */
export const storedSessionSchema = userSchema.extend({ token: z.string().optional() })
export type StoredSession = z.infer<typeof storedSessionSchema>
