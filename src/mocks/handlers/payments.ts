import { payBalance, paymentsOf } from '../domain/payments'
import type { Resolvers } from '../http'
import { balancePaidMail } from '../mail'

// What she owes, her receipts, and paying her balance (docs/behaviour.md, Fees). Her cards on
// file are ./payment-methods.ts.

export const paymentResolvers = {
  payments: ({ account }) => paymentsOf(account!.id),

  payBalance: {
    unsaved: 'We could not save your payment. Please try again.',
    resolve: async ({ body, account }) => {
      const receipts = await payBalance(account!.id, body.cardId)
      if (receipts.length) await balancePaidMail(account!, receipts, account!.language)
      return paymentsOf(account!.id)
    },
  },
} satisfies Partial<Resolvers>
