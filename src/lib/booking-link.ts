/** What may be a visit's second service: a manicure or a pedicure, never a package or an add-on. */
export const isSingleService = (category: string | undefined) =>
  category === 'manicure' || category === 'pedicure'

/** A visit as the booking form's address carries it. */
export interface VisitLink {
  service: string
  secondService?: string
  addOns?: readonly string[]
  stylist?: string
  /** A day and a time to fill in too (a waitlist's opened time). */
  date?: string
  time?: string
}

/** The booking form's path, filled in with a visit: /booking?service=…&addOns=a,b&stylist=… */
export function bookingPath({
  service,
  secondService,
  addOns = [],
  stylist,
  date,
  time,
}: VisitLink): string {
  const params = new URLSearchParams({ service })
  if (secondService) params.set('secondService', secondService)
  if (addOns.length) params.set('addOns', addOns.join(','))
  if (stylist) params.set('stylist', stylist)
  if (date) params.set('date', date)
  if (time) params.set('time', time)
  return `/booking?${params}`
}

/**
 * Book Service on the services page: a manicure or pedicure opens the form with it chosen, an
 * Additional Service with it ticked as an add-on (it is booked with a visit).
 */
export function serviceBookingPath(service: {
  id: string
  category: string
  bookingOption?: string
}): string {
  if (service.category === 'additional')
    return `/booking?${new URLSearchParams({ addOns: service.id })}`
  return service.bookingOption ? bookingPath({ service: service.bookingOption }) : '/booking'
}

/** The services of a booked visit, as its address asks for them: its lines after the main one. */
export function visitLinkOf(visit: {
  service: string
  services: readonly { value: string; category: string }[]
}): Required<Pick<VisitLink, 'service' | 'secondService' | 'addOns'>> {
  const [, ...rest] = visit.services
  const secondService = rest.find((line) => line.category !== 'add-on')?.value ?? ''
  const addOns = rest.filter((line) => line.category === 'add-on').map((line) => line.value)
  return { service: visit.service, secondService, addOns }
}

/** Where a waitlist entry's Book button and mail go: the form filled in with the time that opened. */
export const waitlistBookingPath = (entry: {
  service: string
  services: readonly { value: string; category: string }[]
  stylistId?: string
  date: string
  openedTime?: string
}) =>
  bookingPath({
    ...visitLinkOf(entry),
    stylist: entry.stylistId,
    date: entry.date,
    time: entry.openedTime,
  })
