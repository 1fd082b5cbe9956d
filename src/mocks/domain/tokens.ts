import { toHex } from '@/lib/hex'

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000 // 30 days

/** An opaque bearer token and when it stops being accepted. */
export function issueToken(now: Date) {
  return {
    token: toHex(crypto.getRandomValues(new Uint8Array(32))),
    expiresAt: now.getTime() + SESSION_TTL_MS,
  }
}

export const isExpired = (session: { expiresAt: number }, now: Date) =>
  session.expiresAt <= now.getTime()

/** A token as it is stored: its SHA-256, so what is stored cannot be used as a link. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}
