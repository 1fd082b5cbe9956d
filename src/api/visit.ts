import { bookingPath, isSingleService, visitLinkOf } from '@/lib/booking-link'
import { formatPrice } from '@/lib/money'
import {
  closedDayReason,
  salonMinutesNow,
  salonToday,
  slotToMinutes,
  TIME_SLOTS,
} from '@/lib/salon-time'
import type { VisitChoice } from './appointments'
import type { Appointment, BookingOption, Stylist } from './schemas'

// A visit as the booking form and the appointment cards read and link to it.

/** Whether a price is a starting price: one of its services is priced "from" or per nail. */
const isFromPrice = (lines: readonly { priceBasis: string }[]) =>
  lines.some((line) => line.priceBasis !== 'fixed')

/** A visit's total as the salon writes it: "$110+" when it is a starting price. */
export const formatVisitTotal = (total: number, lines: readonly { priceBasis: string }[]) =>
  `${formatPrice(total)}${isFromPrice(lines) ? '+' : ''}`

/** The visit an appointment holds: its services, and its stylist when the client chose her. */
export const visitOf = (appointment: Appointment): VisitChoice => ({
  ...visitLinkOf(appointment),
  stylist: appointment.stylistChosen ? appointment.stylistId : undefined,
})

/** The booking form's address, filled in with this visit's services and its stylist. */
export const bookAgainHref = (appointment: Appointment): string =>
  bookingPath({ ...visitOf(appointment), stylist: appointment.stylistId })

/**
 * The visit an address asks for (?service=&secondService=&addOns=&stylist=), keeping only what
 * the salon offers today: a stylist no longer on the team is left out, so any stylist will do.
 */
export function visitFromSearch(
  params: URLSearchParams,
  options: readonly BookingOption[],
  stylists: readonly Stylist[],
): Required<Omit<VisitChoice, 'upgrade'>> {
  const offered = (value: string | null, fits: (o: BookingOption) => boolean) =>
    value && options.some((o) => o.value === value && fits(o)) ? value : ''
  const isMain = (o: BookingOption) => o.category !== 'add-on'
  const stylist = params.get('stylist')
  return {
    service: offered(params.get('service'), isMain),
    secondService: offered(params.get('secondService'), (o) => isSingleService(o.category)),
    addOns: (params.get('addOns') ?? '')
      .split(',')
      .filter(
        (value, i, all) =>
          offered(value, (o) => o.category === 'add-on') && all.indexOf(value) === i,
      ),
    stylist: stylist && stylists.some((s) => s.id === stylist) ? stylist : '',
  }
}

/**
 * The day and time an address asks for (?date=&time=, from a waitlist's Book button), when the
 * day can still be booked; a time only with its day, and not once it has passed.
 */
export function whenFromSearch(params: URLSearchParams, now = new Date()) {
  const date = params.get('date') ?? ''
  const time = params.get('time') ?? ''
  const bookable = /^\d{4}-\d{2}-\d{2}$/.test(date) && !closedDayReason(date, salonToday(now))
  if (!bookable) return { date: '', time: '' }
  const passed = date === salonToday(now) && slotToMinutes(time) <= salonMinutesNow(now)
  return { date, time: TIME_SLOTS.includes(time) && !passed ? time : '' }
}
