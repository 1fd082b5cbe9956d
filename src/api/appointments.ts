import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import { waitlistQuery } from './waitlist'
import type { BookAppointmentRequest, RescheduleRequest } from './schemas'

export type AppointmentScope = 'upcoming' | 'past'

/** A visit as asked for: its main service, a second one, add-ons, and a stylist or any. */
export interface VisitChoice {
  service: string
  secondService?: string
  addOns?: readonly string[]
  /** A stylist's id; absent: any available stylist. */
  stylist?: string
}

/** A visit in a query string (empty choices left out, add-ons comma-separated). */
const visitParams = ({ service, secondService, addOns, stylist }: VisitChoice) => ({
  service,
  secondService: secondService || undefined,
  addOns: addOns?.length ? addOns.join(',') : undefined,
  stylist: stylist || undefined,
})

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (scope: AppointmentScope) => [...appointmentKeys.all, 'list', scope] as const,
  availability: (date: string, visit: VisitChoice, exclude?: string) =>
    ['availability', date, visitParams(visit), exclude ?? ''] as const,
  promo: (code: string, visit: VisitChoice, date: string) =>
    ['promo', code, { ...visitParams(visit), stylist: undefined }, date] as const,
}

export const appointmentsQuery = (scope: AppointmentScope) =>
  queryOptions({
    queryKey: appointmentKeys.list(scope),
    queryFn: async () => (await request('appointments', { query: { scope } })).appointments,
  })

/**
 * The 22 slots of a day for a visit, with its stylist or any; `exclude` frees the caller's
 * appointment being moved.
 */
export const availabilityQuery = (date: string, visit: VisitChoice, exclude?: string) =>
  queryOptions({
    queryKey: appointmentKeys.availability(date, visit, exclude),
    queryFn: () => request('availability', { query: { date, ...visitParams(visit), exclude } }),
    staleTime: 15_000,
  })

/** Checks a promotion code against a visit and date before booking. */
export const promoCheckQuery = (code: string, visit: VisitChoice, date: string) =>
  queryOptions({
    queryKey: appointmentKeys.promo(code, visit, date),
    queryFn: () =>
      request('promoCheck', {
        query: { code, ...visitParams({ ...visit, stylist: undefined }), date },
      }),
    retry: false,
  })

export const bookAppointment = (body: BookAppointmentRequest) =>
  request('bookAppointment', { body })

export const rescheduleAppointment = (id: string, body: RescheduleRequest) =>
  request('rescheduleAppointment', { params: { id }, body })

export const cancelAppointment = (id: string) => request('cancelAppointment', { params: { id } })

export const useAppointments = (scope: AppointmentScope) => useQuery(appointmentsQuery(scope))
/**
 * Asks for a list as useAppointments does (on mount, again when stale) for a component that renders
 * nothing from it. Its changes redraw nothing: a query result read for nothing would redraw its
 * component on every change of state, a fetch starting or ending, and all it renders with it.
 */
export function useAskForAppointments(scope: AppointmentScope): void {
  useQuery({ ...appointmentsQuery(scope), notifyOnChangeProps: [] })
}
/** A day's slots once a date and a service are chosen. */
export const useAvailability = (date: string | undefined, visit: VisitChoice, exclude?: string) =>
  useQuery({
    ...availabilityQuery(date ?? '', visit, exclude),
    enabled: Boolean(date && visit.service),
  })

export const usePromoCheck = (code: string, visit: VisitChoice, date: string | undefined) =>
  useQuery({
    ...promoCheckQuery(code, visit, date ?? ''),
    enabled: Boolean(code && visit.service && date),
  })

/** Booking, moving or cancelling changes both lists and the day's availability. */
function useInvalidateBookings() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['availability'] }),
      queryClient.invalidateQueries({ queryKey: waitlistQuery().queryKey }),
    ])
}

export function useBookAppointment() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: bookAppointment, onSuccess: invalidate })
}

export function useRescheduleAppointment() {
  const invalidate = useInvalidateBookings()
  return useMutation({
    mutationFn: ({ id, ...body }: RescheduleRequest & { id: string }) =>
      rescheduleAppointment(id, body),
    onSuccess: invalidate,
  })
}

export function useCancelAppointment() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: cancelAppointment, onSuccess: invalidate })
}
