import type { Appointment, BookingOption, User } from '@/api/schemas'
import { clock } from '../clock'
import { bookingOptions } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { AccountRecord, AppointmentRecord, MailRecord } from '../db/records'
import { hasStarted, isInsideNoticeWindow } from '../domain/policy'

export const toUser = ({ id, email, name, createdAt }: AccountRecord): User => ({
  id,
  email,
  name,
  createdAt,
})

/** The client's view of an appointment: no server fields, and a started visit counts as completed. */
export function toAppointment(record: AppointmentRecord): Appointment {
  const { userId: _user, stylistId: _stylist, source: _source, ...appointment } = record
  const now = clock.now()
  const status =
    record.status === 'upcoming' && hasStarted(record, now) ? 'completed' : record.status
  return {
    ...appointment,
    status,
    canChange: status === 'upcoming' && !isInsideNoticeWindow(record, now),
  }
}

export const findBookingOption = (value: string): BookingOption | undefined =>
  bookingOptions.find((option) => option.value === value)

/**
 * The appointments that hold a stylist on `date` (all clients), optionally leaving one out: all
 * but cancelled ones, since a visit that took place held its stylist too (a past day's samples).
 * A plain filter: @msw/data's query matching costs ten times more, and this runs for every
 * availability answer over years of bookings.
 */
export const activeBookingsOn = (date: string, exceptId?: string) =>
  db.appointments
    .all()
    .filter((a) => a.date === date && a.status !== 'cancelled' && a.id !== exceptId)

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** "Sends" an email: it lands in the outbox for people and tests to read. */
export function sendMail(mail: Omit<MailRecord, 'id' | 'sentAt'>) {
  return db.outbox.create({ ...mail, id: newId('mail'), sentAt: clock.now().toISOString() })
}

export type { AppointmentRecord }
