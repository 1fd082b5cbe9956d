import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { request } from './client'
import {
  bookingOptionSchema,
  featuredServiceSchema,
  packageSchema,
  salonInfoSchema,
  serviceSchema,
  stylistSchema,
  type ServiceCategory,
} from './schemas'

const list = <T extends z.ZodType>(item: T) => z.array(item)
// The catalogue changes rarely: keep it for the whole visit.
const catalogue = { staleTime: Infinity } as const

export const catalogueKeys = {
  all: ['catalogue'] as const,
  salon: () => [...catalogueKeys.all, 'salon'] as const,
  services: (category?: ServiceCategory) =>
    [...catalogueKeys.all, 'services', category ?? 'all'] as const,
  packages: () => [...catalogueKeys.all, 'packages'] as const,
  featured: () => [...catalogueKeys.all, 'featured'] as const,
  bookingOptions: () => [...catalogueKeys.all, 'booking-options'] as const,
  stylists: () => [...catalogueKeys.all, 'stylists'] as const,
}

export const salonQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.salon(),
    queryFn: () => request(salonInfoSchema, { url: '/salon' }),
    ...catalogue,
  })

export const servicesQuery = (category?: ServiceCategory) =>
  queryOptions({
    queryKey: catalogueKeys.services(category),
    queryFn: () => request(list(serviceSchema), { url: '/services', params: { category } }),
    ...catalogue,
  })

export const packagesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.packages(),
    queryFn: () => request(list(packageSchema), { url: '/packages' }),
    ...catalogue,
  })

export const featuredServicesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.featured(),
    queryFn: () => request(list(featuredServiceSchema), { url: '/featured-services' }),
    ...catalogue,
  })

export const bookingOptionsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.bookingOptions(),
    queryFn: () => request(list(bookingOptionSchema), { url: '/booking-options' }),
    ...catalogue,
  })

export const stylistsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.stylists(),
    queryFn: () => request(list(stylistSchema), { url: '/stylists' }),
    ...catalogue,
  })

export const useSalon = () => useQuery(salonQuery())
export const useServices = (category?: ServiceCategory) => useQuery(servicesQuery(category))
export const usePackages = () => useQuery(packagesQuery())
export const useFeaturedServices = () => useQuery(featuredServicesQuery())
export const useBookingOptions = () => useQuery(bookingOptionsQuery())
export const useStylists = () => useQuery(stylistsQuery())
