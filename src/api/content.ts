import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { request } from './client'
import {
  faqSchema,
  galleryImageSchema,
  loyaltyProgramSchema,
  promotionSchema,
  specialEventSchema,
  testimonialSchema,
  type GalleryCategory,
} from './schemas'

const content = { staleTime: Infinity } as const

export const contentKeys = {
  all: ['content'] as const,
  testimonials: () => [...contentKeys.all, 'testimonials'] as const,
  promotions: () => [...contentKeys.all, 'promotions'] as const,
  events: () => [...contentKeys.all, 'events'] as const,
  gallery: (category?: GalleryCategory) =>
    [...contentKeys.all, 'gallery', category ?? 'all'] as const,
  faqs: () => [...contentKeys.all, 'faqs'] as const,
  loyalty: () => [...contentKeys.all, 'loyalty'] as const,
}

export const testimonialsQuery = () =>
  queryOptions({
    queryKey: contentKeys.testimonials(),
    queryFn: () => request(z.array(testimonialSchema), { url: '/testimonials' }),
    ...content,
  })

export const promotionsQuery = () =>
  queryOptions({
    queryKey: contentKeys.promotions(),
    queryFn: () => request(z.array(promotionSchema), { url: '/promotions' }),
    ...content,
  })

export const eventsQuery = () =>
  queryOptions({
    queryKey: contentKeys.events(),
    queryFn: () => request(z.array(specialEventSchema), { url: '/events' }),
    ...content,
  })

export const galleryQuery = (category?: GalleryCategory) =>
  queryOptions({
    queryKey: contentKeys.gallery(category),
    queryFn: () => request(z.array(galleryImageSchema), { url: '/gallery', params: { category } }),
    ...content,
  })

export const faqsQuery = () =>
  queryOptions({
    queryKey: contentKeys.faqs(),
    queryFn: () => request(z.array(faqSchema), { url: '/faqs' }),
    ...content,
  })

export const loyaltyProgramQuery = () =>
  queryOptions({
    queryKey: contentKeys.loyalty(),
    queryFn: () => request(loyaltyProgramSchema, { url: '/loyalty' }),
    ...content,
  })

export const useTestimonials = () => useQuery(testimonialsQuery())
export const usePromotions = () => useQuery(promotionsQuery())
export const useEvents = () => useQuery(eventsQuery())
export const useGallery = (category?: GalleryCategory) => useQuery(galleryQuery(category))
export const useFaqs = () => useQuery(faqsQuery())
export const useLoyaltyProgram = () => useQuery(loyaltyProgramQuery())
