import { formatLongDate, salonDateTime } from '@/lib/salon-time'

// What a stored visit says of itself, read by the migrations and by the rewards rules alike.

/** When a visit ends, as an instant. */
export const visitEnd = (visit: { date: string; time: string; durationMinutes: number }) =>
  salonDateTime(visit.date, visit.time).getTime() + visit.durationMinutes * 60_000

/** "Gel Manicure on Wednesday, November 25, 2026": a visit as a history line names it. */
export const aboutVisit = (visit: { serviceName: string; date: string }) =>
  `${visit.serviceName} on ${formatLongDate(visit.date)}`
