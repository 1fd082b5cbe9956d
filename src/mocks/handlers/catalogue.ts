import { galleryCategorySchema, serviceCategorySchema } from '@/api/schemas'
import { clock } from '../clock'
import {
  bookingOptions,
  faqs,
  featuredServices,
  galleryImages,
  loyaltyProgram,
  packages,
  salonInfo,
  services,
  specialEvents,
  stylists,
  testimonials,
} from '../db/catalogue'
import { promotions } from '../domain/promotions'
import { fail, route } from '../http'

/** An optional ?category= that must be one of `schema`'s values when given. */
function category<T>(
  url: URL,
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
) {
  const value = url.searchParams.get('category')
  if (value === null || value === '') return undefined
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw fail.badRequest(`Unknown category "${value}".`, { category: 'Unknown category' })
  return parsed.data
}

export const catalogueHandlers = [
  route('get', '/salon', {}, () => salonInfo),
  route('get', '/services', {}, ({ url }) => {
    const wanted = category(url, serviceCategorySchema)
    return wanted ? services.filter((s) => s.category === wanted) : services
  }),
  route('get', '/packages', {}, () => packages),
  route('get', '/featured-services', {}, () => featuredServices),
  route('get', '/booking-options', {}, () => bookingOptions),
  route('get', '/stylists', {}, () => stylists),
  route('get', '/testimonials', {}, () => testimonials),
  route('get', '/promotions', {}, () => promotions(clock.now())),
  route('get', '/events', {}, () => specialEvents),
  route('get', '/gallery', {}, ({ url }) => {
    const wanted = category(url, galleryCategorySchema)
    return wanted ? galleryImages.filter((image) => image.category === wanted) : galleryImages
  }),
  route('get', '/faqs', {}, () => faqs),
  route('get', '/loyalty', {}, () => loyaltyProgram),
]
