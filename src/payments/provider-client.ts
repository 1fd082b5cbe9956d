import { apiBaseUrl } from '@/lib/env'
import { pageLanguage, t } from '@/lib/i18n/i18n'
import {
  providerBaseOf,
  providerErrorSchema,
  tokenSchema,
  type CardToken,
  type TokenRequest,
} from '@/lib/payments/provider-contract'

// The one call to the payment provider: the card as typed goes to the provider, never to the
// salon, and a token comes back. A real provider's hosted field replaces this file
// (docs/decisions/0018-card-on-file.md). Nothing here is logged: the request holds the number.

/** Why the provider refused a card, in her language: its code, and its message to show. */
export class ProviderError extends Error {
  readonly status: number
  /** The provider's code ('card_declined'…), or 'network_error' when no answer came. */
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.name = 'ProviderError'
    this.status = status
    this.code = code
  }
}

export const isProviderError = (error: unknown): error is ProviderError =>
  error instanceof ProviderError

const TIMEOUT_MS = 20_000

const unreachable = () =>
  new ProviderError(
    0,
    'network_error',
    t('We could not reach the payment provider. Please check your connection and try again.'),
  )

/** Trades the card for the provider's token: the token and what anyone may know of the card. */
export async function createCardToken(card: TokenRequest): Promise<CardToken> {
  const url = new URL(`${providerBaseOf(apiBaseUrl)}/tokens`, document.baseURI)
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': pageLanguage(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(card),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw unreachable()
  }
  const data: unknown = await response.json().catch(() => undefined)
  if (response.ok) {
    const token = tokenSchema.safeParse(data)
    if (token.success) return token.data
  } else {
    const refusal = providerErrorSchema.safeParse(data)
    if (refusal.success)
      throw new ProviderError(response.status, refusal.data.error.code, refusal.data.error.message)
  }
  throw new ProviderError(
    response.status || 502,
    'provider_error',
    t('The payment provider could not take the card just now. Please try again.'),
  )
}
