import { addDaysToDate, formatTime, salonToday } from '@/lib/salon-time'
import { fullAddress, salon } from '@/lib/salon'
import { clock } from '../clock'
import { db, onChange } from '../db/db'
import type { AppointmentRecord } from '../db/records'
import { write } from '../db/store'
import { REMINDER_NOTICE_MS, reminderDueAt, startOf } from '../domain/policy'
import { say } from '../language'
import { letter, mailText, serviceNameIn, visitLinesText, whenText } from './letters'
import { languageOfAccount, sendMail } from './shared'

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
      // No one asked: the mail is in the language of the account that booked it.
      const language = languageOfAccount(visit.userId)
      const when = whenText(visit, language)
      await sendMail({
        kind: 'appointment-reminder',
        to: visit.email,
        subject: mailText(
          language,
          say('Reminder: {service} on {when}', {
            service: serviceNameIn(visit, language),
            when,
          }),
        ),
        body: letter(
          visit.name,
          [
            mailText(
              language,
              say('A reminder of your appointment at {time}.', {
                time: formatTime(visit.time, language),
              }),
            ),
            ...visitLinesText(visit, language),
            mailText(language, say('When: {when}', { when })),
            mailText(language, say('Stylist: {stylist}', { stylist: visit.stylist })),
            mailText(language, say('Where: {address}', { address: fullAddress })),
            '',
            mailText(
              language,
              say('Running late or need to change it? Please call us at {phone}.', {
                phone: salon.headerPhone,
              }),
            ),
          ],
          language,
        ),
      })
      await db.appointments.update((q) => q.where({ id: visit.id }), {
        data(record) {
          record.remindedFor = startOf(record)
        },
      })
    }
  })
}
