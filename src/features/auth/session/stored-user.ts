import { storedSessionSchema, type StoredSession } from '@/api'
import { readItem, removeItem, writeItem } from '@/lib/storage'

export const USER_KEY = 'user'

/** The stored session, or null. Unreadable data is logged and removed (SPEC §4), never thrown. */
export function readStoredUser(): StoredSession | null {
  const raw = readItem(USER_KEY)
  if (raw === null) return null
  try {
    return storedSessionSchema.parse(JSON.parse(raw))
  } catch {
    console.error('Failed to parse stored user data')
    removeItem(USER_KEY)
    return null
  }
}

export function writeStoredUser(session: StoredSession): void {
  writeItem(USER_KEY, JSON.stringify(session))
}

export function clearStoredUser(): void {
  removeItem(USER_KEY)
}
