import { addOnsFromQuery, partyMessages } from '@/api/schemas'
import { bookingPath, visitLinkOf } from '@/lib/booking-link'
import { formatPrice } from '@/lib/money'
import { salon } from '@/lib/salon'
import {
  formatDayOfYear,
  formatDuration,
  formatLongDate,
  formatTime,
  slotToMinutes,
} from '@/lib/salon-time'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import { dayAvailability, nearestFreeTimes } from '../domain/availability'
import { isInsideNoticeWindow, startOf } from '../domain/policy'
import { checkPromotion, priceWithPromotion } from '../domain/promotions'
import { priceWithReward, REWARD_POINTS } from '../domain/rewards'
import { visitMinutes, visitName } from '../domain/visit'
import { ApiFailure, fail, type Resolvers } from '../http'
import { letter, visitLinesText, visitTotalText, whenText } from './letters'
import {
  activeBookingsOn,
  firstSeat,
  resolveVisit,
  sendMail,
  stylistName,
  stylistsFor,
  toAppointment,
  unavailableMessages,
  type AppointmentRecord,
} from './shared'
import { assertRewardsAllowed, pointsToEarn, returnPoints, spendPoints } from './rewards'
import { fulfilWaitlistEntries, tellWaitlist } from './waitlist'

/** The day's slots for a visit of `durationMinutes` by one of `stylistIds`, `exceptId` set aside. */
const daySlots = (
  date: string,
  durationMinutes: number,
  stylistIds: readonly string[],
  exceptId?: string,
) =>
  dayAvailability({
    date,
    durationMinutes,
    bookings: activeBookingsOn(date, exceptId),
    stylistIds,
    now: clock.now(),
  })

/**
 * Finds a stylist (of `stylistIds`) free for the whole visit at the slot, or explains (409 with
 * the nearest free times, or 422) why not.
 */
function claimSlot(
  date: string,
  time: string,
  durationMinutes: number,
  stylistIds: readonly string[],
  exceptId?: string,
) {
  const slots = daySlots(date, durationMinutes, stylistIds, exceptId)
  const slot = slots.find((s) => s.time === time)
  if (slot?.available && slot.stylist) return slot.stylist
  if (slot?.reason && slot.reason !== 'booked') throw fail.rule(unavailableMessages[slot.reason])
  throw fail.conflict(
    `Sorry, ${formatTime(time)} on ${formatLongDate(date)} was just booked. Please choose another time.`,
    nearestFreeTimes(slots, time),
  )
}

/**
 * One person, one chair: refuses (409) a visit that overlaps another of the same account under
 * the same client name, and offers the nearest times when she and a stylist are both free. A
 * visit booked under another name (a friend beside her) is hers to book.
 */
export function assertOneChair(
  visit: { userId: string; name: string; date: string; time: string; durationMinutes: number },
  stylistIds: readonly string[],
  exceptId?: string,
) {
  const client = visit.name.trim().toLowerCase()
  const hers = activeBookingsOn(visit.date, exceptId).filter(
    (a) => a.userId === visit.userId && a.name.trim().toLowerCase() === client,
  )
  const clashAt = (time: string) => {
    const start = slotToMinutes(time)
    return hers.find(
      (a) =>
        slotToMinutes(a.time) < start + visit.durationMinutes &&
        start < slotToMinutes(a.time) + a.durationMinutes,
    )
  }
  const clash = clashAt(visit.time)
  if (!clash) return
  const slots = daySlots(visit.date, visit.durationMinutes, stylistIds, exceptId).map((slot) =>
    clashAt(slot.time) ? { ...slot, available: false } : slot,
  )
  throw fail.conflict(
    `You already have a visit at that time: ${clash.serviceName}, ${formatTime(clash.time)} on ${formatDayOfYear(clash.date)}`,
    nearestFreeTimes(slots, visit.time),
  )
}

