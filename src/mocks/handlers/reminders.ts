import { formatTime, salonToday } from '@/lib/salon-time'
import { fullAddress, salon } from '@/lib/salon'
import { clock } from '../clock'
import { db } from '../db/db'
import type { AppointmentRecord } from '../db/records'
import { write } from '../db/store'
import { isReminderDue, reminderDueAt, startOf } from '../domain/policy'
import { letter, visitLinesText, whenText } from './letters'
import { sendMail } from './shared'

// The day-before reminders. The mock keeps no timers: the reminders due are sent when the
// back-end next handles a request, or when a tester moves its clock.

/**
 * Visits that will want a reminder, soonest first: recomputed only after the data changed or the
 * clock went back (a tester's move), not on every request.
 */
let waiting: { dueAt: number; appointment: AppointmentRecord }[] | null = null
let computedAt = 0
for (const table of ['appointments', 'accounts'] as const) {
  for (const event of ['create', 'update', 'delete'] as const)
    db[table].hooks.on(event, () => {
      waiting = null
    })
}

/** Upcoming visits of clients who want reminders, not yet reminded for their current start. */
function remindersWaiting() {
  const now = clock.now()
  if (waiting && now.getTime() >= computedAt) return waiting
  computedAt = now.getTime()
  const today = salonToday(now)
  const silent = new Set(
    db.accounts
      .all()
      .filter((a) => !a.emailReminders)
      .map((a) => a.id),
  )
  waiting = db.appointments
    .all()
    .filter(
      (a) =>
        a.status === 'upcoming' &&
        a.date >= today &&
        a.remindedFor !== startOf(a) &&
        !silent.has(a.userId),
    )
    .map((appointment) => ({
      appointment,
      dueAt: reminderDueAt(appointment),
    }))
    .sort((a, b) => a.dueAt - b.dueAt)
  return waiting
}

/** The reminders due now, for the mock panel and the sender. */
export function dueReminders(): AppointmentRecord[] {
  const now = clock.now()
  return remindersWaiting()
    .filter(({ dueAt }) => dueAt <= now.getTime())
    .map(({ appointment }) => appointment)
    .filter((appointment) => isReminderDue(appointment, now))
}

/** Visits whose reminder is still to come, soonest first, with when it goes. */
export function pendingReminders(): { appointment: AppointmentRecord; dueAt: Date }[] {
  const now = clock.now().getTime()
  return remindersWaiting()
    .filter(({ dueAt, appointment }) => dueAt > now || isReminderDue(appointment, clock.now()))
    .map(({ appointment, dueAt }) => ({ appointment, dueAt: new Date(dueAt) }))
}

/** Sends every reminder that is due, each once, in one write. */
export async function sendDueReminders(): Promise<void> {
  if (!dueReminders().length) return
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
