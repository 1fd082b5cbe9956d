import { z } from 'zod'
import { cardBrands } from './card-checks'

// The simulated payment provider's own API, apart from the salon's: its own base path, as a real
// provider answers from its own host. The card form (src/payments) sends the number and CVC here
// only, and hands the salon the token it gets back (docs/decisions/0018-card-on-file.md). Both
// the form and the simulated provider (src/mocks/provider) read it.

/** The provider's path, under the same origin as the salon's API. */
export const PROVIDER_PATH = '/sandbox-pay/v1'

/**
 * The provider's base URL beside an API base: '/api' → '/sandbox-pay/v1',
 * 'http://localhost:3001/api' → 'http://localhost:3001/sandbox-pay/v1'.
 */
export function providerBaseOf(apiBase: string): string {
  return /^https?:\/\//.test(apiBase) ? `${new URL(apiBase).origin}${PROVIDER_PATH}` : PROVIDER_PATH
}

/** POST <provider>/tokens: the card as typed (digits only). */
export const tokenRequestSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
})
export type TokenRequest = z.infer<typeof tokenRequestSchema>

/** What anyone may know of a card: the provider answers it, the salon keeps it. */
export const cardSchema = z.object({
  brand: z.enum(cardBrands),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
})

/** 201: the token that stands for the card, and the card. */
export const tokenSchema = z.object({ token: z.string(), card: cardSchema })
export type CardToken = z.infer<typeof tokenSchema>

/** Why the provider refused a card: its own codes, as real providers have. */
const providerErrorCodes = [
  'card_declined',
  'incorrect_number',
  'expired_card',
  'incorrect_cvc',
  'invalid_request',
] as const

/** 402 card_declined, 400 for the others. */
export const providerErrorSchema = z.object({
  error: z.object({ code: z.enum(providerErrorCodes), message: z.string() }),
})
