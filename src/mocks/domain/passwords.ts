import { toHex } from '@/lib/hex'

// Passwords are stored as PBKDF2-SHA256 hashes (Web Crypto), never as text.
const ITERATIONS = 60_000
const encoder = new TextEncoder()

export function newSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: ITERATIONS },
    key,
    256,
  )
  return toHex(bits)
}

export async function verifyPassword(
  password: string,
  salt: string,
  hash: string,
): Promise<boolean> {
  const candidate = await hashPassword(password, salt)
  // Compare every character so timing does not reveal how much matched.
  let diff = candidate.length ^ hash.length
  for (let i = 0; i < candidate.length; i++)
    diff |= candidate.charCodeAt(i) ^ (hash.charCodeAt(i) || 0)
  return diff === 0
}
