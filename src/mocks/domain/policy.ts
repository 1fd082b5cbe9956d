import { salonDateTime } from '@/lib/salon-time'

const CHANGE_NOTICE_HOURS = 24

/** Cancelling or moving needs 24 hours' notice. */
export function isInsideNoticeWindow(
  appointment: { date: string; time: string },
  now: Date,
): boolean {
  const startsAt = salonDateTime(appointment.date, appointment.time).getTime()
  return startsAt - now.getTime() < CHANGE_NOTICE_HOURS * 60 * 60 * 1000
}

/** An upcoming appointment whose start has passed is shown as completed. */
export function hasStarted(appointment: { date: string; time: string }, now: Date): boolean {
  return salonDateTime(appointment.date, appointment.time).getTime() <= now.getTime()
}