/** A reward that cannot be taken: 422, named on its field. */
export const rewardRefused = (message: string) =>
  new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { useReward: message } })

/** A code that does not apply: 422, named on the promo code field. */
export const promoRefused = (message: string) =>
  new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { promoCode: message } })

function ownAppointment(id: string, userId: string): AppointmentRecord {
  const appointment = db.appointments.findFirst((q) => q.where({ id, userId }))
  if (!appointment) throw fail.notFound('We could not find that appointment.')
  return appointment
}

/** Moving or cancelling is for upcoming visits, with 24 hours' notice. */
export function assertChangeable(appointment: AppointmentRecord, action: 'reschedule' | 'cancel') {
  if (toAppointment(appointment).status !== 'upcoming') {
    throw fail.rule(
      `Only upcoming appointments can be ${action === 'cancel' ? 'cancelled' : 'rescheduled'}.`,
    )
  }
  if (isInsideNoticeWindow(appointment, clock.now())) {
    throw fail.rule(
      `Appointments can only be ${action === 'cancel' ? 'cancelled' : 'rescheduled'} online at least 24 hours in advance. Please call us at ${salon.headerPhone}.`,
    )
  }
}

type Slotted = { date: string; time: string }
const startKey = (a: Slotted) => `${a.date} ${String(slotToMinutes(a.time)).padStart(4, '0')}`
const byStart = (a: Slotted, b: Slotted) => startKey(a).localeCompare(startKey(b))

