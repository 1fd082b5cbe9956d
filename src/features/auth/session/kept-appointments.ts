import type { Appointment, AppointmentScope } from '@/api'
import { readItem, removeItem, writeItem } from '@/lib/storage'

// A signed-in client's appointments as the back-end last answered them, kept on the device
// beside their session and removed with it: on their next visit /my-appointments and /profile
// show them as soon as the page is drawn, and the back-end's answer, asked for as always,
// replaces them when it comes. On a phone that answer waits for the mock back-end to load and
// start, seconds after the page appears.
const KEPT_APPOINTMENTS_KEY = 'user-appointments'

interface KeptAnswer {
  appointments: Appointment[]
  /** When the back-end gave it (ms since the epoch): React Query judges its freshness by it. */
  at: number
}
export type KeptList = KeptAnswer & { scope: AppointmentScope }

type Kept = { owner: string } & Partial<Record<AppointmentScope, KeptAnswer>>

const scopes: AppointmentScope[] = ['upcoming', 'past']

function readKept(): unknown {
  try {
    return JSON.parse(readItem(KEPT_APPOINTMENTS_KEY) ?? 'null')
  } catch {
    return null
  }
}

/** Keeps `owner`'s (a user id) `scope` list; the other list stays if it is theirs. */
export function keepAppointments(
  owner: string,
  scope: AppointmentScope,
  appointments: Appointment[],
  at: number,
): void {
  const kept = readKept() as Kept | null
  const theirs = kept?.owner === owner ? kept : { owner }
  writeItem(KEPT_APPOINTMENTS_KEY, JSON.stringify({ ...theirs, [scope]: { appointments, at } }))
}

/**
 * The lists kept for `owner`, checked with the API's own schema; none for someone else's, and
 * unreadable data is removed, never thrown.
 */
export async function readKeptAppointments(owner: string): Promise<KeptList[]> {
  const kept = readKept()
  if (kept === null) return []
  const { appointmentListSchema } = await import('@/api/schemas')
  try {
    const { owner: keptFor, ...lists } = kept as Kept
    if (keptFor !== owner) return []
    return scopes.flatMap((scope) => {
      const list = lists[scope]
      if (!list) return []
      const { appointments } = appointmentListSchema.parse(list)
      if (typeof list.at !== 'number') throw new Error('no time')
      return [{ scope, appointments, at: list.at }]
    })
  } catch {
    forgetKeptAppointments()
    return []
  }
}

export function forgetKeptAppointments(): void {
  removeItem(KEPT_APPOINTMENTS_KEY)
}
