import { formatTime } from '@/lib/salon-time'
import { clock } from '../clock'
import { db } from '../db/db'
import { needVisit } from '../db/lazy-rows'
import type { AppointmentRecord } from '../db/records'
import { chargeFee, type FeeCharge } from './fees'
import { hasStarted } from './policy'

// A visit the client did not come to (docs/behaviour.md, Fees): the salon marks it missed, after
// its start, through the testers' control. It costs the fee she agreed to and earns no points.

/**
 * Marks a visit missed and charges its no-show fee, inside the caller's write. Marking it again
 * changes nothing (null). Throws, in the testers' words, for a visit that cannot be missed.
 */
export async function markMissed(
  appointmentId: string,
): Promise<{ visit: AppointmentRecord; fee?: FeeCharge } | null> {
  needVisit(appointmentId)
  const visit = db.appointments.findFirst((q) => q.where({ id: appointmentId }))
  if (!visit) throw new Error(`markNoShow: no appointment ${appointmentId}`)
  if (visit.status === 'missed') return null
  if (visit.status === 'cancelled')
    throw new Error(`markNoShow: ${appointmentId} was cancelled; only a visit booked can be missed`)
  if (!hasStarted(visit, clock.now()))
    throw new Error(
      `markNoShow: ${appointmentId} starts ${visit.date} at ${formatTime(visit.time, 'en')} ET; a visit can be marked missed only after its start (setClock first)`,
    )
  const missed = (await db.appointments.update((q) => q.where({ id: visit.id }), {
    data(record) {
      record.status = 'missed'
    },
  }))!
  // Credited when it ended, before the salon marked it: she was not there, so it earns nothing.
  db.points.deleteMany((q) => q.where({ appointmentId: visit.id, kind: 'earned' }))
  return { visit: missed, fee: await chargeFee(missed, 'no-show') }
}
