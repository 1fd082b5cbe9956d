import type { ReactNode } from 'react'
import { SessionContext, type Session } from './session-context'

const notYet = () => Promise.reject(new Error('The stored session is still being read'))

const confirming: Session = {
  user: null,
  loading: true,
  error: null,
  login: notYet,
  register: notYet,
  logout: () => undefined,
}

/**
 * Draws its children as they look while a stored session is read: the build uses it to draw a
 * guarded page as a returning client first sees it (scripts/prerender).
 */
export function ConfirmingSession({ children }: { children: ReactNode }) {
  return <SessionContext value={confirming}>{children}</SessionContext>
}
