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
import { onItemChange } from '@/lib/storage'
import {
  SessionContext,
  SessionExpiryContext,
  type LeaveOnExpiry,
  type Session,
} from './session-context'
import { keepAppointments, type KeptList } from './kept-appointments'
import {
  clearStoredUser,
  forgetKept,
  hasStoredUser,
  readStoredStart,
  readStoredUser,
  storedUserId,
  USER_KEY,
  writeStoredUser,
  type StoredStart,
} from './stored-user'

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'An unknown error occurred'

const userOf = ({ id, email, name, createdAt }: StoredSession): User => ({
  id,
  email,
  name,
  createdAt,
})

/**
 * `next`, unless the user shown already says the same: then that one stays, so nothing that
 * reads the session draws again when the back-end confirms it (a whole page, on a phone).
 */
const unlessSame =
  (next: User) =>
  (shown: User | null): User =>
    shown?.id === next.id &&
    shown.email === next.email &&
    shown.name === next.name &&
    shown.createdAt === next.createdAt
      ? shown
      : next

/**
 * Gives the API client `session`'s token and the query cache the appointments kept for its client
 * (and no one else's); returns its user. Stale from the start (updated at 0), so a page asks the
 * back-end again as it shows them.
 */
function seed(queryClient: QueryClient, session: StoredSession | null, kept: KeptList[] = []) {
  queryClient.removeQueries({ queryKey: api.appointmentKeys.all })
  for (const { scope, appointments } of kept)
    queryClient.setQueryData(api.appointmentKeys.list(scope), appointments, { updatedAt: 0 })
  setAuthToken(session?.token ?? null)
  return session && userOf(session)
}

interface SessionProviderProps {
  children: ReactNode
  /**
   * The stored session, when it was read before the app was drawn (src/app/start.tsx): the first
   * draw is then already the client's own page, as their kept copy of it showed it.
   */
  initial?: StoredStart
}

export function SessionProvider({ children, initial }: SessionProviderProps) {
  const queryClient = useQueryClient()
  // Seeded before any page below asks the back-end (their effects run before this one's).
  const [user, setUser] = useState<User | null>(() =>
    initial ? seed(queryClient, initial.session, initial.kept) : null,
  )
  // A stored session is read before guarded pages show (and confirmed with the back-end after).
  const [loading, setLoading] = useState(() => !initial && hasStoredUser())
  const [error, setError] = useState<string | null>(null)
  // The token this tab signed in with, so logging out can end that session on the server.
  const token = useRef(initial?.session?.token ?? null)
  // Whose appointments this tab shows (a user id), to keep them on the device.
  const owner = useRef(initial?.session?.id ?? null)
  const leaveOnExpiry = useRef<LeaveOnExpiry | null>(null)
  // While start-up checks a stored session, a 401 signs out where the visitor is (the guard sends
  // them to log in from a guarded page); one that comes while the session is in use leaves too.
  const checkingStored = useRef(false)

  /**
   * Makes `session` this tab's own (null: signed out); no other session's data may show, but
   * their own appointments kept on the device (`kept`) show at once.
   */
  const adopt = useCallback(
    (session: StoredSession | null, kept: KeptList[] = []) => {
      token.current = session?.token ?? null
      owner.current = session?.id ?? null
      setUser(seed(queryClient, session, kept))
    },
    [queryClient],
  )

  // What the back-end answers of this client's appointments is kept on the device for their
  // next visit. Only answers to this session's own queries: adopt() removes the others first.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return
        const { query } = event
        const scope = api.appointmentListScope(query.queryKey)
        if (!owner.current || !scope || queryClient.getQueryCache().get(query.queryHash) !== query)
          return
        // Seeded from the device: nothing new to keep. Signed out in another tab meanwhile (its
        // storage event not handled yet): nothing to keep either.
        if (query.state.dataUpdatedAt === 0 || storedUserId() !== owner.current) return
        keepAppointments(owner.current, scope, query.state.data as api.Appointment[])
      }),
    [queryClient],
  )

  const signOutLocally = useCallback(() => {
    clearStoredUser()
    adopt(null)
  }, [adopt])

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
        notify('info', 'Session expired', 'Please log in again to continue.')
      }),
    [signOutLocally],
  )

  // Signing in or out in another tab reaches this one.
  useEffect(
    () =>
      onItemChange(USER_KEY, () => {
        void readStoredUser().then((stored) => {
          if (stored && stored.token === token.current) setUser(unlessSame(userOf(stored)))
          else adopt(stored)
        })
      }),
    [adopt],
  )

  // Read once, at the start (a prop that changes later is not read again).
  const [readBeforeDraw] = useState(initial)
  useEffect(() => {
    let active = true
    async function restore() {
      // Read before the first draw, and still the one stored (another tab may have signed out,
      // or in as someone else, since): else it is read again.
      const early =
        readBeforeDraw && (readBeforeDraw.session?.id ?? null) === storedUserId()
          ? readBeforeDraw
          : undefined
      let stored = early?.session
      if (early) {
        // StrictMode runs this effect twice at once in development: only the later run goes on.
        await Promise.resolve()
        if (!active) return
      } else {
        const { session, kept } = await readStoredStart()
        if (!active) return
        stored = session
        // The stored session is trusted for the first draw, so a returning client's page shows
        // without waiting for the back-end; the check below follows, and a 401 signs them out. A
        // transition: the page it lets in (a whole booking form) is drawn in interruptible slices.
        startTransition(() => {
          if (session) adopt(session, kept)
          setLoading(false)
        })
      }
      if (!stored?.token) return
      const { token: storedToken } = stored
      checkingStored.current = true
      try {
        const { user: confirmed } = await api.fetchMe()
        // Signed out (or in as someone else) meanwhile: the answer is not this session's.
        if (!active || token.current !== storedToken) return
        writeStoredUser({ ...confirmed, token: storedToken })
        // After the stored session's own transition (above), even if it has not been drawn yet:
        // else this answer would be drawn first, over a page still signed out, and then again.
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
  }, [adopt, readBeforeDraw])

  const start = useCallback(
    async (call: () => Promise<AuthResponse>) => {
      setLoading(true)
      setError(null)
      try {
        const { user: signedIn, token: issued } = await call()
        // A new session starts with nothing kept from another one on this device.
        forgetKept()
        writeStoredUser({ ...signedIn, token: issued })
        adopt({ ...signedIn, token: issued })
      } catch (failure) {
        setError(messageOf(failure))
        throw failure
      } finally {
        setLoading(false)
      }
    },
    [adopt],
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

  const onExpired = useCallback((leave: LeaveOnExpiry) => {
    leaveOnExpiry.current = leave
    return () => {
      if (leaveOnExpiry.current === leave) leaveOnExpiry.current = null
    }
  }, [])

  // Prerendered pages were drawn signed out; the stored session shows once they are adopted. For
  // a signed-out visitor nothing changes then, so nothing that reads the session draws again. A
  // session read before the first draw is the one the page is drawn for: shown at once, also
  // while React adopts a guarded page's copy drawn for any signed-in client (src/app/start.tsx).
  const shown = useHydrated() || readBeforeDraw !== undefined
  const shownUser = shown ? user : null
  const shownLoading = shown ? loading : false
  const value = useMemo<Session>(
    () => ({ user: shownUser, loading: shownLoading, error, login, register, logout }),
    [shownUser, shownLoading, error, login, register, logout],
  )
  return (
    <SessionContext value={value}>
      <SessionExpiryContext value={onExpired}>{children}</SessionExpiryContext>
    </SessionContext>
  )
}
