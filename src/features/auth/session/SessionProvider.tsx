import { useCallback, useMemo, useState, type ReactNode } from 'react'
import type { User } from '@/api/schemas'
import { SessionContext, type Session } from './session-context'
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user'

const LOGIN_DELAY_MS = 1000
const MIN_PASSWORD_LENGTH = 6

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function SessionProvider({ children }: { children: ReactNode }) {
  // The stored session is read synchronously on the first render, so a signed-in visitor never
  // sees a signed-out flash; `loading` covers a login in progress.
  const [user, setUser] = useState<User | null>(() => {
    const stored = readStoredUser()
    return stored && { id: stored.id, email: stored.email, name: stored.name }
  })
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const login = useCallback(async (email: string, password: string) => {
    setLoading(true)
    setError(null)
    try {
      await wait(LOGIN_DELAY_MS)
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new Error('Password must be at least 6 characters')
      }
      const next: User = { id: '1', email, name: email.split('@')[0] ?? email }
      writeStoredUser(next)
      setUser(next)
    } catch (err) {
      setError(err instanceof Error ? err.message : 'An unknown error occurred')
      throw err
    } finally {
      setLoading(false)
    }
  }, [])

  const logout = useCallback(() => {
    clearStoredUser()
    setUser(null)
  }, [])

  const value = useMemo<Session>(
    () => ({ user, loading, error, login, logout }),
    [user, loading, error, login, logout],
  )
  return <SessionContext value={value}>{children}</SessionContext>
}
