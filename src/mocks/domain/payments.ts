import { isCardExpired, type Payments } from '@/api/schemas'
import { salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { db } from '../db/db'
import { needVisit } from '../db/lazy-rows'
import type { FeeRecord, ReceiptRecord } from '../db/records'
import { fail } from '../failures'
import { chargeCard } from '../provider/charges'
import { addReceipt, balanceOf, dueFeesOf } from './fees'

// What she owes and her receipts (docs/behaviour.md, Fees), and paying her balance.

/** A fee as the due list names it: with its visit. */
function dueView(fee: FeeRecord) {
  needVisit(fee.appointmentId)
  const visit = db.appointments.findFirst((q) => q.where({ id: fee.appointmentId }))
  return {
    id: fee.id,
    appointmentId: fee.appointmentId,
    serviceName: visit?.serviceName ?? '',
    date: visit?.date ?? fee.createdAt.slice(0, 10),
    time: visit?.time ?? '00:00',
    reason: fee.reason,
    amountCents: fee.amountCents,
  }
}

const receiptView = ({ userId: _u, feeId: _f, position: _p, ...receipt }: ReceiptRecord) => receipt

/** GET /payments: her balance, what is due (oldest first) and her receipts, latest first. */
export function paymentsOf(userId: string): Payments {
  const due = dueFeesOf(userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  return {
    balanceCents: balanceOf(userId),
    due: due.map(dueView),
    receipts: db.receipts
      .findMany((q) => q.where({ userId }))
      .sort((a, b) => b.at.localeCompare(a.at) || b.position - a.position)
      .map(receiptView),
  }
}

/**
 * Pays everything due with one of her cards, in one charge: each fee is paid, with a receipt of
 * its own. Declined: 402 and nothing changes. Nothing due: nothing is charged. The receipts
 * written, for the mail.
 */
export async function payBalance(userId: string, cardId: string): Promise<ReceiptRecord[]> {
  const card = db.paymentMethods.findFirst((q) => q.where({ id: cardId, userId }))
  if (!card) throw fail.notFound('Card not found.')
  if (isCardExpired(card, salonToday(clock.now())))
    throw fail.ruleOn('cardId', 'This card has expired. Please use another card.')
  const due = dueFeesOf(userId)
  if (!due.length) return []
  const ids = due.map((fee) => fee.id).sort()
  const { succeeded } = await chargeCard({
    token: card.token,
    amountCents: balanceOf(userId),
    // The same fees on the same card are one payment, whatever retries.
    idempotencyKey: `balance_${card.id}_${ids.join('_')}`,
  })
  if (!succeeded) throw fail.payment('PAYMENT_FAILED', 'Your card was declined.')
  const named = { brand: card.brand, last4: card.last4 }
  const receipts: ReceiptRecord[] = []
  for (const fee of due) {
    const paid = (await db.fees.update((q) => q.where({ id: fee.id }), {
      data(record) {
        record.state = 'paid'
      },
    }))!
    receipts.push(await addReceipt(paid, dueView(paid), 'payment', named))
  }
  return receipts
}
