import type { BookingOption, SlotUnavailableReason } from '@/api/schemas'
import { formatPrice } from '@/lib/money'
import { salon } from '@/lib/salon'
import { formatDuration, formatLongDate, formatTime, slotToMinutes } from '@/lib/salon-time'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import { dayAvailability, nearestFreeTimes } from '../domain/availability'
import { isInsideNoticeWindow } from '../domain/policy'
import { checkPromotion, priceWith } from '../domain/promotions'
import { ApiFailure, fail, type Resolvers } from '../http'
import {
  activeBookingsOn,
  findBookingOption,
  sendMail,
  toAppointment,
  type AppointmentRecord,
} from './shared'

const stylistIds = stylists.map((s) => s.id)
const stylistName = (id: string) => stylists.find((s) => s.id === id)?.name ?? 'Our team'

const unavailableMessages: Record<Exclude<SlotUnavailableReason, 'booked'>, string> = {
  past: 'That time has already passed. Please choose a later time.',
  closed: 'We are not taking bookings on Sundays. Please choose another day.',
  'beyond-horizon': 'We take bookings up to 60 days ahead. Please choose an earlier date.',
  'after-closing':
    'That service would run past our 8PM closing time. Please choose an earlier time.',
}

function requireOption(value: string): BookingOption {
  const option = findBookingOption(value)
  if (!option)
    throw fail.badRequest('Please select a service', { service: 'Please select a service' })
  return option
}

/** Finds a stylist for the slot, or explains (409 with the nearest free times, or 422) why not. */
function claimSlot(date: string, time: string, option: BookingOption, exceptId?: string) {
  const slots = dayAvailability({
    date,
    durationMinutes: option.durationMinutes,
    bookings: activeBookingsOn(date, exceptId),
    stylistIds,
    now: clock.now(),
  })
  const slot = slots.find((s) => s.time === time)
  if (slot?.available && slot.stylist) return slot.stylist
  if (slot?.reason && slot.reason !== 'booked') throw fail.rule(unavailableMessages[slot.reason])
  throw fail.conflict(
    `Sorry, ${formatTime(time)} on ${formatLongDate(date)} was just booked. Please choose another time.`,
    nearestFreeTimes(slots, time),
  )
}

/** A code that does not apply: 422, named on the promo code field. */
const promoRefused = (message: string) =>
  new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { promoCode: message } })

function ownAppointment(id: string, userId: string): AppointmentRecord {
  const appointment = db.appointments.findFirst((q) => q.where({ id, userId }))
  if (!appointment) throw fail.notFound('We could not find that appointment.')
  return appointment
}

/** Moving or cancelling is for upcoming visits, with 24 hours' notice. */
function assertChangeable(appointment: AppointmentRecord, action: 'reschedule' | 'cancel') {
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
    const { date, service, exclude: excluded } = query
    const option = requireOption(service)
    const ownExcluded =
      excluded &&
      account &&
      db.appointments.findFirst((q) => q.where({ id: excluded, userId: account.id }))
    const slots = dayAvailability({
      date,
      durationMinutes: option.durationMinutes,
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
    const { code, service, date } = query
    const option = requireOption(service)
    const verdict = checkPromotion(
      code,
      { option, date, hasOwnBookings: hasOwnBookings(account?.id) },
      clock.now(),
    )
    if (!verdict.ok) throw promoRefused(verdict.message)
    const { code: promoCode, title, discountPercent, terms } = verdict.promotion
    return {
      code: promoCode,
      title,
      discountPercent,
      terms,
      ...priceWith(option, discountPercent),
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

  book: {
    unsaved: 'We could not save your booking. Please try again.',
    resolve: async ({ body, account }) => {
      const option = requireOption(body.service)
      let discountPercent = 0
      let promoCode: string | undefined
      if (body.promoCode) {
        const verdict = checkPromotion(
          body.promoCode,
          { option, date: body.date, hasOwnBookings: hasOwnBookings(account!.id) },
          clock.now(),
        )
        if (!verdict.ok) throw promoRefused(verdict.message)
        discountPercent = verdict.promotion.discountPercent ?? 0
        promoCode = verdict.promotion.code
      }
      const stylistId = claimSlot(body.date, body.time, option)
      const { price, discount, total } = priceWith(option, discountPercent)
      const record = await db.appointments.create({
        id: newId('appt'),
        userId: account!.id,
        source: 'online',
        service: option.value,
        serviceName: option.label,
        date: body.date,
        time: body.time,
        durationMinutes: option.durationMinutes,
        duration: formatDuration(option.durationMinutes),
        stylistId,
        stylist: stylistName(stylistId),
        status: 'upcoming',
        price,
        discount,
        total,
        promoCode,
        notes: body.notes || undefined,
        name: body.name,
        email: body.email,
        phone: body.phone,
        createdAt: clock.now().toISOString(),
      })
      await sendMail({
        kind: 'booking-confirmation',
        to: body.email,
        subject: `Booking confirmed: ${option.label} on ${formatLongDate(body.date)}`,
        body: [
          `Hi ${body.name},`,
          '',
          `Your appointment is confirmed.`,
          `Service: ${option.label} (${formatDuration(option.durationMinutes)})`,
          `When: ${formatLongDate(body.date)} at ${formatTime(body.time)} ET`,
          `Stylist: ${record.stylist}`,
          `Price: ${formatPrice(record.total)}${discount ? ` (${promoCode}: ${formatPrice(discount)} off)` : ''}`,
          '',
          `Need to change it? Reschedule or cancel online up to 24 hours before, or call ${salon.headerPhone}.`,
          '',
          salon.name,
        ].join('\n'),
      })
      return toAppointment(record)
    },
  },

  reschedule: {
    unsaved: 'We could not save the new time. Please try again.',
    resolve: async ({ body, params, account }) => {
      const appointment = ownAppointment(params.id!, account!.id)
      assertChangeable(appointment, 'reschedule')
      const stylistId = claimSlot(
        body.date,
        body.time,
        requireOption(appointment.service),
        appointment.id,
      )
      const updated = await db.appointments.update((q) => q.where({ id: appointment.id }), {
        data(record) {
          record.date = body.date
          record.time = body.time
          record.stylistId = stylistId
          record.stylist = stylistName(stylistId)
        },
      })
      return toAppointment(updated!)
    },
  },

  cancel: {
    unsaved: 'We could not cancel your appointment. Please try again.',
    resolve: async ({ params, account }) => {
      const appointment = ownAppointment(params.id!, account!.id)
      assertChangeable(appointment, 'cancel')
      const updated = await db.appointments.update((q) => q.where({ id: appointment.id }), {
        data(record) {
          record.status = 'cancelled'
        },
      })
      return toAppointment(updated!)
    },
  },
} satisfies Partial<Resolvers>

function hasOwnBookings(userId: string | undefined): boolean {
  if (!userId) return false
  return Boolean(db.appointments.findFirst((q) => q.where({ userId, source: 'online' })))
}
