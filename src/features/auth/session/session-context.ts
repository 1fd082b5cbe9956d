import { createContext } from 'react'
import type { User } from '@/api'

export interface Session {
  user: User | null
  /** True while a stored session is being confirmed at start, and while signing in or up. */
  loading: boolean
  /** The message of the last failed sign-in or sign-up. */
  error: string | null
  login: (email: string, password: string) => Promise<void>
  register: (name: string, email: string, password: string) => Promise<void>
  /** Chooses a new password with a reset link's token, and signs in with it. */
  resetPassword: (token: string, password: string) => Promise<void>
  logout: () => void
}

export const SessionContext = createContext<Session | null>(null)

/** How to leave the page when the back-end ends the session: registered from inside the router. */
export type LeaveOnExpiry = () => Promise<void> | void
export const SessionExpiryContext = createContext<(leave: LeaveOnExpiry) => () => void>(
  () => () => undefined,
)
