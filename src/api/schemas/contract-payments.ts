import {
  addPaymentMethodRequestSchema,
  payBalanceRequestSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  paymentsSchema,
} from './payments'
import { ok, failures, type Endpoint } from './contract-base'

// The contract's payments: her cards on file (as the payment provider's tokens), what she owes
// and her receipts. Part of the table in ./contract.ts. A card's number never comes here.

const paymentWords = ['due[].serviceName', 'receipts[].serviceName'] as const

export const paymentEndpoints = {
  paymentMethods: {
    method: 'GET',
    path: '/payment-methods',
    summary: 'The signed-in client’s cards on file, her default first',
    auth: 'required',
    answers: { 200: ok('Cards', paymentMethodListSchema), ...failures(401) },
    delayMs: 0,
  },
  addPaymentMethod: {
    method: 'POST',
    path: '/payment-methods',
    summary: 'Keep a card on file from the payment provider’s token',
    auth: 'required',
    body: addPaymentMethodRequestSchema,
    answers: { 201: ok('Kept', paymentMethodSchema), ...failures(400, 401, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  setDefaultPaymentMethod: {
    method: 'POST',
    path: '/payment-methods/:id/default',
    summary: 'Hold new bookings with this card',
    auth: 'required',
    answers: { 200: ok('Cards', paymentMethodListSchema), ...failures(401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  removePaymentMethod: {
    method: 'DELETE',
    path: '/payment-methods/:id',
    summary:
      'Remove a card; visits it holds move to her default card (refused for her last card while a visit relies on it)',
    auth: 'required',
    answers: { 200: ok('Cards', paymentMethodListSchema), ...failures(401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  payments: {
    method: 'GET',
    path: '/payments',
    summary: 'What the signed-in client owes and her receipts, latest first',
    auth: 'required',
    words: paymentWords,
    answers: { 200: ok('Payments', paymentsSchema), ...failures(401) },
    delayMs: 0,
  },
  payBalance: {
    method: 'POST',
    path: '/payments/balance',
    summary: 'Pay everything due with one of her cards',
    auth: 'required',
    body: payBalanceRequestSchema,
    words: paymentWords,
    answers: { 200: ok('Paid', paymentsSchema), ...failures(400, 401, 402, 404, 409, 422) },
    delayMs: 1000,
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>
