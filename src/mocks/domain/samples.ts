import { addDaysToDate, formatDuration, salonDateTime, salonToday } from '@/lib/salon-time'
import type { VisitLine } from '@/api/schemas'
import type { AppointmentRecord } from '../db/records'
import { dayAvailability, nearestFreeTimes, type Occupancy } from './availability'

/** How many days the search for a free slot may move a sample from its preferred day. */
const SEARCH_DAYS = 7

interface Salon {
  stylists: readonly { id: string; name: string }[]
  /** What holds a stylist on a date: every booking that is not cancelled. */
  bookingsOn: (date: string) => readonly Occupancy[]
}

type Placement = { date: string; time: string; stylistId: string }

/**
 * The preferred time on the first of `dates` that has a free stylist, or the nearest free time
 * that day, through the slot engine; undefined when no stylist is free on any of them.
 */
function place(
  dates: readonly string[],
  preferredTime: string,
  durationMinutes: number,
  salon: Salon,
  nowFor: (date: string) => Date,
): Placement | undefined {
  for (const date of dates) {
    const slots = dayAvailability({
      date,
      durationMinutes,
      bookings: salon.bookingsOn(date),
      stylistIds: salon.stylists.map((s) => s.id),
      now: nowFor(date),
    })
    const [time] = nearestFreeTimes(slots, preferredTime, 1)
    const stylistId = slots.find((s) => s.time === time)?.stylist
    if (time && stylistId) return { date, time, stylistId }
  }
  return undefined
}

/**
 * Every new account starts with two sample appointments, dated relative to today: one a
 * week ahead, one two weeks ago. Each holds a stylist like any booking, so each is placed through
 * the slot engine, and left out when no stylist is free.
 */
export function sampleAppointments(
  account: { id: string; name: string; email: string },
  now: Date,
  salon: Salon,
): Omit<AppointmentRecord, 'id'>[] {
  const today = salonToday(now)
  const days = (from: number, step: 1 | -1) =>
    Array.from({ length: SEARCH_DAYS }, (_, i) => addDaysToDate(today, from + i * step))
  const base = {
    userId: account.id,
    name: account.name,
    email: account.email,
    phone: '',
    discount: 0,
    source: 'sample' as const,
    createdAt: now.toISOString(),
  }
  const sample = (
    placement: Placement | undefined,
    fields: Pick<AppointmentRecord, 'service' | 'serviceName' | 'status'> & {
      category: VisitLine['category']
      durationMinutes: number
      price: number
    },
  ): Omit<AppointmentRecord, 'id'>[] => {
    if (!placement) return []
    const { date, time, stylistId } = placement
    const stylist = salon.stylists.find((s) => s.id === stylistId)!.name
    const { service, serviceName, status, category, durationMinutes, price } = fields
    const services = [
      {
        value: service,
        name: serviceName,
        category,
        price,
        priceBasis: 'fixed' as const,
        durationMinutes,
      },
    ]
    const duration = formatDuration(durationMinutes)
    return [
      {
        ...base,
        ...{ service, serviceName, status, durationMinutes, price, total: price, services },
        rewardDiscount: 0,
        pointsSpent: 0,
        date,
        time,
        duration,
        stylistId,
        stylist,
        stylistChosen: false,
      },
    ]
  }

  return [
    // A week ahead (or the next days with room), seen from now like any booking.
    ...sample(
      place(days(7, 1), '14:00', 90, salon, () => now),
      {
        service: 'basic-package',
        serviceName: 'Basic Package (Manicure & Pedicure)',
        category: 'package',
        durationMinutes: 90,
        status: 'upcoming',
        price: 55,
      },
    ),
    // Two weeks ago (or the days before): the engine calls every past slot 'past', so the day is
    // judged as it stood at its midnight, when each slot was still open. Closed days and closing
    // time apply as ever, and stylists are checked against that day's bookings.
    ...sample(
      place(days(-14, -1), '11:00', 45, salon, (date) => salonDateTime(date, '00:00')),
      {
        service: 'gel-manicure',
        serviceName: 'Gel Manicure',
        category: 'manicure',
        durationMinutes: 45,
        status: 'completed',
        price: 45,
      },
    ),
  ]
}
