import { addDaysToDate, formatTime, salonToday } from '@/lib/salon-time'
import { fullAddress, salon } from '@/lib/salon'
import { clock } from '../clock'
import { db, onChange } from '../db/db'
import type { AppointmentRecord } from '../db/records'
import { write } from '../db/store'
import { REMINDER_NOTICE_MS, reminderDueAt, startOf } from '../domain/policy'
import { letter, visitLinesText, whenText } from './letters'
import { sendMail } from './shared'

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
 * A reminder can only be due for a visit today or tomorrow (it starts within 24 hours): those
 * visits are worked out again only when the data changes or the salon's day does, not for every
 * call.
 */
let soon: { today: string; visits: Waiting[] } | null = null
onChange(['appointments', 'accounts'], () => {
  soon = null
})

/** The visits whose reminder is due now. */
function dueReminders(): AppointmentRecord[] {
  const now = clock.now()
  const today = salonToday(now)
  if (soon?.today !== today) soon = { today, visits: waitingFrom(today, addDaysToDate(today, 1)) }
  return soon.visits
    .filter(({ dueAt, startsAt }) => dueAt <= now.getTime() && now.getTime() < startsAt)
    .map(({ appointment }) => appointment)
}

/** Visits whose reminder has not gone yet, soonest first, with when it goes (for testers). */
export function pendingReminders(): { appointment: AppointmentRecord; dueAt: Date }[] {
  const now = clock.now().getTime()
  return waitingFrom(salonToday(clock.now()))
    .filter(({ startsAt }) => now < startsAt)
    .sort((a, b) => a.dueAt - b.dueAt)
    .map(({ appointment, dueAt }) => ({ appointment, dueAt: new Date(dueAt) }))
}

/** Whether a reminder is due (read on the latest data, see settleDue). */
export const hasDueReminders = () => dueReminders().length > 0

/** Sends every reminder that is due, each once, in one write. */
export async function sendDueReminders(): Promise<void> {
  await write(async () => {
    for (const visit of dueReminders()) {
      await sendMail({
        kind: 'appointment-reminder',
        to: visit.email,
        subject: `Reminder: ${visit.serviceName} on ${whenText(visit)}`,
        body: letter(visit.name, [
          `A reminder of your appointment at ${formatTime(visit.time)}.`,
          ...visitLinesText(visit),
          `When: ${whenText(visit)}`,
          `Stylist: ${visit.stylist}`,
          `Where: ${fullAddress}`,
          '',
          `Running late or need to change it? Please call us at ${salon.headerPhone}.`,
        ]),
      })
      await db.appointments.update((q) => q.where({ id: visit.id }), {
        data(record) {
          record.remindedFor = startOf(record)
        },
      })
    }
  })
}
