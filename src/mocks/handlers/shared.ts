import {
  visitMessages,
  type SlotUnavailableReason,
  type Appointment,
  type BookingOption,
  type User,
  type VisitLine,
} from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { clock } from '../clock'
import { isSingleService } from '@/lib/booking-link'
import { bookingOptions, stylists } from '../db/catalogue'
import { db, newId, onChange } from '../db/db'
import type { AccountRecord, AppointmentRecord, MailRecord } from '../db/records'
import { hasStarted, isInsideNoticeWindow } from '../domain/policy'
import { lineOf } from '../domain/visit'
import { fail } from '../http'

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

/** The client's view of an appointment: no server fields, and a started visit counts as completed. */
export function toAppointment(record: AppointmentRecord): Appointment {
  const { userId: _user, source: _source, ...appointment } = record
  const now = clock.now()
  const status =
    record.status === 'upcoming' && hasStarted(record, now) ? 'completed' : record.status
  return {
    ...appointment,
    status,
    canChange: status === 'upcoming' && !isInsideNoticeWindow(record, now),
    pointsEarned: pointsEarnedBy(record.id),
  }
}

const findBookingOption = (value: string): BookingOption | undefined =>
  bookingOptions.find((option) => option.value === value)

/** What a client asks for in one visit. */
export interface VisitChoice {
  service: string
  secondService?: string
  addOns?: readonly string[]
  /** The main or second service a free upgrade lifts one tier. */
  upgrade?: string
}

/** A line lifted one tier by a free upgrade: the higher service, at the price of the one it replaces. */
function upgradedLine(from: BookingOption): VisitLine {
  const to = findBookingOption(from.upgradesTo!)!
  return { ...lineOf(to), price: from.price, priceBasis: from.priceBasis, upgradedFrom: from.label }
}

/**
 * The lines of the visit asked for, in order (the main service, a second one, the add-ons), or
 * 400 naming each field that does not hold together.
 */
export function resolveVisit({
  service,
  secondService,
  addOns = [],
  upgrade,
}: VisitChoice): VisitLine[] {
  const errors: Record<string, string> = {}
  const main = findBookingOption(service)
  if (!main || main.category === 'add-on') errors.service = 'Please select a service'
  const second = secondService ? findBookingOption(secondService) : undefined
  if (secondService) {
    if (!isSingleService(second?.category))
      errors.secondService = visitMessages.secondServiceNotMain
    else if (secondService === service) errors.secondService = visitMessages.secondServiceSame
    else if (main?.category === 'package')
      errors.secondService = visitMessages.secondServiceWithPackage
  }
  const extras = addOns.map(findBookingOption)
  if (extras.some((option) => option?.category !== 'add-on'))
    errors.addOns = visitMessages.addOnUnknown
  else if (new Set(addOns).size !== addOns.length) errors.addOns = visitMessages.addOnTwice
  else if (addOns.length && errors.service) errors.addOns = visitMessages.addOnWithoutService
  const lifted = upgrade ? [main, second].find((o) => o && o.value === upgrade) : undefined
  if (upgrade && !lifted?.upgradesTo) errors.upgrade = visitMessages.upgradeNotInVisit
  else if (lifted && [service, secondService].includes(lifted.upgradesTo))
    errors.upgrade = visitMessages.secondServiceSame
  const [first] = Object.values(errors)
  if (first) throw fail.badRequest(first, errors)
  return [main!, ...(second ? [second] : []), ...(extras as BookingOption[])].map((option) =>
    option === lifted ? upgradedLine(option) : lineOf(option),
  )
}

/** Why a time cannot be booked, as the client is told (a taken time gets 409 instead). */
export const unavailableMessages: Record<Exclude<SlotUnavailableReason, 'booked'>, string> = {
  past: 'That time has already passed. Please choose a later time.',
  closed: 'We are not taking bookings on Sundays. Please choose another day.',
  'beyond-horizon': 'We take bookings up to 60 days ahead. Please choose an earlier date.',
  'after-closing':
    'That service would run past our 8PM closing time. Please choose an earlier time.',
}

export const stylistName = (id: string) => stylists.find((s) => s.id === id)?.name ?? 'Our team'

/** The stylists a visit may have: the one chosen (400 if unknown), else the whole team. */
export function stylistsFor(chosen: string | undefined): string[] {
  if (!chosen) return stylists.map((s) => s.id)
  if (!stylists.some((s) => s.id === chosen))
    throw fail.badRequest(visitMessages.stylistUnknown, { stylist: visitMessages.stylistUnknown })
  return [chosen]
}

/** Every booking that holds a stylist, by date: worked out again only after a change. */
let holdingByDate: Map<string, AppointmentRecord[]> | null = null
onChange(['appointments'], () => {
  holdingByDate = null
})

/**
 * The appointments that hold a stylist on `date` (all clients), optionally leaving one out: all
 * but cancelled ones, since a visit that took place held its stylist too (a past day's samples).
 * Kept by date, as this runs for every availability answer over years of bookings.
 */
export function activeBookingsOn(date: string, exceptId?: string): AppointmentRecord[] {
  if (!holdingByDate) {
    holdingByDate = new Map()
    for (const appointment of db.appointments.all()) {
      if (appointment.status === 'cancelled') continue
      const day = holdingByDate.get(appointment.date)
      if (day) day.push(appointment)
      else holdingByDate.set(appointment.date, [appointment])
    }
  }
  return (holdingByDate.get(date) ?? []).filter((a) => a.id !== exceptId)
}

/** The first seat of a party: its start (the client may sit in a later wave). */
export const firstSeat = <T extends { date: string; time: string }>(people: readonly T[]): T =>
  [...people].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))[0]!

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** The language an account reads its mail in: a guest of a party reads the booking client's. */
export const languageOfAccount = (userId: string): Language =>
  db.accounts.findFirst((q) => q.where({ id: userId }))?.language ?? 'en'

/** "Sends" an email: it lands in the outbox for people and tests to read. */
export function sendMail(mail: Omit<MailRecord, 'id' | 'sentAt'>) {
  return db.outbox.create({ ...mail, id: newId('mail'), sentAt: clock.now().toISOString() })
}

export type { AppointmentRecord }
