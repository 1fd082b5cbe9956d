import { joinWaitlistRequestSchema } from './booking'
import { contactMessageSchema, createdResponseSchema, newsletterRequestSchema } from './messages'
import { waitlistEntrySchema, waitlistSchema } from './waitlist'
import { ok, failures, visitWords, wordsUnder, type Endpoint } from './contract-base'

// The contract's requests to the salon: the waitlist, a message, the newsletter.
// Part of the table in ./contract.ts.

export const requestEndpoints = {
  waitlist: {
    method: 'GET',
    path: '/waitlist',
    summary: 'The caller’s waitlist entries for today and later',
    auth: 'required',
    words: wordsUnder('wishes[].', visitWords),
    answers: { 200: ok('Entries', waitlistSchema), ...failures(401) },
    delayMs: 0,
  },
  joinWaitlist: {
    method: 'POST',
    path: '/waitlist',
    summary: 'Ask to be told when a time opens on a day',
    auth: 'required',
    body: joinWaitlistRequestSchema,
    words: visitWords,
    answers: { 201: ok('On the list', waitlistEntrySchema), ...failures(400, 401, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  leaveWaitlist: {
    method: 'DELETE',
    path: '/waitlist/:id',
    summary: 'Remove a waitlist entry',
    auth: 'required',
    answers: { 204: ok('Removed'), ...failures(401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  sendContactMessage: {
    method: 'POST',
    path: '/contact-messages',
    summary: 'Send a message to the salon',
    auth: 'none',
    body: contactMessageSchema,
    answers: { 201: ok('Received', createdResponseSchema), ...failures(400, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  subscribeToNewsletter: {
    method: 'POST',
    path: '/newsletter',
    summary: 'Subscribe to the newsletter',
    auth: 'none',
    body: newsletterRequestSchema,
    answers: { 201: ok('Subscribed', createdResponseSchema), ...failures(400, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>
