import { createContext } from 'react'
import type { User } from '@/api/schemas'

export interface Session {
  user: User | null
  /** True while the stored session is read at start, and while a login runs. */
  loading: boolean
  error: string | null
  login: (email: string, password: string) => Promise<void>
  logout: () => void
}

export const SessionContext = createContext<Session | null>(null)
