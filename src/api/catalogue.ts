import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from './client'
import { selectCategory } from './select-category'
import type { Service, ServiceCategory } from './schemas'

// The catalogue changes rarely: keep it for the whole visit.
const catalogue = { staleTime: Infinity } as const

const catalogueKeys = {
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
    queryFn: () => request('salon'),
    ...catalogue,
  })

export const servicesQuery = (category?: ServiceCategory) =>
  queryOptions({
    queryKey: catalogueKeys.services(category),
    queryFn: () => request('services', { query: { category } }),
    ...catalogue,
  })

export const packagesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.packages(),
    queryFn: () => request('packages'),
    ...catalogue,
  })

export const featuredServicesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.featured(),
    queryFn: () => request('featuredServices'),
    ...catalogue,
  })

export const bookingOptionsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.bookingOptions(),
    queryFn: () => request('bookingOptions'),
    ...catalogue,
  })

export const stylistsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.stylists(),
    queryFn: () => request('stylists'),
    ...catalogue,
  })

export const useSalon = () => useQuery(salonQuery())
/** One category's services, or all, picked from the whole list. */
export const useServices = (category?: ServiceCategory) =>
  useQuery({ ...servicesQuery(), select: selectCategory<Service>(category) })
export const usePackages = () => useQuery(packagesQuery())
export const useFeaturedServices = () => useQuery(featuredServicesQuery())
export const useStylists = () => useQuery(stylistsQuery())
