import { partyMessages, partyRules, totalFeeCents, type RescheduleRequest } from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'
import { formatCents } from '@/lib/money'
import { salon } from '@/lib/salon'
import { clock } from '../clock'
import { db } from '../db/db'
import { needParty } from '../db/lazy-rows'
import type { AppointmentRecord } from '../db/records'
import { fail } from '../failures'
import { say } from '../language'
import { comingOf, firstSeat, ownAppointment, ownParty } from './bookings'
import { chargeFee, type FeeCharge } from './fees'
import { assertNotTooSoon } from './party-booking'
import { seatParty } from './party-seats'
import { returnPoints } from './points'
import { isInsideNoticeWindow } from './policy'
import { assertOneChair, claimSlot } from './slots'
import { bridalSpecialist, keptStylists, stylistName } from './team'
import { toAppointment } from './views'

// Changing a visit booked (docs/behaviour.md, Changing a visit): online, an upcoming visit moves
// or is cancelled up to CHANGE_NOTICE_HOURS before it starts; later, a visit held by a card may
// still be cancelled, for its fee (docs/behaviour.md, Fees).

/**
 * Moving or cancelling is for upcoming visits, with the change notice. Inside it, a visit held
 * by a card may still be cancelled, for its fee: true then (a late cancellation). `feeCents` is
 * what the refusal to move names (a party's, everyone's).
 */
function assertChangeable(
  appointment: AppointmentRecord,
  action: 'reschedule' | 'cancel',
  feeCents = appointment.hold?.feeCents,
): boolean {
  const cancel = action === 'cancel'
  if (toAppointment(appointment).status !== 'upcoming') {
    throw fail.rule(
      cancel
        ? 'Only upcoming appointments can be cancelled.'
        : 'Only upcoming appointments can be rescheduled.',
    )
  }
  if (!isInsideNoticeWindow(appointment, clock.now())) return false
  if (cancel && appointment.hold) return true
  const values = { hours: CHANGE_NOTICE_HOURS, phone: salon.headerPhone }
  if (!cancel && appointment.hold && feeCents !== undefined)
    throw fail.rule(
      say(
        'Appointments can only be rescheduled online at least {hours, plural, one {# hour} other {# hours}} in advance. You can still cancel it: a late cancellation costs {fee}.',
        { hours: CHANGE_NOTICE_HOURS, fee: formatCents(feeCents) },
      ),
    )
  throw fail.rule(
    cancel
      ? say(
          'Appointments can only be cancelled online at least {hours, plural, one {# hour} other {# hours}} in advance. Please call us at {phone}.',
          values,
        )
      : say(
          'Appointments can only be rescheduled online at least {hours, plural, one {# hour} other {# hours}} in advance. Please call us at {phone}.',
          values,
        ),
  )
}

/** The fees of late cancellations, charged inside the same write (never twice, see ./fees.ts). */
async function chargeLate(visits: readonly AppointmentRecord[]): Promise<FeeCharge[]> {
  const charged: FeeCharge[] = []
  for (const visit of visits) {
    const charge = await chargeFee(visit, 'late-cancellation')
    if (charge) charged.push(charge)
  }
  return charged
}

/** Moves her visit to a new time; a stylist she chose stays hers. The visit as it was, and now. */
export async function rescheduleVisit(
  id: string,
  body: RescheduleRequest,
  userId: string,
  language: Language,
) {
  const appointment = ownAppointment(id, userId)
  if (appointment.partyId) throw fail.rule(partyMessages.movesTogether)
  assertChangeable(appointment, 'reschedule')
  const stylistIds = keptStylists(appointment)
  assertOneChair({ ...appointment, ...body }, stylistIds, language, appointment.id)
  const stylistId = claimSlot(
    { ...body, durationMinutes: appointment.durationMinutes },
    stylistIds,
    language,
    appointment.id,
  )
  // As it was: the mail says the old time, and the waitlist compares the day before and after.
  const was = { ...appointment }
  const updated = (await db.appointments.update((q) => q.where({ id: appointment.id }), {
    data(record) {
      record.date = body.date
      record.time = body.time
      record.stylistId = stylistId
      record.stylist = stylistName(stylistId)
    },
  }))!
  return { was, updated }
}

