import { cardBrands, isCardExpired, type CardBrand } from '@/lib/payments/card-checks'
import { cardSchema } from '@/lib/payments/provider-contract'
import { LATE_FEE_PERCENT } from '@/lib/rules'
import { z } from './zod'
import { isoDateSchema, salonTimeSchema } from './common'

// Cards on file, the fee a late cancellation or a no-show costs, what is due and the receipts.
// Money here is whole cents. A card's number and CVC never reach the salon's API: it is given a
// token by the payment provider (src/payments) and keeps the brand, last four and expiry.

// A card, its brand and expiry rule are the card's own (src/lib/payments), shared with the provider.
export { cardBrands, cardSchema, isCardExpired, type CardBrand }

const centsSchema = z.number().int().nonnegative().describe('US cents, whole')

export type Card = z.infer<typeof cardSchema>

/** One of her cards on file. */
export const paymentMethodSchema = cardSchema.extend({
  id: z.string(),
  /** The card a new booking is held with. */
  isDefault: z.boolean(),
  /** Past its expiry month (salon time): it can no longer hold a visit. */
  expired: z.boolean(),
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

export const paymentMethodListSchema = z.object({ cards: z.array(paymentMethodSchema) })

/** POST /payment-methods: the provider's token for a card she typed. */
export const addPaymentMethodRequestSchema = z.object({
  token: z.string().min(1).describe('The payment provider’s token for the card'),
  makeDefault: z.boolean().optional().describe('Hold new bookings with it (her first card always)'),
})
export type AddPaymentMethodRequest = z.infer<typeof addPaymentMethodRequestSchema>

/**
 * What she agrees to when she books: the policy's version, the fee a late cancellation or a
 * no-show costs (the back-end checks it against its own figure) and the card that holds the visit.
 */
export const agreementSchema = z
  .object({
    policyVersion: z.string(),
    feeCents: centsSchema,
    cardId: z.string().min(1),
  })
  .describe('The cancellation policy she agreed to and the card that holds the visit')
export type Agreement = z.infer<typeof agreementSchema>

/** How a booked visit is held: the policy, the fee she agreed to and the card (absent: booked before cards). */
export const holdSchema = z.object({
  policyVersion: z.string(),
  feeCents: centsSchema,
  card: cardSchema.pick({ brand: true, last4: true }),
})

export const feeReasons = ['late-cancellation', 'no-show'] as const
export type FeeReason = (typeof feeReasons)[number]

/** 'charged' to the card; 'due' when the charge failed (a balance); 'paid' later by her. */
export const feeStates = ['charged', 'due', 'paid'] as const

/** The fee a visit cost. */
export const visitFeeSchema = z.object({
  reason: z.enum(feeReasons),
  amountCents: centsSchema,
  state: z.enum(feeStates),
})
export type VisitFee = z.infer<typeof visitFeeSchema>

/** A visit as a fee or a receipt names it. */
const feeVisitFields = {
  appointmentId: z.string(),
  serviceName: z.string(),
  date: isoDateSchema,
  time: salonTimeSchema,
  reason: z.enum(feeReasons),
  amountCents: centsSchema,
}

/** A fee whose charge failed, owed until she pays it. */
export const dueFeeSchema = z.object({ id: z.string(), ...feeVisitFields })

/** Every charge and every payment: `paid` is a balance paid later, else the fee charged. */
export const receiptSchema = z.object({
  id: z.string(),
  at: z.string().describe('When it was charged, ISO 8601'),
  ...feeVisitFields,
  kind: z.enum(['charge', 'payment']),
  card: cardSchema.pick({ brand: true, last4: true }),
})
export type Receipt = z.infer<typeof receiptSchema>

/** GET /payments: what she owes and her receipts, latest first. */
export const paymentsSchema = z.object({
  balanceCents: centsSchema,
  due: z.array(dueFeeSchema),
  receipts: z.array(receiptSchema),
})
export type Payments = z.infer<typeof paymentsSchema>

/** POST /payments/balance: pays everything due with one of her cards. */
export const payBalanceRequestSchema = z.object({
  cardId: z.string().min(1, 'Please choose a card'),
})

/** The fee a late cancellation or a no-show of a visit costs: LATE_FEE_PERCENT of its listed prices. */
export function lateFeeCents(lines: readonly { price: number }[]): number {
  const listedCents = lines.reduce((sum, line) => sum + Math.round(line.price * 100), 0)
  return Math.round((listedCents * LATE_FEE_PERCENT) / 100)
}

/** Everyone's fees together (each person's share, or each visit's hold): a party's fee. */
export const totalFeeCents = (fees: readonly ({ feeCents: number } | undefined)[]) =>
  fees.reduce((sum, fee) => sum + (fee?.feeCents ?? 0), 0)
