import { z } from './zod'
import { visitLineSchema } from './booking'
import { isoDateSchema, salonTimeSchema } from './common'

export const waitlistEntrySchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  /** The time she wants; absent: any time that day. */
  time: salonTimeSchema.optional(),
  service: z.string(),
  serviceName: z.string().describe('Every service of the visit by name, joined with " + "'),
  services: z.array(visitLineSchema).min(1),
  /** The stylist she chose (id and name); absent: any available stylist. */
  stylistId: z.string().optional(),
  stylist: z.string().optional(),
  createdAt: z.string(),
  /** Set once a matching time opened and she was told: the time that opened. */
  openedTime: salonTimeSchema.optional(),
  openedStylist: z.string().optional().describe('Who was free at the time that opened'),
})
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>

// `wishes` is the wire's name for the list of entries, kept so that clients and servers built
// against the published contract keep working.
export const waitlistSchema = z.object({ wishes: z.array(waitlistEntrySchema) })
