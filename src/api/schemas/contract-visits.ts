import { z } from './zod'
import {
  appointmentListSchema,
  appointmentSchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookAppointmentRequestSchema,
  promoCheckQuerySchema,
  promoCheckSchema,
  rescheduleRequestSchema,
} from './booking'
import { rewardsSchema } from './rewards'
import { ok, failures, visitWords, wordsUnder, type Endpoint } from './contract-base'

// The contract's visits: Diva Rewards, a visit's times and price, booking, moving and cancelling it.
// Part of the table in ./contract.ts.

export const visitEndpoints = {
  joinLoyalty: {
    method: 'POST',
    path: '/loyalty',
    summary: 'Enrol the signed-in client',
    auth: 'required',
    answers: { 201: ok('Enrolled', rewardsSchema), ...failures(401, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  myRewards: {
    method: 'GET',
    path: '/loyalty/me',
    summary: 'The signed-in client’s points, upgrades and history (all zero before she joins)',
    auth: 'required',
    answers: { 200: ok('Her rewards', rewardsSchema), ...failures(401) },
    delayMs: 0,
  },
  availability: {
    method: 'GET',
    path: '/availability',
    summary: 'The 22 slots of a day for a visit, with its stylist or any',
    auth: 'optional',
    query: availabilityQuerySchema,
    answers: { 200: ok('Slots', availabilitySchema), ...failures(400) },
    delayMs: 0,
  },
  promoCheck: {
    method: 'GET',
    path: '/promo-check',
    summary: 'How a promotion code applies to a visit on a date',
    auth: 'optional',
    query: promoCheckQuerySchema,
    words: ['title', 'terms'],
    answers: { 200: ok('Applies', promoCheckSchema), ...failures(400, 422) },
    delayMs: 0,
  },
  appointments: {
    method: 'GET',
    path: '/appointments',
    summary: 'The caller’s appointments',
    auth: 'required',
    query: z.object({
      scope: z
        .enum(['upcoming', 'past'], 'Unknown scope')
        .default('upcoming')
        .describe('Which list'),
    }),
    words: wordsUnder('appointments[].', visitWords),
    answers: { 200: ok('Appointments', appointmentListSchema), ...failures(400, 401) },
    delayMs: 0,
  },
  bookAppointment: {
    method: 'POST',
    path: '/appointments',
    summary: 'Book a visit of one or more services',
    auth: 'required',
    body: bookAppointmentRequestSchema,
    words: visitWords,
    answers: { 201: ok('Booked', appointmentSchema), ...failures(400, 401, 402, 409, 422) },
    delayMs: 1500,
    idempotent: true,
  },
  rescheduleAppointment: {
    method: 'PATCH',
    path: '/appointments/:id',
    summary: 'Reschedule',
    auth: 'required',
    body: rescheduleRequestSchema,
    words: visitWords,
    answers: { 200: ok('Moved', appointmentSchema), ...failures(400, 401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  cancelAppointment: {
    method: 'POST',
    path: '/appointments/:id/cancel',
    summary: 'Cancel',
    auth: 'required',
    words: visitWords,
    answers: { 200: ok('Cancelled', appointmentSchema), ...failures(401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>
