import type { ZodType } from 'zod'
import { z } from './zod'
import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from './auth'
import { updateMeRequestSchema } from './user'
import { waitlistSchema, waitlistEntrySchema } from './waitlist'
import {
  appointmentListSchema,
  appointmentSchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookAppointmentRequestSchema,
  joinWaitlistRequestSchema,
  promoCheckQuerySchema,
  promoCheckSchema,
  rescheduleRequestSchema,
} from './booking'
import {
  bookingOptionSchema,
  featuredServiceSchema,
  packageSchema,
  serviceCategories,
  serviceSchema,
  stylistSchema,
} from './catalogue'
import { errorEnvelopeSchema } from './common'
import {
  faqSchema,
  galleryCategories,
  galleryImageSchema,
  loyaltyProgramSchema,
  promotionSchema,
  specialEventSchema,
  testimonialSchema,
} from './content'
import { contactMessageSchema, createdResponseSchema, newsletterRequestSchema } from './messages'
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
import { rewardsSchema } from './rewards'
import { salonInfoSchema } from './salon'

// The contract, once: every endpoint of the API with its method, path, auth, the schemas of its
// query, body and answers, and the delay the reference mock keeps. The mock registers one
// resolver per entry (src/mocks/handlers), the OpenAPI document is generated from it
// (./openapi.ts), the contract suite calls the API by these names (tests/contract) and a unit test
// holds the README's table to it. Adding an endpoint is one entry here and one resolver there.
// Not exported from ./index: the app's transport has no use for it.

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
/** 'required': 401 without a valid bearer token; 'optional': a token changes the answer. */
type Auth = 'none' | 'optional' | 'required'

export interface AnswerSpec {
  description: string
  /** The body's schema; none for an answer without a body (204, 202). */
  schema?: ZodType
}

export interface Endpoint {
  method: Method
  /** Relative to the API's base URL; `:name` is a path parameter. */
  path: string
  summary: string
  auth: Auth
  /** The query string, one field per parameter (`.describe()` says what it is). */
  query?: z.ZodObject
  body?: ZodType
  /** A POST that only asks (its question is too large for a query string): it changes nothing. */
  asks?: true
  /** Every answer by status: exactly one 2xx, and the failures, always in the error envelope. */
  answers: Record<number, AnswerSpec>
  /** How long the reference mock takes to answer, in ms. */
  delayMs: number
  /**
   * Takes an `Idempotency-Key` header: a repeat with the same key answers the first answer and
   * does nothing else; the same key with another request answers 422, and while the first is
   * still being handled, 409. Without the header the call works as it does alone.
   */
  idempotent?: true
}

/** A success answer; the schema's own type is kept, so the contract suite's answers are typed. */
function ok(description: string): { description: string }
function ok<S extends ZodType>(description: string, schema: S): { description: string; schema: S }
function ok(description: string, schema?: ZodType): AnswerSpec {
  return schema ? { description, schema } : { description }
}

const failureText = {
  400: 'Bad input: the envelope names each field in fieldErrors',
  401: 'No token, or a token the server does not know',
  404: 'Not there, or not the caller’s',
  409: 'Conflict (an email, a slot, a visit of the same client at that time or a waitlist entry already there, a taken slot listing alternatives; or a request with this Idempotency-Key still being handled)',
  410: 'The password-reset link was used, has expired (after 60 minutes) or was never issued: ask for a new one',
  422: 'A business rule refused it (notice period, closed day, promotion, a refused promotion code named in fieldErrors.promoCode, a reward or upgrade not earned named in fieldErrors.useReward or fieldErrors.upgrade; or this Idempotency-Key already used for another request)',
  429: 'Too many wrong passwords for this email (5 in 15 minutes): the Retry-After header says how many seconds until it may try again',
} as const
export type FailureStatus = keyof typeof failureText

/** The documented failures of a call, each in the one error envelope. */
function failures<S extends FailureStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: failureText[status], schema: errorEnvelopeSchema },
    ]),
  ) as unknown as Record<S, { description: string; schema: typeof errorEnvelopeSchema }>
}

const list = <T extends ZodType>(schema: T) => z.array(schema)
const categoryQuery = (values: readonly [string, ...string[]]) =>
  z.object({
    category: z.enum(values, 'Unknown category').optional().describe('One tab only'),
  })

