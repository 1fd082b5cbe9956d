import { CHANGE_NOTICE_MS } from '@/lib/rules'
import { salonDateTime } from '@/lib/salon-time'

/** Cancelling or moving needs the change notice (CHANGE_NOTICE_HOURS). */
export function isInsideNoticeWindow(
  appointment: { date: string; time: string },
  now: Date,
): boolean {
  const startsAt = salonDateTime(appointment.date, appointment.time).getTime()
  return startsAt - now.getTime() < CHANGE_NOTICE_MS
}

/** An upcoming appointment whose start has passed is shown as completed. */
export function hasStarted(appointment: { date: string; time: string }, now: Date): boolean {
  return salonDateTime(appointment.date, appointment.time).getTime() <= now.getTime()
}

/** A visit's start as its reminder records it: 'YYYY-MM-DD HH:mm'. */
export const startOf = (appointment: { date: string; time: string }) =>
  `${appointment.date} ${appointment.time}`

/**
 * A reminder goes as early as the change notice, in real hours before the visit, so a
 * daylight-saving change counts hours.
 */
export const REMINDER_NOTICE_MS = CHANGE_NOTICE_MS

/**
 * When a visit's day-before reminder is due; it stays due until the visit starts, unless it was
 * sent, or counted as sent, for the visit's current start (`remindedFor`).
 */
export const reminderDueAt = (appointment: { date: string; time: string }) =>
  salonDateTime(appointment.date, appointment.time).getTime() - REMINDER_NOTICE_MS
