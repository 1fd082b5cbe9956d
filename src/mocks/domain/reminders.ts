import { addDaysToDate, salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { db, onChange } from '../db/db'
import { needDay, needWhole } from '../db/lazy-rows'
import type { AppointmentRecord } from '../db/records'
import { REMINDER_NOTICE_MS, reminderDueAt, startOf } from './policy'

// The day-before reminders. The mock keeps no timers: the reminders due are sent when the
// back-end next handles a request, or when a tester moves its clock.

type Waiting = { appointment: AppointmentRecord; dueAt: number; startsAt: number }

/** Upcoming visits from `today` on, of clients who want reminders, not reminded for their start. */
function waitingFrom(today: string, until?: string): Waiting[] {
  const silent = new Set(
    db.accounts
      .all()
      .filter((a) => !a.emailReminders)
      .map((a) => a.id),
  )
  return db.appointments
    .all()
    .filter(
      (a) =>
        a.date >= today &&
        (!until || a.date <= until) &&
        a.status === 'upcoming' &&
        // A guest who gave no email has no reminder to get.
        a.email !== '' &&
        a.remindedFor !== startOf(a) &&
        !silent.has(a.userId),
    )
    .map((appointment) => {
      const dueAt = reminderDueAt(appointment)
      return { appointment, dueAt, startsAt: dueAt + REMINDER_NOTICE_MS }
    })
}

/**
 * A reminder can only be due for a visit today or tomorrow (it starts within REMINDER_NOTICE_MS): those
 * visits are worked out again only when the data changes or the salon's day does, not for every
 * call.
 */
let soon: { today: string; visits: Waiting[] } | null = null
onChange(['appointments', 'accounts'], () => {
  soon = null
})

/** The visits whose reminder is due now: found by day (today's and tomorrow's), not by reading every visit. */
export function dueReminders(): AppointmentRecord[] {
  const now = clock.now()
  const today = salonToday(now)
  needDay(today)
  needDay(addDaysToDate(today, 1))
  if (soon?.today !== today) soon = { today, visits: waitingFrom(today, addDaysToDate(today, 1)) }
  return soon.visits
    .filter(({ dueAt, startsAt }) => dueAt <= now.getTime() && now.getTime() < startsAt)
    .map(({ appointment }) => appointment)
}

/** Visits whose reminder has not gone yet, soonest first, with when it goes (for testers). */
export function pendingReminders(): { appointment: AppointmentRecord; dueAt: Date }[] {
  needWhole('appointments')
  const now = clock.now().getTime()
  return waitingFrom(salonToday(clock.now()))
    .filter(({ startsAt }) => now < startsAt)
    .sort((a, b) => a.dueAt - b.dueAt)
    .map(({ appointment, dueAt }) => ({ appointment, dueAt: new Date(dueAt) }))
}

/** Whether a reminder is due (read on the latest data, see settleDue). */
export const hasDueReminders = () => dueReminders().length > 0

/** Marks a visit reminded for its current start. */
export const markReminded = (visit: AppointmentRecord) =>
  db.appointments.update((q) => q.where({ id: visit.id }), {
    data(record) {
      record.remindedFor = startOf(record)
    },
  })
