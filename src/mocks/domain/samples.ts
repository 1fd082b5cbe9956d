import { addDaysToDate, formatDuration, isSunday, salonToday } from '@/lib/salon-time'
import type { AppointmentRecord } from '../db/records'

const stylistFields = (s: { id: string; name: string }) => ({ stylistId: s.id, stylist: s.name })

/** SPEC §3: every new account starts with two sample appointments, dated relative to today. */
export function sampleAppointments(
  account: { id: string; name: string; email: string },
  now: Date,
  pickStylist: (
    date: string,
    time: string,
    durationMinutes: number,
  ) => { id: string; name: string },
): Omit<AppointmentRecord, 'id'>[] {
  const today = salonToday(now)
  let upcomingDate = addDaysToDate(today, 7)
  if (isSunday(upcomingDate)) upcomingDate = addDaysToDate(upcomingDate, 1)
  const base = {
    userId: account.id,
    name: account.name,
    email: account.email,
    phone: '',
    discount: 0,
    source: 'sample' as const,
    createdAt: now.toISOString(),
  }
  return [
    {
      ...base,
      service: 'basic-package',
      serviceName: 'Basic Package (Manicure & Pedicure)',
      date: upcomingDate,
      time: '2:00 PM',
      durationMinutes: 90,
      duration: formatDuration(90),
      ...stylistFields(pickStylist(upcomingDate, '2:00 PM', 90)),
      status: 'upcoming',
      price: 55,
      total: 55,
    },
    {
      ...base,
      service: 'gel-manicure',
      serviceName: 'Gel Manicure',
      date: addDaysToDate(today, -14),
      time: '11:00 AM',
      durationMinutes: 45,
      duration: formatDuration(45),
      ...stylistFields(pickStylist(addDaysToDate(today, -14), '11:00 AM', 45)),
      status: 'completed',
      price: 45,
      total: 45,
    },
  ]
}
