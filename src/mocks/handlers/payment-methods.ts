import { addCard, cardsOf, removeCard, setDefaultCard } from '../domain/cards'
import type { Resolvers } from '../http'

export const paymentMethodResolvers = {
  paymentMethods: ({ account }) => cardsOf(account!.id),

  addPaymentMethod: {
    resolve: ({ account, body }) => addCard(account!.id, body.token, body.makeDefault),
    unsaved: 'We could not save your card. Please try again.',
  },

  setDefaultPaymentMethod: ({ account, params }) => setDefaultCard(account!.id, params.id!),

  removePaymentMethod: {
    resolve: ({ account, params, language }) => removeCard(account!.id, params.id!, language),
    unsaved: 'We could not remove your card. Please try again.',
  },
} satisfies Partial<Resolvers>
