import { addOnsFromQuery, partyMessages } from '@/api/schemas'
import { bookingPath, visitLinkOf } from '@/lib/booking-link'
import { pathInLanguage, type Language } from '@/lib/i18n/languages'
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
import { say, type Text } from '../language'
import {
  letter,
  mailText,
  serviceNameIn,
  visitLinesText,
  visitTotalText,
  whenText,
} from './letters'
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
  language: Language,
  exceptId?: string,
) {
  const slots = daySlots(date, durationMinutes, stylistIds, exceptId)
  const slot = slots.find((s) => s.time === time)
  if (slot?.available && slot.stylist) return slot.stylist
  if (slot?.reason && slot.reason !== 'booked') throw fail.rule(unavailableMessages[slot.reason])
  throw fail.conflict(
    say('Sorry, {time} on {date} was just booked. Please choose another time.', {
      time: formatTime(time, language),
      date: formatLongDate(date, language),
    }),
    nearestFreeTimes(slots, time),
  )
}

/**
 * One person, one chair: refuses (409) a visit that overlaps another of the same account under
 * the same client name, and offers the nearest times when she and a stylist are both free. A
 * visit booked under another name (a friend beside her) is hers to book. The refusal is in the
 * caller's `language`.
 */
export function assertOneChair(
  visit: { userId: string; name: string; date: string; time: string; durationMinutes: number },
  stylistIds: readonly string[],
  language: Language,
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
    say('You already have a visit at that time: {service}, {time} on {date}', {
      service: serviceNameIn(clash, language),
      time: formatTime(clash.time, language),
      date: formatDayOfYear(clash.date, language),
    }),
    nearestFreeTimes(slots, visit.time),
  )
}

/** A reward that cannot be taken: 422, named on its field. */
export const rewardRefused = (message: string | Text) =>
  new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { useReward: message } })

/** A code that does not apply: 422, named on the promo code field. */
export const promoRefused = (message: string | Text) =>
  new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { promoCode: message } })

function ownAppointment(id: string, userId: string): AppointmentRecord {
  const appointment = db.appointments.findFirst((q) => q.where({ id, userId }))
  if (!appointment) throw fail.notFound('We could not find that appointment.')
  return appointment
}

