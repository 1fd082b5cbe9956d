import { z } from './zod'
import {
  bookPartyRequestSchema,
  partyAvailabilityRequestSchema,
  partyAvailabilitySchema,
  partyListSchema,
  partyPriceRequestSchema,
  partyPriceSchema,
  partySchema,
  reschedulePartyRequestSchema,
} from './party'
import { ok, failures, visitWords, wordsUnder, partyWords, type Endpoint } from './contract-base'

// The contract's parties: the client and her guests booked together.
// Part of the table in ./contract.ts.

export const partyEndpoints = {
  partyAvailability: {
    method: 'POST',
    path: '/parties/availability',
    summary: 'The times a whole party can start on a day, with who sits where',
    auth: 'required',
    body: partyAvailabilityRequestSchema,
    answers: { 200: ok('Slots', partyAvailabilitySchema), ...failures(400, 401, 404) },
    delayMs: 0,
    asks: true,
  },
  partyPrice: {
    method: 'POST',
    path: '/parties/price',
    summary: 'What each person of a party pays on a date, and which offer applies',
    auth: 'required',
    body: partyPriceRequestSchema,
    answers: { 200: ok('Priced', partyPriceSchema), ...failures(400, 401, 422) },
    delayMs: 0,
    asks: true,
  },
  parties: {
    method: 'GET',
    path: '/parties',
    summary: 'The caller’s parties booked together',
    auth: 'required',
    query: z.object({
      scope: z
        .enum(['upcoming', 'past'], 'Unknown scope')
        .default('upcoming')
        .describe('Which list: a party is upcoming while one of its people is'),
    }),
    words: wordsUnder('parties[].appointments[].', visitWords),
    answers: { 200: ok('Parties', partyListSchema), ...failures(400, 401) },
    delayMs: 0,
  },
  bookParty: {
    method: 'POST',
    path: '/parties',
    summary: 'Book the client and her guests together, all seated or none',
    auth: 'required',
    body: bookPartyRequestSchema,
    words: partyWords,
    answers: { 201: ok('Booked', partySchema), ...failures(400, 401, 402, 409, 422) },
    delayMs: 1500,
    idempotent: true,
  },
  rescheduleParty: {
    method: 'PATCH',
    path: '/parties/:id',
    summary: 'Move the whole party to a time that fits everyone',
    auth: 'required',
    body: reschedulePartyRequestSchema,
    words: partyWords,
    answers: { 200: ok('Moved', partySchema), ...failures(400, 401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  cancelParty: {
    method: 'POST',
    path: '/parties/:id/cancel',
    summary: 'Cancel the whole party (one guest: cancel her appointment)',
    auth: 'required',
    words: partyWords,
    answers: { 200: ok('Cancelled', partySchema), ...failures(401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>
