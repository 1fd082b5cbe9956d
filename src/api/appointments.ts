import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import { useSingleAction } from './single-action'
import { rewardsQuery } from './rewards'
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
  /** The main or second service a member's free upgrade lifts one tier. */
  upgrade?: string
}

/** A visit in a query string (empty choices left out, add-ons comma-separated). */
const visitParams = ({ service, secondService, addOns, stylist, upgrade }: VisitChoice) => ({
  service,
  secondService: secondService || undefined,
  addOns: addOns?.length ? addOns.join(',') : undefined,
  stylist: stylist || undefined,
  upgrade: upgrade || undefined,
})

export const appointmentKeys = {
  all: ['appointments'] as const,
  /** A party's people are appointments too: its lists change with theirs. */
  parties: ['parties'] as const,
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

// A write's last argument is its action's Idempotency-Key (src/api/single-action.ts).

export const bookAppointment = (body: BookAppointmentRequest, idempotencyKey?: string) =>
  request('bookAppointment', { body }, { idempotencyKey })

export const rescheduleAppointment = (
  id: string,
  body: RescheduleRequest,
  idempotencyKey?: string,
) => request('rescheduleAppointment', { params: { id }, body }, { idempotencyKey })

export const cancelAppointment = (id: string, idempotencyKey?: string) =>
  request('cancelAppointment', { params: { id } }, { idempotencyKey })

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

/**
 * Books, moves or cancels a visit or a party, sent once per action (./single-action.ts). It
 * changes the lists of both, the day's availability and her points: they are read again.
 */
export function useBookingChange<V, T>(send: (variables: V, key: string) => Promise<T>) {
  const queryClient = useQueryClient()
  const mutationFn = useSingleAction(send)
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.parties }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
        queryClient.invalidateQueries({ queryKey: waitlistQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: rewardsQuery().queryKey }),
      ]),
  })
}

export const useBookAppointment = () => useBookingChange(bookAppointment)

export const useRescheduleAppointment = () =>
  useBookingChange(({ id, ...body }: RescheduleRequest & { id: string }, key: string) =>
    rescheduleAppointment(id, body, key),
  )

export const useCancelAppointment = () => useBookingChange(cancelAppointment)
