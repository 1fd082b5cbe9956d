import type { ReactNode } from 'react'
import type { User } from '@/api'
import { SessionContext, type Session } from './session-context'

// Sessions the build draws guarded pages with (scripts/prerender), never used in the browser.

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
 * guarded page as a returning client first sees it.
 */
export function ConfirmingSession({ children }: { children: ReactNode }) {
  return <SessionContext value={confirming}>{children}</SessionContext>
}

const anyClient: User = { id: 'any-client', email: 'client@example.com', name: 'Client' }
const signedIn: Session = { ...confirming, user: anyClient, loading: false }

/**
 * Draws its children as any signed-in client sees them: the build uses it for a guarded page
 * that shows nothing of the client's own in its markup (the booking form is filled in once
 * drawn), so the browser can adopt that copy for whoever is signed in.
 */
export function AnyClientSession({ children }: { children: ReactNode }) {
  return <SessionContext value={signedIn}>{children}</SessionContext>
}
