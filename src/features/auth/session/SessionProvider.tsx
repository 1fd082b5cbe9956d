import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import * as api from '@/api'
import { ApiError, setAuthToken, type AuthResponse, type User } from '@/api'
import { notify } from '@/components/toaster'
import { useHydrated } from '@/components/use-hydrated'
import { SessionContext, type Session } from './session-context'
import { clearStoredUser, hasStoredUser, readStoredUser, writeStoredUser } from './stored-user'

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'An unknown error occurred'

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [user, setUser] = useState<User | null>(null)
  // A stored session is read, then confirmed with the back-end, before guarded pages show.
  const [loading, setLoading] = useState(hasStoredUser)
  const [error, setError] = useState<string | null>(null)
  // The token this tab signed in with, so logging out can end that session on the server.
  const token = useRef<string | null>(null)

  const signOutLocally = useCallback(() => {
    clearStoredUser()
    token.current = null
    setAuthToken(null)
    setUser(null)
    queryClient.removeQueries({ queryKey: api.appointmentKeys.all })
  }, [queryClient])

  useEffect(() => {
    let active = true
    async function restore() {
      const stored = await readStoredUser()
      if (!active) return
      if (!stored?.token) return setLoading(false)
      token.current = stored.token
      setAuthToken(stored.token)
      setUser({
        id: stored.id,
        email: stored.email,
        name: stored.name,
        createdAt: stored.createdAt,
      })
      try {
        const { user: confirmed } = await api.fetchMe()
        if (!active) return
        writeStoredUser({ ...confirmed, token: stored.token })
        setUser(confirmed)
      } catch (failure) {
        // Only a definite "no such session" signs out; a network hiccup keeps the stored user.
        if (!active || !(failure instanceof ApiError && failure.status === 401)) return
        signOutLocally()
        notify('info', 'Session expired', 'Please log in again to continue.')
      } finally {
        if (active) setLoading(false)
      }
    }
    void restore()
    return () => {
      active = false
    }
  }, [signOutLocally])

  const start = useCallback(
    async (call: () => Promise<AuthResponse>) => {
      setLoading(true)
      setError(null)
      try {
        const { user: signedIn, token: issued } = await call()
        queryClient.removeQueries({ queryKey: api.appointmentKeys.all })
        token.current = issued
        setAuthToken(issued)
        writeStoredUser({ ...signedIn, token: issued })
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
    if (token.current) api.logout(token.current).catch(() => undefined)
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
