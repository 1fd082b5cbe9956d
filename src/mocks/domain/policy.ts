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

/** When a visit's day-before reminder is due: 24 real hours before it, across a clock change. */
export const reminderDueAt = (appointment: { date: string; time: string }) =>
  salonDateTime(appointment.date, appointment.time).getTime() - CHANGE_NOTICE_HOURS * HOUR_MS

/**
 * The reminder is due from 24 hours before the visit until it starts, unless it was sent, or
 * counted as sent, for the visit's current start.
 */
export function isReminderDue(
  appointment: { date: string; time: string; status: string; remindedFor?: string },
  now: Date,
): boolean {
  return (
    appointment.status === 'upcoming' &&
    appointment.remindedFor !== startOf(appointment) &&
    reminderDueAt(appointment) <= now.getTime() &&
    !hasStarted(appointment, now)
  )
}
