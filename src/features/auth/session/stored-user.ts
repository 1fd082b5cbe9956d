import { loadSchemas, type StoredSession } from '@/api'
import { readItem, removeItem, writeItem } from '@/lib/storage'

export const USER_KEY = 'user'

/** Whether anything is stored under the session's key (read, not yet checked). */
export const hasStoredUser = (): boolean => readItem(USER_KEY) !== null

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

export function writeStoredUser(session: StoredSession): void {
  writeItem(USER_KEY, JSON.stringify(session))
}

/** Removes the session. */
export function clearStoredUser(): void {
  removeItem(USER_KEY)
}