export const endpoints = {
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in (an unknown email signs up)',
    auth: 'none',
    body: loginRequestSchema,
    answers: { 200: ok('Signed in', authResponseSchema), ...failures(400, 401, 429) },
    delayMs: 1000,
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account and sign in',
    auth: 'none',
    body: registerRequestSchema,
    answers: { 201: ok('Created', authResponseSchema), ...failures(400, 409, 422) },
    delayMs: 1000,
    idempotent: true,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session (204 with or without one)',
    auth: 'optional',
    answers: { 204: ok('Ended') },
    delayMs: 0,
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in user',
    auth: 'required',
    answers: { 200: ok('The user', meResponseSchema), ...failures(401) },
    delayMs: 0,
  },
  updateMe: {
    method: 'PATCH',
    path: '/auth/me',
    summary: 'Change the signed-in user’s settings (email reminders)',
    auth: 'required',
    body: updateMeRequestSchema,
    answers: { 200: ok('The user', meResponseSchema), ...failures(400, 401, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset',
    summary:
      'Mail a reset link, valid once for 60 minutes (202 whether or not the account exists; at most 3 mails per email an hour)',
    auth: 'none',
    body: passwordResetRequestSchema,
    answers: { 202: ok('Accepted'), ...failures(400) },
    delayMs: 1500,
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/confirm',
    summary:
      'Choose a new password with the token of a reset link: signs in, and ends every other session of the account',
    auth: 'none',
    body: passwordResetConfirmSchema,
    answers: { 200: ok('Signed in', authResponseSchema), ...failures(400, 410) },
    delayMs: 1000,
  },
  salon: {
    method: 'GET',
    path: '/salon',
    summary: 'Name, address, phones, email, hours, social links, map',
    auth: 'none',
    answers: { 200: ok('Salon', salonInfoSchema) },
    delayMs: 0,
  },
  services: {
    method: 'GET',
    path: '/services',
    summary: 'The services page catalogue',
    auth: 'none',
    query: categoryQuery(serviceCategories),
    answers: { 200: ok('Services', list(serviceSchema)), ...failures(400) },
    delayMs: 0,
  },
  packages: {
    method: 'GET',
    path: '/packages',
    summary: 'Service packages',
    auth: 'none',
    answers: { 200: ok('Packages', list(packageSchema)) },
    delayMs: 0,
  },
  featuredServices: {
    method: 'GET',
    path: '/featured-services',
    summary: 'The home page’s three featured services',
    auth: 'none',
    answers: { 200: ok('Featured', list(featuredServiceSchema)) },
    delayMs: 0,
  },
  bookingOptions: {
    method: 'GET',
    path: '/booking-options',
    summary: 'What the booking form offers',
    auth: 'none',
    answers: { 200: ok('Options', list(bookingOptionSchema)) },
    delayMs: 0,
  },
  stylists: {
    method: 'GET',
    path: '/stylists',
    summary: 'The team',
    auth: 'none',
    answers: { 200: ok('Stylists', list(stylistSchema)) },
    delayMs: 0,
  },
  testimonials: {
    method: 'GET',
    path: '/testimonials',
    summary: 'Client reviews',
    auth: 'none',
    answers: { 200: ok('Testimonials', list(testimonialSchema)) },
    delayMs: 0,
  },
  promotions: {
    method: 'GET',
    path: '/promotions',
    summary: 'Current offers and codes',
    auth: 'none',
    answers: { 200: ok('Promotions', list(promotionSchema)) },
    delayMs: 0,
  },
  events: {
    method: 'GET',
    path: '/events',
    summary: 'Special events',
    auth: 'none',
    answers: { 200: ok('Events', list(specialEventSchema)) },
    delayMs: 0,
  },
  gallery: {
    method: 'GET',
    path: '/gallery',
    summary: 'Gallery photos',
    auth: 'none',
    query: categoryQuery(galleryCategories),
    answers: { 200: ok('Images', list(galleryImageSchema)), ...failures(400) },
    delayMs: 0,
  },
  faqs: {
    method: 'GET',
    path: '/faqs',
    summary: 'Frequently asked questions',
    auth: 'none',
    answers: { 200: ok('FAQs', list(faqSchema)) },
    delayMs: 0,
  },
  loyaltyProgram: {
    method: 'GET',
    path: '/loyalty',
    summary: 'The loyalty programme’s rules',
    auth: 'none',
    answers: { 200: ok('Programme', loyaltyProgramSchema) },
    delayMs: 0,
  },
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
    answers: { 200: ok('Appointments', appointmentListSchema), ...failures(400, 401) },
    delayMs: 0,
  },
  bookAppointment: {
    method: 'POST',
    path: '/appointments',
    summary: 'Book a visit of one or more services',
    auth: 'required',
    body: bookAppointmentRequestSchema,
    answers: { 201: ok('Booked', appointmentSchema), ...failures(400, 401, 409, 422) },
    delayMs: 1500,
    idempotent: true,
  },
  rescheduleAppointment: {
    method: 'PATCH',
    path: '/appointments/:id',
    summary: 'Reschedule',
    auth: 'required',
    body: rescheduleRequestSchema,
    answers: { 200: ok('Moved', appointmentSchema), ...failures(400, 401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  cancelAppointment: {
    method: 'POST',
    path: '/appointments/:id/cancel',
    summary: 'Cancel',
    auth: 'required',
    answers: { 200: ok('Cancelled', appointmentSchema), ...failures(401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
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
    answers: { 200: ok('Parties', partyListSchema), ...failures(400, 401) },
    delayMs: 0,
  },
  bookParty: {
    method: 'POST',
    path: '/parties',
    summary: 'Book the client and her guests together, all seated or none',
    auth: 'required',
    body: bookPartyRequestSchema,
    answers: { 201: ok('Booked', partySchema), ...failures(400, 401, 409, 422) },
    delayMs: 1500,
    idempotent: true,
  },
  rescheduleParty: {
    method: 'PATCH',
    path: '/parties/:id',
    summary: 'Move the whole party to a time that fits everyone',
    auth: 'required',
    body: reschedulePartyRequestSchema,
    answers: { 200: ok('Moved', partySchema), ...failures(400, 401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  cancelParty: {
    method: 'POST',
    path: '/parties/:id/cancel',
    summary: 'Cancel the whole party (one guest: cancel her appointment)',
    auth: 'required',
    answers: { 200: ok('Cancelled', partySchema), ...failures(401, 404, 409, 422) },
    delayMs: 300,
    idempotent: true,
  },
  waitlist: {
    method: 'GET',
    path: '/waitlist',
    summary: 'The caller’s waitlist entries for today and later',
    auth: 'required',
    answers: { 200: ok('Entries', waitlistSchema), ...failures(401) },
    delayMs: 0,
  },
  joinWaitlist: {
    method: 'POST',
    path: '/waitlist',
    summary: 'Ask to be told when a time opens on a day',
    auth: 'required',
    body: joinWaitlistRequestSchema,
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

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/** The entries in the table's order, with their names. */
export const endpointList = Object.entries(endpoints) as [EndpointName, Endpoint][]

/** The one 2xx answer of an endpoint. */
export function successStatus(endpoint: Endpoint): number {
  const status = Object.keys(endpoint.answers)
    .map(Number)
    .find((s) => s >= 200 && s < 300)
  if (status === undefined) throw new Error(`${endpoint.method} ${endpoint.path} has no 2xx answer`)
  return status
}

/** An endpoint's path with its `:name` parameters filled in, encoded. */
export function pathWith(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path}: path parameter ${name} is missing`)
    return encodeURIComponent(value)
  })
}

/** The schema of an endpoint's 2xx answer; none for an answer without a body. */
export function successSchema(endpoint: Endpoint): ZodType | undefined {
  return endpoint.answers[successStatus(endpoint)]?.schema
}

/** What a call's body and query parse to, for the resolvers' types. */
export type BodyOf<E> = E extends { body: ZodType<infer B> } ? B : undefined
export type QueryOf<E> = E extends { query: ZodType<infer Q> } ? Q : undefined

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** What the app's client sends to call endpoint N: path parameters, query and body, typed. */
export type CallInput<N extends EndpointName> = ([ParamNames<Endpoints[N]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<Endpoints[N]['path']>, string> }) &
  (Endpoints[N] extends { query: infer Q extends ZodType }
    ? { query?: Partial<Record<keyof z.input<Q>, string>> }
    : { query?: undefined }) &
  (Endpoints[N] extends { body: infer B extends ZodType }
    ? { body: z.input<B> }
    : { body?: undefined })

type SuccessAnswer<E> = E extends { answers: infer A }
  ? A[Extract<keyof A, 200 | 201 | 202 | 204>]
  : never

/** What a call of endpoint N resolves to: its 2xx answer parsed, or nothing for a body-less one. */
export type AnswerOf<N extends EndpointName> =
  SuccessAnswer<Endpoints[N]> extends { schema: infer S extends ZodType } ? z.output<S> : void
