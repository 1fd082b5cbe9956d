import { LOGIN_LIMIT, RESET_MAIL_LIMIT } from '@/lib/rules'

// The limits on guessing (docs/behaviour.md, Accounts): pure rules over the instants an email
// tried something, oldest first.

/** What each kind of try may do: 'login' counts wrong passwords, 'reset' the reset mails asked for. */
export const limits = { login: LOGIN_LIMIT, reset: RESET_MAIL_LIMIT }

type Limit = { readonly tries: number; readonly windowMs: number }

/** The instants still inside the window at `now`. */
export const withinWindow = (at: readonly number[], now: number, { windowMs }: Limit) =>
  at.filter((instant) => instant > now - windowMs && instant <= now)

/**
 * How many seconds until the email may try again, or 0 when it may now: once `tries` instants
 * fall inside the window, it waits until the oldest of the last `tries` leaves it.
 */
export function secondsLocked(at: readonly number[], now: number, limit: Limit): number {
  const recent = withinWindow(at, now, limit)
  if (recent.length < limit.tries) return 0
  const oldest = recent[recent.length - limit.tries]!
  return Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000))
}
