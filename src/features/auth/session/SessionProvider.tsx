import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import * as api from '@/api'
import { setAuthToken, type AuthResponse, type StoredSession, type User } from '@/api'
import { notify } from '@/components/toaster'
import { useHydrated } from '@/components/hydration'
import { t } from '@/lib/i18n/i18n'
import { onItemChange } from '@/lib/storage'
import {
  SessionContext,
  SessionExpiryContext,
  type LeaveOnExpiry,
  type Session,
} from './session-context'
import {
  clearStoredUser,
  hasStoredUser,
  readStoredUser,
  USER_KEY,
  writeStoredUser,
} from './stored-user'

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : t('An unknown error occurred')

// The stored session is the user and her token: the user is the rest.
const userOf = ({ token: _token, ...user }: StoredSession): User => user

/**
 * `next`, unless the user shown already says the same: then that one stays, so nothing that
 * reads the session renders again when the back-end confirms it (a whole page, on a phone).
 */
const unlessSame =
  (next: User) =>
  (shown: User | null): User =>
    shown &&
    (Object.keys({ ...shown, ...next }) as (keyof User)[]).every((key) => shown[key] === next[key])
      ? shown
      : next

/**
 * Gives the API client `session`'s token and clears any other client's own data from the
 * cache (kept between visits by the query persister); returns its user.
 */
function seed(queryClient: QueryClient, session: StoredSession | null, previous: string | null) {
  if ((session?.id ?? null) !== previous) queryClient.removeQueries({ predicate: api.isOwnData })
  setAuthToken(session?.token ?? null)
  return session && userOf(session)
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [user, setUser] = useState<User | null>(null)
  // A stored session is read before guarded pages show (and confirmed with the back-end after).
  const [loading, setLoading] = useState(hasStoredUser)
  const [error, setError] = useState<string | null>(null)
  // The token this tab signed in with, so logging out can end that session on the server.
  const token = useRef<string | null>(null)
  // Whose data the cache holds (a user id): the persister may have restored it from a visit.
  const owner = useRef<string | null>(null)
  const leaveOnExpiry = useRef<LeaveOnExpiry | null>(null)
  // While start-up checks a stored session, a 401 signs out where the visitor is (the guard sends
  // them to log in from a guarded page); one that comes while the session is in use leaves too.
  const checkingStored = useRef(false)

  /** Makes `session` this tab's own (null: signed out); no other client's data may show. */
  const switchSession = useCallback(
    (session: StoredSession | null) => {
      token.current = session?.token ?? null
      setUser(seed(queryClient, session, owner.current))
      owner.current = session?.id ?? null
    },
    [queryClient],
  )

  const signOutLocally = useCallback(() => {
    clearStoredUser()
    switchSession(null)
  }, [switchSession])

  // Any 401 to a call made with this session's token ends it, once: the answers to calls sent at
  // the same time find the token already gone. The client leaves for /login first, so a guarded
  // page never flashes its own error.
  useEffect(
    () =>
      api.onUnauthorized(async (sent) => {
        if (sent !== token.current) return
        token.current = null
        if (!checkingStored.current) await leaveOnExpiry.current?.()
        signOutLocally()
        notify('info', t('Session expired'), t('Please log in again to continue.'))
      }),
    [signOutLocally],
  )

  // Signing in or out in another tab reaches this one.
  useEffect(
    () =>
      onItemChange(USER_KEY, () => {
        void readStoredUser().then((stored) => {
          if (stored && stored.token === token.current) setUser(unlessSame(userOf(stored)))
          else switchSession(stored)
        })
      }),
    [switchSession],
  )

  useEffect(() => {
    let active = true
    async function restore() {
      const stored = await readStoredUser()
      if (!active) return
      // What the cache holds was kept for the stored client, if anyone's.
      owner.current = stored?.id ?? null
      // The stored session is trusted for the first render, so a returning client's page shows
      // without waiting for the back-end; the check below follows, and a 401 signs them out.
      startTransition(() => {
        if (stored?.token) switchSession(stored)
        setLoading(false)
      })
      if (!stored?.token) return
      const { token: storedToken } = stored
      checkingStored.current = true
      try {
        const { user: confirmed } = await api.me()
        // Signed out (or in as someone else) meanwhile: the answer is not this session's.
        if (!active || token.current !== storedToken) return
        writeStoredUser({ ...confirmed, token: storedToken })
        startTransition(() => setUser(unlessSame(confirmed)))
      } catch {
        // A 401 ends the session (above); a network hiccup keeps the stored user.
      } finally {
        checkingStored.current = false
      }
    }
    void restore()
    return () => {
      active = false
    }
  }, [switchSession])

  const start = useCallback(
    async (call: () => Promise<AuthResponse>) => {
      setLoading(true)
      setError(null)
      try {
        const { user: signedIn, token: issued } = await call()
        writeStoredUser({ ...signedIn, token: issued })
        switchSession({ ...signedIn, token: issued })
      } catch (failure) {
        setError(messageOf(failure))
        throw failure
      } finally {
        setLoading(false)
      }
    },
    [switchSession],
  )

  const login = useCallback(
    (email: string, password: string) => start(() => api.login({ email, password })),
    [start],
  )
  // A second press, or a retry after a lost answer, creates one account.
  const registerOnce = api.useSingleAction(api.register)
  const register = useCallback(
    (name: string, email: string, password: string) =>
      start(() => registerOnce({ name, email, password })),
    [start, registerOnce],
  )

  const resetPassword = useCallback(
    (resetToken: string, password: string) =>
      start(() => api.confirmPasswordReset({ token: resetToken, password })),
    [start],
  )

  const logout = useCallback(() => {
    // Ending the session on the server is best effort: the client is signed out either way.
    if (token.current) api.logout(token.current).catch(() => undefined)
    signOutLocally()
  }, [signOutLocally])

  const onExpired = useCallback((leave: LeaveOnExpiry) => {
    leaveOnExpiry.current = leave
    return () => {
      if (leaveOnExpiry.current === leave) leaveOnExpiry.current = null
    }
  }, [])

  // Prerendered pages were rendered signed out; the stored session shows once they are hydrated.
  const hydrated = useHydrated()
  const shownUser = hydrated ? user : null
  const shownLoading = hydrated ? loading : false
  const value = useMemo<Session>(
    () => ({
      user: shownUser,
      loading: shownLoading,
      error,
      login,
      register,
      resetPassword,
      logout,
    }),
    [shownUser, shownLoading, error, login, register, resetPassword, logout],
  )
  return (
    <SessionContext value={value}>
      <SessionExpiryContext value={onExpired}>{children}</SessionExpiryContext>
    </SessionContext>
  )
}
