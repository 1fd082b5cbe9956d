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
import type { Resolvers } from '../http'

export const catalogueResolvers = {
  salon: () => salonInfo,
  services: ({ query }) =>
    query.category ? services.filter((s) => s.category === query.category) : services,
  packages: () => packages,
  featuredServices: () => featuredServices,
  bookingOptions: () => bookingOptions,
  stylists: () => stylists,
  testimonials: () => testimonials,
  promotions: ({ language }) => promotions(clock.now(), language),
  events: () => specialEvents,
  gallery: ({ query }) =>
    query.category
      ? galleryImages.filter((image) => image.category === query.category)
      : galleryImages,
  faqs: () => faqs,
  loyaltyProgram: () => loyaltyProgram,
} satisfies Partial<Resolvers>
