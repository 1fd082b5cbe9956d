import type { CardBrand, FeeReason } from '@/api/schemas'
import { clock } from '../clock'
import { db, newId } from '../db/db'
import type { AppointmentRecord, FeeRecord, ReceiptRecord } from '../db/records'
import { chargeCard } from '../provider/charges'

// The fee of a late cancellation or a no-show (docs/behaviour.md, Fees): the figure she agreed
// to when she booked, charged to the card that holds the visit, once per visit whatever retries.

/** A card as a receipt or a mail names it. */
export interface CardName {
  brand: CardBrand
  last4: string
}

/** A fee just charged (with its receipt) or left due (the charge failed), and the card tried. */
export interface FeeCharge {
  visit: AppointmentRecord
  fee: FeeRecord
  receipt?: ReceiptRecord
  card: CardName
}

/** Writes a receipt after every one already written. */
export function addReceipt(
  fee: FeeRecord,
  visit: Pick<AppointmentRecord, 'serviceName' | 'date' | 'time'>,
  kind: ReceiptRecord['kind'],
  card: CardName,
) {
  return db.receipts.create({
    id: newId('rcpt'),
    userId: fee.userId,
    feeId: fee.id,
    at: clock.now().toISOString(),
    appointmentId: fee.appointmentId,
    serviceName: visit.serviceName,
    date: visit.date,
    time: visit.time,
    reason: fee.reason,
    amountCents: fee.amountCents,
    kind,
    card,
    position: db.receipts.count(),
  })
}

/**
 * Charges a visit's fee inside the caller's write: its hold's fee to its hold's card. A visit
 * without a hold (booked before cards) is never charged, and a visit is charged at most once:
 * undefined then. A declined charge leaves the fee due, a balance she pays later.
 */
export async function chargeFee(
  visit: AppointmentRecord,
  reason: FeeReason,
): Promise<FeeCharge | undefined> {
  const { hold } = visit
  if (!hold) return undefined
  if (db.fees.findFirst((q) => q.where({ appointmentId: visit.id }))) return undefined
  const onFile = db.paymentMethods.findFirst((q) => q.where({ id: hold.cardId }))
  const { card } = hold
  // A card gone from file cannot be charged: the fee is due all the same.
  const { succeeded } = onFile
    ? await chargeCard({
        token: onFile.token,
        amountCents: hold.feeCents,
        idempotencyKey: `fee_${visit.id}`,
      })
    : { succeeded: false }
  const fee = await db.fees.create({
    id: newId('fee'),
    userId: visit.userId,
    appointmentId: visit.id,
    reason,
    amountCents: hold.feeCents,
    state: succeeded ? 'charged' : 'due',
    cardId: hold.cardId,
    createdAt: clock.now().toISOString(),
  })
  const receipt = succeeded ? await addReceipt(fee, visit, 'charge', card) : undefined
  return { visit, fee, receipt, card }
}

/** Her fees whose charge failed and that she has not paid. */
export const dueFeesOf = (userId: string) =>
  db.fees.findMany((q) => q.where({ userId, state: 'due' }))

/** What she owes, in cents: the sum of her due fees. */
export const balanceOf = (userId: string) =>
  dueFeesOf(userId).reduce((sum, fee) => sum + fee.amountCents, 0)
