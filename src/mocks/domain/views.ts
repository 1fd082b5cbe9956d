import type { Appointment, Party, User, VisitFee } from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { clock } from '../clock'
import { db, onChange } from '../db/db'
import type { AccountRecord, AppointmentRecord, FeeRecord, PartyRecord } from '../db/records'
import { membersOf } from './bookings'
import { offerIn } from './party-offer'
import { hasStarted, isInsideNoticeWindow } from './policy'

// The client's view of what is stored: no server fields, and what follows from the clock.

export const toUser = ({
  id,
  email,
  name,
  createdAt,
  emailReminders,
  birthday,
  language,
}: AccountRecord): User => ({ id, email, name, createdAt, emailReminders, birthday, language })

/** The points each credited visit earned, by appointment: worked out again after a change. */
let earnedByVisit: Map<string, number> | null = null
onChange(['points'], () => {
  earnedByVisit = null
})
function pointsEarnedBy(appointmentId: string): number | undefined {
  earnedByVisit ??= new Map(
    db.points
      .all()
      .filter((e) => e.kind === 'earned' && e.appointmentId)
      .map((e) => [e.appointmentId!, e.points]),
  )
  return earnedByVisit.get(appointmentId)
}

/** The fee each visit cost, by appointment: worked out again after a change. */
let feeByVisit: Map<string, FeeRecord> | null = null
onChange(['fees'], () => {
  feeByVisit = null
})
function feeOf(appointmentId: string): VisitFee | undefined {
  feeByVisit ??= new Map(db.fees.all().map((fee) => [fee.appointmentId, fee]))
  const fee = feeByVisit.get(appointmentId)
  return fee && { reason: fee.reason, amountCents: fee.amountCents, state: fee.state }
}

/**
 * The client's view of an appointment: no server fields, a started visit counts as completed,
 * and its hold names the card by brand and last four.
 */
export function toAppointment(record: AppointmentRecord): Appointment {
  const { userId: _user, source: _source, hold, ...appointment } = record
  const now = clock.now()
  const status =
    record.status === 'upcoming' && hasStarted(record, now) ? 'completed' : record.status
  return {
    ...appointment,
    status,
    canChange: status === 'upcoming' && !isInsideNoticeWindow(record, now),
    pointsEarned: pointsEarnedBy(record.id),
    hold: hold && {
      policyVersion: hold.policyVersion,
      feeCents: hold.feeCents,
      card: hold.card,
    },
    fee: feeOf(record.id),
  }
}

/** The client's view of a party, its offer in `language`. */
export function partyView(party: PartyRecord, language: Language): Party {
  const appointments: Appointment[] = membersOf(party.id).map(toAppointment)
  const { userId: _user, createdAt: _created, ...shown } = party
  return {
    ...shown,
    offer: offerIn(party, appointments.length, language),
    appointments,
    total: appointments
      .filter((a) => a.status !== 'cancelled')
      .reduce((sum, a) => Math.round((sum + a.total) * 100) / 100, 0),
  }
}