/**
 * Cancels her visit, or a guest's of her party (which keeps its policy: the notice before the
 * party starts). Inside the notice a held visit is cancelled all the same and its fee charged (a
 * guest's, her share only). The visit as it was and now, the points it gave back, the party's
 * client and the fee charged.
 */
export async function cancelVisit(id: string, userId: string) {
  const appointment = ownAppointment(id, userId)
  if (appointment.partyId && !appointment.guest) throw fail.rule(partyMessages.ownVisitInParty)
  let late = assertChangeable(appointment, 'cancel')
  if (appointment.partyId) needParty(appointment.partyId)
  const party = appointment.partyId
    ? db.appointments.findMany((q) => q.where({ partyId: appointment.partyId }))
    : []
  const coming = party.filter((m) => m.status !== 'cancelled')
  if (coming.length && assertChangeable(firstSeat(coming), 'cancel')) late = true
  const was = { ...appointment }
  const updated = (await db.appointments.update((q) => q.where({ id: appointment.id }), {
    data(record) {
      record.status = 'cancelled'
    },
  }))!
  const pointsBack = await returnPoints(updated)
  const fees = late ? await chargeLate([updated]) : []
  return { was, updated, pointsBack, host: party.find((m) => !m.guest), fees }
}

/**
 * Moves the whole party to a time that fits everyone still coming, each with the stylist she
 * chose while she is on the team. The party, its people as they were, and as they are.
 */
export async function rescheduleParty(
  id: string,
  body: RescheduleRequest,
  userId: string,
  language: Language,
) {
  const party = ownParty(id, userId)
  const coming = comingOf(party.id)
  const partyFee = totalFeeCents(coming.map((m) => m.hold))
  for (const member of coming) assertChangeable(member, 'reschedule', partyFee)
  // Booked as a private event, it keeps the event's notice with fewer people.
  const size =
    party.kind === 'event' ? Math.max(coming.length, partyRules.eventSize) : coming.length
  assertNotTooSoon(body.date, size, party.bridal, language)
  const sitters = coming.map((member) => ({
    durationMinutes: member.durationMinutes,
    stylistIds: keptStylists(member),
    preferred: party.bridal && member.bride ? bridalSpecialist() : undefined,
  }))
  const seats = seatParty(
    body,
    sitters,
    coming.map((m) => m.name),
    language,
    new Set(coming.map((m) => m.id)),
  )
  const own = coming.findIndex((m) => !m.guest)
  if (own >= 0)
    assertOneChair(
      { ...coming[own]!, ...body, time: seats[own]!.time },
      sitters[own]!.stylistIds,
      language,
      coming[own]!.id,
    )
  const was = coming.map((member) => ({ ...member }))
  const moved: AppointmentRecord[] = []
  for (const [i, member] of coming.entries())
    moved.push(
      (await db.appointments.update((q) => q.where({ id: member.id }), {
        data(record) {
          record.date = body.date
          record.time = seats[i]!.time
          record.stylistId = seats[i]!.stylistId
          record.stylist = stylistName(seats[i]!.stylistId)
        },
      }))!,
    )
  return { party, was, moved }
}

/**
 * Cancels the whole party: everyone still coming. Inside the party's notice each held person's
 * fee is charged. The party, its people now, the points back and the fees charged.
 */
export async function cancelParty(id: string, userId: string) {
  const party = ownParty(id, userId)
  const coming = comingOf(party.id)
  if (!coming.length) throw fail.rule('Only upcoming appointments can be cancelled.')
  let late = false
  for (const member of coming) if (assertChangeable(member, 'cancel')) late = true
  const done = await cancelAll(coming)
  const fees = late ? await chargeLate(done.cancelled) : []
  return { party, coming, ...done, fees }
}

/** Cancels everyone of `members`; the points they gave back. */
async function cancelAll(members: readonly AppointmentRecord[]) {
  const cancelled: AppointmentRecord[] = []
  for (const member of members)
    cancelled.push(
      (await db.appointments.update((q) => q.where({ id: member.id }), {
        data(record) {
          record.status = 'cancelled'
        },
      }))!,
    )
  let pointsBack = 0
  for (const visit of cancelled) pointsBack += await returnPoints(visit)
  return { cancelled, pointsBack }
}
