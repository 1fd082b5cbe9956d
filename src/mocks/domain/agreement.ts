import { isCardExpired, type Agreement } from '@/api/schemas'
import { formatCents } from '@/lib/money'
import { POLICY_VERSION } from '@/lib/rules'
import { salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { db } from '../db/db'
import type { StoredHold } from '../db/records'
import { fail } from '../failures'
import { say, type Text } from '../language'
import { balanceOf } from './fees'

// What a booking agrees to (docs/behaviour.md, Fees): the policy, its fee and the card that
// holds the visit. Nothing is charged at booking.

/** A balance due stops a new booking until it is paid: 402 with the amount. */
export function assertNoBalance(userId: string) {
  const balanceCents = balanceOf(userId)
  if (balanceCents)
    throw fail.payment(
      'BALANCE_DUE',
      say(
        'You have a balance of {amount} from a missed or late-cancelled visit. Please pay it to book again.',
        { amount: formatCents(balanceCents) },
      ),
      { balanceCents },
    )
}

/**
 * Checks what she agreed to against the salon's own figures: her card on file, not expired; the
 * policy as it is now; the fee of these visits (`feeCents`, everyone's for a party). 422 on the
 * `agreement` field. What holds each visit: the policy, the card, and the visit's own fee.
 */
export function holdFor(agreement: Agreement, feeCents: number, userId: string) {
  const refused = (message: string | Text) => fail.ruleOn('agreement', message)
  const card = db.paymentMethods.findFirst((q) => q.where({ id: agreement.cardId, userId }))
  if (!card) throw refused('Please choose one of your cards on file to hold this booking.')
  if (isCardExpired(card, salonToday(clock.now())))
    throw refused('This card has expired. Please use another card.')
  if (agreement.policyVersion !== POLICY_VERSION)
    throw refused('Our cancellation policy has changed. Please read it again and agree to it.')
  if (agreement.feeCents !== feeCents)
    throw refused(
      say('The fee for this booking is {fee}. Please read the policy again and agree to it.', {
        fee: formatCents(feeCents),
      }),
    )
  return (visitFeeCents: number): StoredHold => ({
    policyVersion: POLICY_VERSION,
    feeCents: visitFeeCents,
    cardId: card.id,
    card: { brand: card.brand, last4: card.last4 },
  })
}
