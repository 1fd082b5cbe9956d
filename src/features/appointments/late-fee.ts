import type { Appointment } from '@/api'
import { totalFeeCents } from '@/api/schemas'
import { t } from '@/lib/i18n/i18n'
import { formatCents } from '@/lib/money'
import { CHANGE_NOTICE_MS } from '@/lib/rules'
import { salonDateTime } from '@/lib/salon-time'
import { cardEnding } from '@/payments'

// The 24-hour policy on her visits (docs/behaviour.md, Fees): inside the notice a visit held by
// a card may still be cancelled, for the fee she agreed to; one booked before cards keeps the call.

/** What a late cancellation costs and the card it goes on: '$17.50', 'Visa ending in 4242'. */
export interface LateFee {
  fee: string
  card: string
}

/** What cancelling an upcoming visit held by her card would cost, were it late. */
export function heldFeeOf(visit: Appointment): LateFee | undefined {
  if (visit.status !== 'upcoming' || !visit.hold) return undefined
  return { fee: formatCents(visit.hold.feeCents), card: cardEnding(visit.hold.card) }
}

/** Whether the change notice before `visit` has begun by the clock now. */
export const isInsideNotice = (visit: Pick<Appointment, 'date' | 'time'>) =>
  salonDateTime(visit.date, visit.time).getTime() - Date.now() < CHANGE_NOTICE_MS

/**
 * Whether the notice has begun: as the page last read it (canChange), or since, by the clock —
 * a page left open past the mark still says the fee before she confirms.
 */
export const noticeHasBegun = (visit: Appointment) => !visit.canChange || isInsideNotice(visit)

/** A held visit inside the notice: it can no longer move, but may be cancelled for its fee. */
export const lateFeeOf = (visit: Appointment) => (visit.canChange ? undefined : heldFeeOf(visit))

/**
 * For a party inside its notice (the caller knows): everyone still to come held by her card,
 * their fees together. A guest in a later wave may be more than the notice away herself.
 */
export function partyLateFeeOf(coming: readonly Appointment[]): LateFee | undefined {
  const upcoming = coming.filter((visit) => visit.status === 'upcoming')
  const fees = upcoming.map(heldFeeOf)
  if (!upcoming.length || fees.some((fee) => !fee)) return undefined
  const cents = totalFeeCents(upcoming.map((visit) => visit.hold))
  return { fee: formatCents(cents), card: fees[0]!.card }
}

/** A fee's row among a visit's details: what it was for, and charged, due or paid. */
export function feeRows(visit: Appointment): [string, string][] {
  const { fee, hold } = visit
  if (!fee) return []
  const amount = formatCents(fee.amountCents)
  const label = fee.reason === 'no-show' ? t('No-show fee') : t('Late cancellation fee')
  const value =
    fee.state === 'due'
      ? t('{fee}, due', { fee: amount })
      : fee.state === 'paid'
        ? t('{fee}, paid', { fee: amount })
        : hold
          ? t('{fee}, charged to {card}', { fee: amount, card: cardEnding(hold.card) })
          : amount
  return [[label, value]]
}
