import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import * as api from '@/api'
import { ApiError, setAuthToken, type AuthResponse, type User } from '@/api'
import { notify } from '@/components/toaster'
import { useHydrated } from '@/components/use-hydrated'
import { SessionContext, type Session } from './session-context'
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user'

/** Reads the stored session once, handing its token to the API client before any request. */
function restoreSession() {
  const stored = readStoredUser()
  setAuthToken(stored?.token ?? null)
  return stored
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'An unknown error occurred'

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [restored] = useState(restoreSession)
  const [user, setUser] = useState<User | null>(() =>
    restored?.token
      ? {
          id: restored.id,
          email: restored.email,
          name: restored.name,
          createdAt: restored.createdAt,
        }
      : null,
  )
  // A stored session is confirmed with the back-end before guarded pages show.
  const [loading, setLoading] = useState(Boolean(restored?.token))
  const [error, setError] = useState<string | null>(null)

  const signOutLocally = useCallback(() => {
    clearStoredUser()
    setAuthToken(null)
    setUser(null)
    queryClient.removeQueries({ queryKey: api.appointmentKeys.all })
  }, [queryClient])

  useEffect(() => {
    const token = restored?.token
    if (!token) return
    let active = true
    api
      .fetchMe()
      .then(({ user: confirmed }) => {
        if (!active) return
        writeStoredUser({ ...confirmed, token })
        setUser(confirmed)
      })
      .catch((failure: unknown) => {
        // Only a definite "no such session" signs out; a network hiccup keeps the stored user.
        if (!active || !(failure instanceof ApiError && failure.status === 401)) return
        signOutLocally()
        notify('info', 'Session expired', 'Please log in again to continue.')
      })
      .finally(() => active && setLoading(false))
    return () => {
      active = false
    }
  }, [restored, signOutLocally])

  const start = useCallback(
    async (call: () => Promise<AuthResponse>) => {
      setLoading(true)
      setError(null)
      try {
        const { user: signedIn, token } = await call()
        queryClient.removeQueries({ queryKey: api.appointmentKeys.all })
        setAuthToken(token)
        writeStoredUser({ ...signedIn, token })
        setUser(signedIn)
      } catch (failure) {
        setError(messageOf(failure))
        throw failure
      } finally {
        setLoading(false)
      }
    },
    [queryClient],
  )

  const login = useCallback(
    (email: string, password: string) => start(() => api.login({ email, password })),
    [start],
  )
  const register = useCallback(
    (name: string, email: string, password: string) =>
      start(() => api.register({ name, email, password })),
    [start],
  )

  const logout = useCallback(() => {
    // Ending the session on the server is best effort: the client is signed out either way.
    const token = readStoredUser()?.token
    if (token) api.logout(token).catch(() => undefined)
    signOutLocally()
  }, [signOutLocally])

  // Prerendered pages were drawn signed out; the stored session shows once they are adopted.
  const hydrated = useHydrated()
  const value = useMemo<Session>(
    () =>
      hydrated
        ? { user, loading, error, login, register, logout }
        : { user: null, loading: false, error, login, register, logout },
    [hydrated, user, loading, error, login, register, logout],
  )
  return <SessionContext value={value}>{children}</SessionContext>
}
