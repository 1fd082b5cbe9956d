import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import { useSingleAction } from './single-action'
import type { AddPaymentMethodRequest } from './schemas'

// Her cards on file (the payment provider's tokens, with brand, last four and expiry), what she
// owes and her receipts. A card's number and CVC never come here: only the provider's token.

export const paymentKeys = {
  methods: ['payment-methods'] as const,
  payments: ['payments'] as const,
}

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.methods,
    queryFn: async () => (await request('paymentMethods')).cards,
  })

/** Her balance due, the fees it is made of and her receipts, latest first. */
export const paymentsQuery = () =>
  queryOptions({ queryKey: paymentKeys.payments, queryFn: () => request('payments') })

export const usePaymentMethods = (enabled = true) => useQuery({ ...paymentMethodsQuery(), enabled })
export const usePayments = (enabled = true) => useQuery({ ...paymentsQuery(), enabled })

// A write's last argument is its action's Idempotency-Key (src/api/single-action.ts).

const addPaymentMethod = (body: AddPaymentMethodRequest, idempotencyKey?: string) =>
  request('addPaymentMethod', { body }, { idempotencyKey })

const setDefaultPaymentMethod = (id: string, idempotencyKey?: string) =>
  request('setDefaultPaymentMethod', { params: { id } }, { idempotencyKey })

export const removePaymentMethod = (id: string, idempotencyKey?: string) =>
  request('removePaymentMethod', { params: { id } }, { idempotencyKey })

const payBalance = (cardId: string, idempotencyKey?: string) =>
  request('payBalance', { body: { cardId } }, { idempotencyKey })

/** Keeps the provider's token for a card on file; the list is read again (a first card is her default). */
export function useAddPaymentMethod() {
  const queryClient = useQueryClient()
  const mutationFn = useSingleAction(addPaymentMethod)
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods }),
  })
}

/** Default and remove answer with her cards as they now are. */
function useCardListChange(
  send: (id: string, key: string) => ReturnType<typeof removePaymentMethod>,
) {
  const queryClient = useQueryClient()
  const mutationFn = useSingleAction(send)
  return useMutation({
    mutationFn,
    onSuccess: ({ cards }) => {
      queryClient.setQueryData(paymentKeys.methods, cards)
      // Her upcoming visits may now be held by another card: read again without holding the
      // buttons of the list, which is already as it now is.
      void queryClient.invalidateQueries({ queryKey: ['appointments'] })
    },
  })
}

export const useSetDefaultPaymentMethod = () => useCardListChange(setDefaultPaymentMethod)
export const useRemovePaymentMethod = () => useCardListChange(removePaymentMethod)

/** Pays everything due with one of her cards; her payments, and her visits' fees, change. */
export function usePayBalance() {
  const queryClient = useQueryClient()
  const mutationFn = useSingleAction(payBalance)
  return useMutation({
    mutationFn,
    onSuccess: (payments) => {
      queryClient.setQueryData(paymentKeys.payments, payments)
      void queryClient.invalidateQueries({ queryKey: ['appointments'] })
      void queryClient.invalidateQueries({ queryKey: ['parties'] })
    },
  })
}
