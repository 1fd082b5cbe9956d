import { loadSchemas, type Appointment, type AppointmentScope } from '@/api'
import { readJsonItem, removeItem, writeItem } from '@/lib/storage'

// A signed-in client's appointments as the back-end last answered them, kept on the device
// beside their session and removed with it: on their next visit /my-appointments and /profile
// show them as soon as the page is drawn, and the back-end's answer, asked for as always (they
// are shown as stale), replaces them when it comes. On a phone that answer waits for the mock
// back-end to load and start, seconds after the page appears.
const KEPT_APPOINTMENTS_KEY = 'user-appointments'

export interface KeptList {
  scope: AppointmentScope
  appointments: Appointment[]
}

type Kept = { owner: string } & Partial<Record<AppointmentScope, { appointments: Appointment[] }>>

const scopes: AppointmentScope[] = ['upcoming', 'past']

const readKept = () => readJsonItem(KEPT_APPOINTMENTS_KEY)

/** Keeps `owner`'s (a user id) `scope` list; the other list stays if it is theirs. */
export function keepAppointments(
  owner: string,
  scope: AppointmentScope,
  appointments: Appointment[],
): void {
  const kept = readKept() as Kept | null
  const theirs = kept?.owner === owner ? kept : { owner }
  writeItem(KEPT_APPOINTMENTS_KEY, JSON.stringify({ ...theirs, [scope]: { appointments } }))
}

/**
 * The lists kept for `owner`, checked with the API's own schema. Someone else's lists and
 * unreadable data are removed, never thrown.
 */
export async function readKeptAppointments(owner: string): Promise<KeptList[]> {
  const kept = readKept()
  if (kept === null) return []
  const { appointmentListSchema } = await loadSchemas()
  try {
    const { owner: keptFor, ...lists } = kept as Kept
    if (keptFor !== owner) throw new Error('kept for someone else')
    return scopes.flatMap((scope) => {
      const list = lists[scope]
      return list ? [{ scope, appointments: appointmentListSchema.parse(list).appointments }] : []
    })
  } catch {
    forgetKeptAppointments()
    return []
  }
}

export function forgetKeptAppointments(): void {
  removeItem(KEPT_APPOINTMENTS_KEY)
}
