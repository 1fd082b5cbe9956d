import { isCardExpired } from '@/lib/payments/card-checks'
import { salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { db, newId } from '../db/db'

// The simulated provider's charge call, made by the salon's back-end in process as a real server
// calls its provider. It runs inside the salon's own write (a cancellation and its fee are stored
// together or not at all), so it opens no write of its own: it only adds a providerCharges record.

export interface ChargeRequest {
  /** The provider's token of the card on file (never its number). */
  token: string
  amountCents: number
  /** The same key answers as the first time and charges nothing new. */
  idempotencyKey: string
}

export interface ChargeResult {
  succeeded: boolean
  chargeId: string
}

/**
 * Charges `amountCents` to the card behind `token`, once per `idempotencyKey`. It fails for a
 * token the provider does not know, a card past its expiry month (salon time, the mock clock) and
 * test card 4000 0000 0000 0341 (chargesFail).
 */
export async function chargeCard({
  token,
  amountCents,
  idempotencyKey,
}: ChargeRequest): Promise<ChargeResult> {
  const first = db.providerCharges.findFirst((q) => q.where({ idempotencyKey }))
  if (first) return { succeeded: first.succeeded, chargeId: first.id }
  const card = db.providerTokens.findFirst((q) => q.where({ id: token }))
  const now = clock.now()
  const expired = card && isCardExpired(card, salonToday(now))
  const charge = await db.providerCharges.create({
    id: newId('ch'),
    token,
    amountCents,
    idempotencyKey,
    succeeded: Boolean(card && !card.chargesFail && !expired),
    createdAt: now.toISOString(),
  })
  return { succeeded: charge.succeeded, chargeId: charge.id }
}
