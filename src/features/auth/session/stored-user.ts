import { loadSchemas, type StoredSession } from '@/api'
import { readItem, readJsonItem, removeItem, writeItem } from '@/lib/storage'
import { forgetKeptAppointments, readKeptAppointments, type KeptList } from './kept-appointments'
import { forgetKeptPages } from './kept-pages'

export const USER_KEY = 'user'

/** Whether anything is stored under the session's key (read, not yet checked). */
export const hasStoredUser = (): boolean => readItem(USER_KEY) !== null

/** Fetches the schema that reads a stored session early, when there is one to read. */
export function prepareStoredUser(): void {
  if (hasStoredUser()) void loadSchemas()
}

/**
 * The stored session, or null. Unreadable data is logged and removed, never thrown.
 * The schema that checks it loads here, so a visitor who never signed in never loads it for this.
 */
export async function readStoredUser(): Promise<StoredSession | null> {
  const raw = readItem(USER_KEY)
  if (raw === null) return null
  const { storedSessionSchema } = await loadSchemas()
  try {
    return storedSessionSchema.parse(JSON.parse(raw))
  } catch {
    console.error('Failed to parse stored user data')
    clearStoredUser()
    return null
  }
}

/** A stored session with its token, and the client's appointments kept beside it. */
export interface StoredStart {
  session: StoredSession | null
  kept: KeptList[]
}

/** The stored session (null without a token) and the appointments kept for its client. */
export async function readStoredStart(): Promise<StoredStart> {
  const stored = await readStoredUser()
  if (!stored?.token) return { session: null, kept: [] }
  return { session: stored, kept: await readKeptAppointments(stored.id) }
}

/** The stored session's user id, read as is (not checked), or null. */
export function storedUserId(): string | null {
  const id: unknown = (readJsonItem(USER_KEY) as { id?: unknown } | null)?.id
  return typeof id === 'string' ? id : null
}

export function writeStoredUser(session: StoredSession): void {
  writeItem(USER_KEY, JSON.stringify(session))
}

/** Removes what was kept on the device for the session's client, not the session itself. */
export function forgetKept(): void {
  forgetKeptAppointments()
  forgetKeptPages()
}

/** Removes the session and what was kept beside it. */
export function clearStoredUser(): void {
  removeItem(USER_KEY)
  forgetKept()
}