/** Moving or cancelling is for upcoming visits, with 24 hours' notice. */
export function assertChangeable(appointment: AppointmentRecord, action: 'reschedule' | 'cancel') {
  const cancel = action === 'cancel'
  if (toAppointment(appointment).status !== 'upcoming') {
    throw fail.rule(
      cancel
        ? 'Only upcoming appointments can be cancelled.'
        : 'Only upcoming appointments can be rescheduled.',
    )
  }
  if (isInsideNoticeWindow(appointment, clock.now())) {
    const phone = salon.headerPhone
    throw fail.rule(
      cancel
        ? say(
            'Appointments can only be cancelled online at least 24 hours in advance. Please call us at {phone}.',
            { phone },
          )
        : say(
            'Appointments can only be rescheduled online at least 24 hours in advance. Please call us at {phone}.',
            { phone },
          ),
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

  promoCheck: ({ query, account, language }) => {
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
      language,
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
    resolve: async ({ body, account, language }) => {
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
          language,
        )
        if (!verdict.ok) throw promoRefused(verdict.message)
        promotion = verdict.promotion
      }
      assertRewardsAllowed(account!.id, { useReward: body.useReward, services: lines }, language)
      const durationMinutes = visitMinutes(lines)
      assertOneChair({ ...body, userId: account!.id, durationMinutes }, stylistIds, language)
      const stylistId = claimSlot(body.date, body.time, durationMinutes, stylistIds, language)
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
      // The mail is in her account's language, whoever's address she booked with.
      const reads = account!.language
      await sendMail({
        kind: 'booking-confirmation',
        to: body.email,
        subject: mailText(
          reads,
          say('Booking confirmed: {service} on {date}', {
            service: serviceNameIn(record, reads),
            date: formatLongDate(body.date, reads),
          }),
        ),
        body: letter(
          body.name,
          [
            mailText(reads, say('Your appointment is confirmed.')),
            ...visitLinesText(record, reads),
            mailText(reads, say('When: {when}', { when: whenText(body, reads) })),
            mailText(reads, say('Stylist: {stylist}', { stylist: record.stylist })),
            mailText(
              reads,
              say('Price: {price}{notes}', {
                price: visitTotalText(record, reads),
                notes: priceNotes(record, reads),
              }),
            ),
            ...rewardsText(record, reads),
            '',
            mailText(
              reads,
              say(
                'Need to change it? Reschedule or cancel online up to 24 hours before, or call {phone}.',
                { phone: salon.headerPhone },
              ),
            ),
          ],
          reads,
        ),
      })
      return toAppointment(record)
    },
  },

  rescheduleAppointment: {
    unsaved: 'We could not save the new time. Please try again.',
    resolve: async ({ body, params, account, language }) => {
      const appointment = ownAppointment(params.id!, account!.id)
      if (appointment.partyId) throw fail.rule(partyMessages.movesTogether)
      assertChangeable(appointment, 'reschedule')
      // A stylist the client chose stays hers, while she is on the team.
      const keepsStylist =
        appointment.stylistChosen && stylists.some((s) => s.id === appointment.stylistId)
      assertOneChair(
        { ...appointment, ...body },
        stylistsFor(keepsStylist ? appointment.stylistId : undefined),
        language,
        appointment.id,
      )
      const stylistId = claimSlot(
        body.date,
        body.time,
        appointment.durationMinutes,
        stylistsFor(keepsStylist ? appointment.stylistId : undefined),
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
      const reads = account!.language
      await sendMail({
        kind: 'appointment-rescheduled',
        to: updated.email,
        subject: mailText(
          reads,
          say('Appointment moved: {service} on {date}', {
            service: serviceNameIn(updated, reads),
            date: formatLongDate(updated.date, reads),
          }),
        ),
        body: letter(
          updated.name,
          [
            mailText(reads, say('Your appointment has a new time.')),
            ...visitLinesText(updated, reads),
            mailText(reads, say('Was: {when}', { when: whenText(was, reads) })),
            mailText(reads, say('Now: {when}', { when: whenText(updated, reads) })),
            mailText(reads, say('Stylist: {stylist}', { stylist: updated.stylist })),
            '',
            mailText(
              reads,
              say(
                'Need to change it again? Reschedule or cancel online up to 24 hours before, or call {phone}.',
                { phone: salon.headerPhone },
              ),
            ),
          ],
          reads,
        ),
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
      // The client and her guests read her account's language.
      const reads = account!.language
      if (updated.guest && host) {
        await sendMail({
          kind: 'appointment-cancelled',
          to: host.email,
          subject: mailText(
            reads,
            say('Guest cancelled: {name}, {date}', {
              name: updated.name,
              date: formatLongDate(updated.date, reads),
            }),
          ),
          body: letter(
            host.name,
            [
              mailText(
                reads,
                say(
                  '{name}’s visit in your party has been cancelled; everyone else keeps their time.',
                  { name: updated.name },
                ),
              ),
              ...visitLinesText(updated, reads),
              mailText(reads, say('When: {when}', { when: whenText(updated, reads) })),
            ],
            reads,
          ),
        })
      }
      if (updated.email)
        await sendMail({
          kind: 'appointment-cancelled',
          to: updated.email,
          subject: mailText(
            reads,
            say('Appointment cancelled: {service} on {date}', {
              service: serviceNameIn(updated, reads),
              date: formatLongDate(updated.date, reads),
            }),
          ),
          body: letter(
            updated.name,
            [
              mailText(reads, say('Your appointment has been cancelled.')),
              ...visitLinesText(updated, reads),
              mailText(reads, say('When: {when}', { when: whenText(updated, reads) })),
              mailText(reads, say('Stylist: {stylist}', { stylist: updated.stylist })),
              ...(pointsBack ? [pointsBackText(pointsBack, reads)] : []),
              '',
              mailText(
                reads,
                say('To book it again, visit {link} or call us at {phone}.', {
                  link: `${salon.siteUrl}${pathInLanguage(bookAgain, reads)}`,
                  phone: salon.headerPhone,
                }),
              ),
            ],
            reads,
          ),
        })
      await tellWaitlist(was)
      return toAppointment(updated)
    },
  },
} satisfies Partial<Resolvers>

/**
 * What was taken off the price, in the order it was taken, in `language`: " (FIRSTDIVA: $5.00
 * off; …)".
 */
export function priceNotes(visit: AppointmentRecord, language: Language): string {
  const notes = [
    visit.discount
      ? visit.promoCode
        ? mailText(
            language,
            say('{code}: {amount} off', {
              code: visit.promoCode,
              amount: formatPrice(visit.discount, language),
            }),
          )
        : mailText(
            language,
            say('Private event: {amount} off', { amount: formatPrice(visit.discount, language) }),
          )
      : '',
    visit.rewardDiscount
      ? mailText(
          language,
          say('Diva Rewards, {points} points: {amount} off', {
            points: visit.pointsSpent,
            amount: formatPrice(visit.rewardDiscount, language),
          }),
        )
      : '',
  ].filter(Boolean)
  return notes.length ? ` (${notes.join('; ')})` : ''
}

/**
 * A member's confirmation names the points spent and the points the visit will earn, in
 * `language`.
 */
export function rewardsText(visit: AppointmentRecord, language: Language): string[] {
  const earns = pointsToEarn(visit)
  if (!earns) return []
  const values = { spent: visit.pointsSpent, points: earns.points }
  const line = visit.pointsSpent
    ? earns.doubled
      ? say(
          'Diva Rewards: {spent} points spent. This visit will earn {points} points (double, in your birthday month).',
          values,
        )
      : say('Diva Rewards: {spent} points spent. This visit will earn {points} points.', values)
    : earns.doubled
      ? say(
          'Diva Rewards: This visit will earn {points} points (double, in your birthday month).',
          values,
        )
      : say('Diva Rewards: This visit will earn {points} points.', values)
  return [mailText(language, line)]
}

/** The points a cancellation gave back, as its mail says them. */
export const pointsBackText = (points: number, language: Language) =>
  mailText(
    language,
    say('Diva Rewards: the {points} points you spent on it are back in your balance.', {
      points,
    }),
  )

export function hasOwnBookings(userId: string | undefined): boolean {
  if (!userId) return false
  return Boolean(db.appointments.findFirst((q) => q.where({ userId, source: 'online' })))
}
