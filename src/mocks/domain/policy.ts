import { salonDateTime } from '@/lib/salon-time'

const CHANGE_NOTICE_HOURS = 24
const HOUR_MS = 60 * 60 * 1000

/** Cancelling or moving needs 24 hours' notice. */
export function isInsideNoticeWindow(
  appointment: { date: string; time: string },
  now: Date,
): boolean {
  const startsAt = salonDateTime(appointment.date, appointment.time).getTime()
  return startsAt - now.getTime() < CHANGE_NOTICE_HOURS * HOUR_MS
}

/** An upcoming appointment whose start has passed is shown as completed. */
export function hasStarted(appointment: { date: string; time: string }, now: Date): boolean {
  return salonDateTime(appointment.date, appointment.time).getTime() <= now.getTime()
}

/** A visit's start as its reminder records it: 'YYYY-MM-DD HH:mm'. */
export const startOf = (appointment: { date: string; time: string }) =>
  `${appointment.date} ${appointment.time}`

/** A reminder goes 24 real hours before the visit, so a daylight-saving change counts hours. */
export const REMINDER_NOTICE_MS = CHANGE_NOTICE_HOURS * HOUR_MS

/**
 * When a visit's day-before reminder is due; it stays due until the visit starts, unless it was
 * sent, or counted as sent, for the visit's current start (`remindedFor`).
 */
export const reminderDueAt = (appointment: { date: string; time: string }) =>
  salonDateTime(appointment.date, appointment.time).getTime() - REMINDER_NOTICE_MS
