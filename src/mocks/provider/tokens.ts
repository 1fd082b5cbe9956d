import { delay, http, HttpResponse } from 'msw'
import { apiBaseUrl } from '@/lib/env'
import { languageOfHeader, type Language } from '@/lib/i18n/languages'
import { salonToday } from '@/lib/salon-time'
import { cardBrandOf, cvcLengthOf, isCardExpired, passesLuhn } from '@/lib/payments/card-checks'
import {
  providerBaseOf,
  tokenRequestSchema,
  type CardToken,
  type TokenRequest,
} from '@/lib/payments/provider-contract'
import { clock } from '../clock'
import { delayFor } from '../control-state'
import { db, newId } from '../db/db'
import { write } from '../db/store'
import { write as writeText } from '../language'

// The simulated provider's token call: the one place a card's number and CVC arrive. It checks
// them as a real provider does, keeps a token and what anyone may know of the card (never the
// number or the CVC), and answers the token. Its test cards are the ones providers publish.

/** Test card 4000 0000 0000 0002: declined when saved. */
const DECLINED_CARD = '4000000000000002'
/** Test card 4000 0000 0000 0341: saves, but every charge on it fails. */
const CHARGES_FAIL_CARD = '4000000000000341'

/** How long the provider takes to answer (none under the testers' latency 'none'). */
const TOKEN_DELAY_MS = 400

type Refusal = { status: 400 | 402; code: string; message: string }

/** Why the provider refuses the card, or null when it takes it. */
function refusalOf(card: TokenRequest, today: string): Refusal | null {
  if (!passesLuhn(card.number))
    return { status: 400, code: 'incorrect_number', message: 'Your card number is incorrect.' }
  if (isCardExpired(card, today))
    return { status: 400, code: 'expired_card', message: 'Your card has expired.' }
  if (card.cvc.length !== cvcLengthOf(cardBrandOf(card.number)))
    return {
      status: 400,
      code: 'incorrect_cvc',
      message: 'Your card’s security code is incorrect.',
    }
  if (card.number === DECLINED_CARD)
    return { status: 402, code: 'card_declined', message: 'Your card was declined.' }
  return null
}

const refuse = ({ status, code, message }: Refusal, language: Language) =>
  HttpResponse.json(
    { error: { code, message: writeText(language, message) } },
    { status, headers: { 'Content-Language': language } },
  )

/** Keeps a token for the card: its brand, last four and expiry, never its number or CVC. */
async function keepToken(card: TokenRequest): Promise<CardToken> {
  const kept = {
    brand: cardBrandOf(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
  }
  const token = newId('tok')
  await write(() =>
    db.providerTokens.create({
      id: token,
      ...kept,
      chargesFail: card.number === CHARGES_FAIL_CARD,
      createdAt: clock.now().toISOString(),
    }),
  )
  return { token, card: kept }
}

/** POST <provider>/tokens: 201 with the token, 400 or 402 in the provider's own error shape. */
export const tokenHandler = http.post(
  `${providerBaseOf(apiBaseUrl)}/tokens`,
  async ({ request }) => {
    const language = languageOfHeader(request.headers.get('Accept-Language'))
    await delay(delayFor(TOKEN_DELAY_MS))
    const parsed = tokenRequestSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success)
      return refuse(
        { status: 400, code: 'invalid_request', message: 'Please check the card details.' },
        language,
      )
    const refusal = refusalOf(parsed.data, salonToday(clock.now()))
    if (refusal) return refuse(refusal, language)
    return HttpResponse.json(await keepToken(parsed.data), { status: 201 })
  },
)
