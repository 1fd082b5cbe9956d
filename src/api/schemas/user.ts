import { z } from 'zod'

export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
})
export type User = z.infer<typeof userSchema>

/** What the browser keeps under localStorage 'user': the user plus the API token once there is one. */
export const storedSessionSchema = userSchema.extend({ token: z.string().optional() })
export type StoredSession = z.infer<typeof storedSessionSchema>