export const appointmentResolvers = {
  // ?exclude= leaves out one of the caller's own appointments: the one being rescheduled.
  availability: ({ query, account }) => {
    const { date, service, secondService, addOns, upgrade, stylist, exclude: excluded } = query
    const lines = resolveVisit({
      service,
      secondService,
      addOns: addOnsFromQuery(addOns),
      upgrade,
    })
    const stylistIds = stylistsFor(stylist)
    const ownExcluded =
      excluded &&
      account &&
      db.appointments.findFirst((q) => q.where({ id: excluded, userId: account.id }))
    const slots = dayAvailability({
      date,
      durationMinutes: visitMinutes(lines),
      bookings: activeBookingsOn(date, ownExcluded ? excluded : undefined),
      stylistIds,
      now: clock.now(),
    })
    return {
      date,
      service,
      slots: slots.map((s) => (s.stylist ? { ...s, stylist: stylistName(s.stylist) } : s)),
    }
  },

  promoCheck: ({ query, account }) => {
    const { code, service, secondService, addOns, upgrade, date } = query
    const lines = resolveVisit({
      service,
      secondService,
      addOns: addOnsFromQuery(addOns),
      upgrade,
    })
    const verdict = checkPromotion(
      code,
      { lines, date, hasOwnBookings: hasOwnBookings(account?.id), birthday: account?.birthday },
      clock.now(),
    )
    if (!verdict.ok) throw promoRefused(verdict.message)
    const { code: promoCode, title, discountPercent, terms } = verdict.promotion
    return {
      code: promoCode,
      title,
      discountPercent,
      terms,
      ...priceWithPromotion(lines, verdict.promotion),
    }
  },

  appointments: ({ query, account }) => {
    const mine = db.appointments
      .findMany((q) => q.where({ userId: account!.id }))
      .map(toAppointment)
    const upcoming = query.scope === 'upcoming'
    const appointments = mine
      .filter((a) => (a.status === 'upcoming') === upcoming)
      .sort((a, b) => (upcoming ? 1 : -1) * byStart(a, b))
    return { appointments }
  },

  bookAppointment: {
    unsaved: 'We could not save your booking. Please try again.',
    resolve: async ({ body, account }) => {
      const lines = resolveVisit(body)
      const stylistIds = stylistsFor(body.stylist)
      let promotion
      if (body.promoCode) {
        const verdict = checkPromotion(
          body.promoCode,
          {
            lines,
            date: body.date,
            hasOwnBookings: hasOwnBookings(account!.id),
            birthday: account!.birthday,
          },
          clock.now(),
        )
        if (!verdict.ok) throw promoRefused(verdict.message)
        promotion = verdict.promotion
      }
      assertRewardsAllowed(account!.id, { useReward: body.useReward, services: lines })
      const durationMinutes = visitMinutes(lines)
      assertOneChair({ ...body, userId: account!.id, durationMinutes }, stylistIds)
      const stylistId = claimSlot(body.date, body.time, durationMinutes, stylistIds)
      // The promotion first, then the reward off what is left (docs/behaviour.md).
      const promoted = priceWithPromotion(lines, promotion)
      if (body.useReward && promoted.total <= 0)
        throw rewardRefused('This visit is already free: keep your points for another one.')
      const { price, discount, rewardDiscount, total } = body.useReward
        ? priceWithReward(promoted)
        : { ...promoted, rewardDiscount: 0 }
      const record = await db.appointments.create({
        id: newId('appt'),
        userId: account!.id,
        source: 'online',
        service: lines[0]!.value,
        serviceName: visitName(lines),
        services: lines,
        date: body.date,
        time: body.time,
        durationMinutes,
        duration: formatDuration(durationMinutes),
        stylistId,
        stylist: stylistName(stylistId),
        stylistChosen: Boolean(body.stylist),
        status: 'upcoming',
        price,
        discount,
        total,
        promoCode: promotion?.code,
        rewardDiscount,
        pointsSpent: body.useReward ? REWARD_POINTS : 0,
        notes: body.notes || undefined,
        name: body.name,
        email: body.email,
        phone: body.phone,
        createdAt: clock.now().toISOString(),
        // Booked inside the last 24 hours, its confirmation stands for the reminder.
        remindedFor: isInsideNoticeWindow(body, clock.now()) ? startOf(body) : undefined,
      })
      if (record.pointsSpent) await spendPoints(record)
      fulfilWaitlistEntries(account!.id, record)
      await sendMail({
        kind: 'booking-confirmation',
        to: body.email,
        subject: `Booking confirmed: ${record.serviceName} on ${formatLongDate(body.date)}`,
        body: letter(body.name, [
          `Your appointment is confirmed.`,
          ...visitLinesText(record),
          `When: ${whenText(body)}`,
          `Stylist: ${record.stylist}`,
          `Price: ${visitTotalText(record)}${priceNotes(record)}`,
          ...rewardsText(record),
          '',
          `Need to change it? Reschedule or cancel online up to 24 hours before, or call ${salon.headerPhone}.`,
        ]),
      })
      return toAppointment(record)
    },
  },

  rescheduleAppointment: {
    unsaved: 'We could not save the new time. Please try again.',
    resolve: async ({ body, params, account }) => {
      const appointment = ownAppointment(params.id!, account!.id)
      if (appointment.partyId) throw fail.rule(partyMessages.movesTogether)
      assertChangeable(appointment, 'reschedule')
      // A stylist the client chose stays hers, while she is on the team.
      const keepsStylist =
        appointment.stylistChosen && stylists.some((s) => s.id === appointment.stylistId)
      assertOneChair(
        { ...appointment, ...body },
        stylistsFor(keepsStylist ? appointment.stylistId : undefined),
        appointment.id,
      )
      const stylistId = claimSlot(
        body.date,
        body.time,
        appointment.durationMinutes,
        stylistsFor(keepsStylist ? appointment.stylistId : undefined),
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
      await sendMail({
        kind: 'appointment-rescheduled',
        to: updated.email,
        subject: `Appointment moved: ${updated.serviceName} on ${formatLongDate(updated.date)}`,
        body: letter(updated.name, [
          'Your appointment has a new time.',
          ...visitLinesText(updated),
          `Was: ${whenText(was)}`,
          `Now: ${whenText(updated)}`,
          `Stylist: ${updated.stylist}`,
          '',
          `Need to change it again? Reschedule or cancel online up to 24 hours before, or call ${salon.headerPhone}.`,
        ]),
      })
      await tellWaitlist(was)
      return toAppointment(updated)
    },
  },

  cancelAppointment: {
    unsaved: 'We could not cancel your appointment. Please try again.',
    resolve: async ({ params, account }) => {
      const appointment = ownAppointment(params.id!, account!.id)
      if (appointment.partyId && !appointment.guest) throw fail.rule(partyMessages.ownVisitInParty)
      assertChangeable(appointment, 'cancel')
      // A guest's party keeps one policy: 24 hours before it starts (its first wave).
      const party = appointment.partyId
        ? db.appointments.findMany((q) => q.where({ partyId: appointment.partyId }))
        : []
      const coming = party.filter((m) => m.status !== 'cancelled')
      if (coming.length) assertChangeable(firstSeat(coming), 'cancel')
      const was = { ...appointment }
      const updated = (await db.appointments.update((q) => q.where({ id: appointment.id }), {
        data(record) {
          record.status = 'cancelled'
        },
      }))!
      const pointsBack = await returnPoints(updated)
      const bookAgain = bookingPath({
        ...visitLinkOf(updated),
        stylist: updated.stylistChosen ? updated.stylistId : undefined,
      })
      // A guest's visit: the client who booked her is told, and the guest if she gave an email.
      const host = party.find((m) => !m.guest)
      if (updated.guest && host) {
        await sendMail({
          kind: 'appointment-cancelled',
          to: host.email,
          subject: `Guest cancelled: ${updated.name}, ${formatLongDate(updated.date)}`,
          body: letter(host.name, [
            `${updated.name}’s visit in your party has been cancelled; everyone else keeps their time.`,
            ...visitLinesText(updated),
            `When: ${whenText(updated)}`,
          ]),
        })
      }
      if (updated.email)
        await sendMail({
          kind: 'appointment-cancelled',
          to: updated.email,
          subject: `Appointment cancelled: ${updated.serviceName} on ${formatLongDate(updated.date)}`,
          body: letter(updated.name, [
            'Your appointment has been cancelled.',
            ...visitLinesText(updated),
            `When: ${whenText(updated)}`,
            `Stylist: ${updated.stylist}`,
            ...(pointsBack
              ? [`Diva Rewards: the ${pointsBack} points you spent on it are back in your balance.`]
              : []),
            '',
            `To book it again, visit ${salon.siteUrl}${bookAgain} or call us at ${salon.headerPhone}.`,
          ]),
        })
      await tellWaitlist(was)
      return toAppointment(updated)
    },
  },
} satisfies Partial<Resolvers>

/** What was taken off the price, in the order it was taken: " (FIRSTDIVA: $5.00 off; …)". */
export function priceNotes(visit: AppointmentRecord): string {
  const notes = [
    visit.discount
      ? `${visit.promoCode ?? 'Private event'}: ${formatPrice(visit.discount)} off`
      : '',
    visit.rewardDiscount
      ? `Diva Rewards, ${visit.pointsSpent} points: ${formatPrice(visit.rewardDiscount)} off`
      : '',
  ].filter(Boolean)
  return notes.length ? ` (${notes.join('; ')})` : ''
}

/** A member's confirmation names the points spent and the points the visit will earn. */
export function rewardsText(visit: AppointmentRecord): string[] {
  const earns = pointsToEarn(visit)
  if (!earns) return []
  const spent = visit.pointsSpent ? `${visit.pointsSpent} points spent. ` : ''
  const birthday = earns.doubled ? ' (double, in your birthday month)' : ''
  return [`Diva Rewards: ${spent}This visit will earn ${earns.points} points${birthday}.`]
}

export function hasOwnBookings(userId: string | undefined): boolean {
  if (!userId) return false
  return Boolean(db.appointments.findFirst((q) => q.where({ userId, source: 'online' })))
}
