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
  logout: () => void
}

export const SessionContext = createContext<Session | null>(null)
