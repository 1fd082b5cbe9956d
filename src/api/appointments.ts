import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import type { CreateAppointmentRequest, RescheduleRequest } from './schemas'

export type AppointmentScope = 'upcoming' | 'past'

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (scope: AppointmentScope) => [...appointmentKeys.all, 'list', scope] as const,
  availability: (date: string, service: string, exclude?: string) =>
    ['availability', date, service, exclude ?? ''] as const,
  promo: (code: string, service: string, date: string) => ['promo', code, service, date] as const,
}

export const appointmentsQuery = (scope: AppointmentScope) =>
  queryOptions({
    queryKey: appointmentKeys.list(scope),
    queryFn: async () =>
      (await request((s) => s.appointmentListSchema, { url: '/appointments', params: { scope } }))
        .appointments,
  })

/** The 22 slots of a day for a service; `exclude` frees the caller's appointment being moved. */
export const availabilityQuery = (date: string, service: string, exclude?: string) =>
  queryOptions({
    queryKey: appointmentKeys.availability(date, service, exclude),
    queryFn: () =>
      request((s) => s.availabilitySchema, {
        url: '/availability',
        params: { date, service, exclude },
      }),
    staleTime: 15_000,
  })

/** Checks a promotion code against a service and date before booking. */
export const promoCheckQuery = (code: string, service: string, date: string) =>
  queryOptions({
    queryKey: appointmentKeys.promo(code, service, date),
    queryFn: () =>
      request((s) => s.promoCheckSchema, { url: '/promo-check', params: { code, service, date } }),
    retry: false,
  })

export const createAppointment = (body: CreateAppointmentRequest) =>
  request((s) => s.appointmentSchema, { method: 'POST', url: '/appointments', data: body })

export const rescheduleAppointment = (id: string, body: RescheduleRequest) =>
  request((s) => s.appointmentSchema, {
    method: 'PATCH',
    url: `/appointments/${encodeURIComponent(id)}`,
    data: body,
  })

export const cancelAppointment = (id: string) =>
  request((s) => s.appointmentSchema, {
    method: 'POST',
    url: `/appointments/${encodeURIComponent(id)}/cancel`,
  })

export const useAppointments = (scope: AppointmentScope) => useQuery(appointmentsQuery(scope))
/**
 * Asks for a list as useAppointments does (on mount, again when stale) for a component that renders
 * nothing from it. Its changes redraw nothing: a query result read for nothing would redraw its
 * component on every change of state, a fetch starting or ending, and all it renders with it.
 */
export function useAskForAppointments(scope: AppointmentScope): void {
  useQuery({ ...appointmentsQuery(scope), notifyOnChangeProps: [] })
}
export const useAvailability = (
  date: string | undefined,
  service: string | undefined,
  exclude?: string,
) =>
  useQuery({
    ...availabilityQuery(date ?? '', service ?? '', exclude),
    enabled: Boolean(date && service),
  })

export const usePromoCheck = (
  code: string,
  service: string | undefined,
  date: string | undefined,
) =>
  useQuery({
    ...promoCheckQuery(code, service ?? '', date ?? ''),
    enabled: Boolean(code && service && date),
  })

/** Booking, moving or cancelling changes both lists and the day's availability. */
function useInvalidateBookings() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['availability'] }),
    ])
}

export function useCreateAppointment() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: createAppointment, onSuccess: invalidate })
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
