import { z } from './zod'

export const salonInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    regionName: z.string(),
    postalCode: z.string(),
  }),
  headerPhone: z.string(),
  footerPhone: z.string(),
  email: z.string(),
  hours: z.array(
    z.object({ days: z.string(), longDays: z.string(), opens: z.string(), closes: z.string() }),
  ),
  social: z.array(z.object({ network: z.string(), url: z.string() })),
  map: z.object({ embedUrl: z.string(), linkUrl: z.string() }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  priceRange: z.string(),
  timeZone: z.string(),
})
export type SalonInfo = z.infer<typeof salonInfoSchema>
