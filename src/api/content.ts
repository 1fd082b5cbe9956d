import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from './client'
import { selectCategory } from './select-category'
import type { GalleryCategory, GalleryImage } from './schemas'

const content = { staleTime: Infinity } as const

const contentKeys = {
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
    queryFn: () => request('testimonials'),
    ...content,
  })

export const promotionsQuery = () =>
  queryOptions({
    queryKey: contentKeys.promotions(),
    queryFn: () => request('promotions'),
    ...content,
  })

export const eventsQuery = () =>
  queryOptions({
    queryKey: contentKeys.events(),
    queryFn: () => request('events'),
    ...content,
  })

export const galleryQuery = (category?: GalleryCategory) =>
  queryOptions({
    queryKey: contentKeys.gallery(category),
    queryFn: () => request('gallery', { query: { category } }),
    ...content,
  })

export const faqsQuery = () =>
  queryOptions({
    queryKey: contentKeys.faqs(),
    queryFn: () => request('faqs'),
    ...content,
  })

export const loyaltyProgramQuery = () =>
  queryOptions({
    queryKey: contentKeys.loyalty(),
    queryFn: () => request('loyaltyProgram'),
    ...content,
  })

export const useTestimonials = () => useQuery(testimonialsQuery())
export const usePromotions = () => useQuery(promotionsQuery())
export const useEvents = () => useQuery(eventsQuery())
/** One category's photos, or all, picked from the whole gallery. */
export const useGallery = (category?: GalleryCategory) =>
  useQuery({ ...galleryQuery(), select: selectCategory<GalleryImage>(category) })
export const useFaqs = () => useQuery(faqsQuery())
export const useLoyaltyProgram = () => useQuery(loyaltyProgramQuery())
