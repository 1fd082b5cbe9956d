import { z } from './zod'
import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from './auth'
import {
  appointmentListSchema,
  appointmentSchema,
  availabilityQuerySchema,
  availabilitySchema,
  createAppointmentRequestSchema,
  promoCheckQuerySchema,
  promoCheckSchema,
  rescheduleRequestSchema,
} from './booking'
import {
  bookingOptionSchema,
  featuredServiceSchema,
  packageSchema,
  serviceCategorySchema,
  serviceSchema,
  stylistSchema,
} from './catalogue'
import { errorEnvelopeSchema, isoDateSchema } from './common'
import {
  faqSchema,
  galleryCategorySchema,
  galleryImageSchema,
  loyaltyProgramSchema,
  promotionSchema,
  specialEventSchema,
  testimonialSchema,
} from './content'
import {
  contactMessageSchema,
  createdResponseSchema,
  loyaltyMembershipSchema,
  newsletterRequestSchema,
} from './messages'
import { salonInfoSchema } from './salon'

// The contract as an OpenAPI 3.1 document, generated from the very zod schemas the client and
// the mock use. `npm run openapi` writes it to openapi.json; the mock serves it too.

type Io = 'input' | 'output'
const jsonSchema = (schema: z.ZodType, io: Io = 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return rest
}

const errorRef = { $ref: '#/components/schemas/ErrorEnvelope' }
const errors: Record<number, string> = {
  400: 'Bad input: the envelope carries fieldErrors',
  401: 'No token, or a token the server does not know',
  404: 'Not there, or not the caller’s',
  409: 'Conflict (taken email or slot; a taken slot lists alternatives)',
  422: 'A business rule refused it (notice period, closed day, promotion; a refused promotion code is named in fieldErrors.promoCode)',
}

interface Operation {
  summary: string
  auth?: boolean
  query?: Record<string, { schema: z.ZodType; required?: boolean; description: string }>
  body?: z.ZodType
  ok: { status: number; description: string; schema?: z.ZodType }
  fails?: number[]
  delayMs?: number
}

function operation(op: Operation) {
  const responses: Record<string, unknown> = {
    [op.ok.status]: {
      description: op.ok.description,
      ...(op.ok.schema && {
        content: { 'application/json': { schema: jsonSchema(op.ok.schema) } },
      }),
    },
  }
  for (const status of op.fails ?? []) {
    responses[status] = {
      description: errors[status],
      content: { 'application/json': { schema: errorRef } },
    }
  }
  return {
    summary: op.summary,
    ...(op.delayMs && { description: `The reference mock answers after ${op.delayMs} ms.` }),
    ...(op.auth && { security: [{ bearer: [] }] }),
    ...(op.query && {
      parameters: Object.entries(op.query).map(([name, q]) => ({
        name,
        in: 'query',
        required: q.required ?? false,
        description: q.description,
        schema: jsonSchema(q.schema, 'input'),
      })),
    }),
    ...(op.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
      },
    }),
    responses,
  }
}

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }
const list = (schema: z.ZodType) => z.array(schema)
const date = {
  schema: isoDateSchema,
  required: true,
  description: 'A salon date, YYYY-MM-DD, that exists',
}
const service = {
  schema: availabilityQuerySchema.shape.service,
  required: true,
  description: 'A booking option value',
}

/** Every call of DESIGN.md's contract table, plus GET /loyalty and GET /promo-check. */
export function buildOpenApiDocument(serverUrl = '/api') {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Diva Nail Spa API',
      version: '1.0.0',
      description:
        'Accounts, catalogue, availability and appointments of the salon. Errors always have the shape {"error": {"code", "message", "fieldErrors"?, "alternatives"?}}. Times are salon time (America/New_York).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from login or register' },
      },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema) },
    },
    paths: {
      '/auth/login': {
        post: operation({
          summary: 'Sign in (an unknown email signs up)',
          body: loginRequestSchema,
          ok: { status: 200, description: 'Signed in', schema: authResponseSchema },
          fails: [400, 401],
          delayMs: 1000,
        }),
      },
      '/auth/register': {
        post: operation({
          summary: 'Create an account and sign in',
          body: registerRequestSchema,
          ok: { status: 201, description: 'Created', schema: authResponseSchema },
          fails: [400, 409],
          delayMs: 1000,
        }),
      },
      '/auth/logout': {
        post: operation({
          summary: 'End the session',
          auth: true,
          ok: { status: 204, description: 'Ended' },
        }),
      },
      '/auth/me': {
        get: operation({
          summary: 'The signed-in user',
          auth: true,
          ok: { status: 200, description: 'The user', schema: meResponseSchema },
          fails: [401],
        }),
      },
      '/auth/password-reset': {
        post: operation({
          summary: 'Mail reset instructions (202 whether or not the account exists)',
          body: passwordResetRequestSchema,
          ok: { status: 202, description: 'Accepted' },
          fails: [400],
          delayMs: 1500,
        }),
      },
      '/salon': {
        get: operation({
          summary: 'Name, address, phones, email, hours, social links, map',
          ok: { status: 200, description: 'Salon', schema: salonInfoSchema },
        }),
      },
      '/services': {
        get: operation({
          summary: 'The services page catalogue',
          query: { category: { schema: serviceCategorySchema, description: 'One tab only' } },
          ok: { status: 200, description: 'Services', schema: list(serviceSchema) },
          fails: [400],
        }),
      },
      '/packages': {
        get: operation({
          summary: 'Service packages',
          ok: { status: 200, description: 'Packages', schema: list(packageSchema) },
        }),
      },
      '/featured-services': {
        get: operation({
          summary: 'The home page’s three featured services',
          ok: { status: 200, description: 'Featured', schema: list(featuredServiceSchema) },
        }),
      },
      '/booking-options': {
        get: operation({
          summary: 'What the booking form offers',
          ok: { status: 200, description: 'Options', schema: list(bookingOptionSchema) },
        }),
      },
      '/stylists': {
        get: operation({
          summary: 'The team',
          ok: { status: 200, description: 'Stylists', schema: list(stylistSchema) },
        }),
      },
      '/testimonials': {
        get: operation({
          summary: 'Client reviews',
          ok: { status: 200, description: 'Testimonials', schema: list(testimonialSchema) },
        }),
      },
      '/promotions': {
        get: operation({
          summary: 'Current offers and codes',
          ok: { status: 200, description: 'Promotions', schema: list(promotionSchema) },
        }),
      },
      '/events': {
        get: operation({
          summary: 'Special events',
          ok: { status: 200, description: 'Events', schema: list(specialEventSchema) },
        }),
      },
      '/gallery': {
        get: operation({
          summary: 'Gallery photos',
          query: { category: { schema: galleryCategorySchema, description: 'One tab only' } },
          ok: { status: 200, description: 'Images', schema: list(galleryImageSchema) },
          fails: [400],
        }),
      },
      '/faqs': {
        get: operation({
          summary: 'Frequently asked questions',
          ok: { status: 200, description: 'FAQs', schema: list(faqSchema) },
        }),
      },
      '/loyalty': {
        get: operation({
          summary: 'The loyalty programme’s rules',
          ok: { status: 200, description: 'Programme', schema: loyaltyProgramSchema },
        }),
        post: operation({
          summary: 'Enrol the signed-in client',
          auth: true,
          ok: { status: 201, description: 'Enrolled', schema: loyaltyMembershipSchema },
          fails: [401, 409],
          delayMs: 300,
        }),
      },
      '/availability': {
        get: operation({
          summary: 'The 22 slots of a day for a service',
          query: {
            date,
            service,
            exclude: {
              schema: availabilityQuerySchema.shape.exclude,
              description: 'One of the caller’s appointments to leave out (when moving it)',
            },
          },
          ok: { status: 200, description: 'Slots', schema: availabilitySchema },
          fails: [400],
        }),
      },
      '/promo-check': {
        get: operation({
          summary: 'How a promotion code applies to a service on a date',
          query: {
            code: {
              schema: promoCheckQuerySchema.shape.code,
              required: true,
              description: 'The code',
            },
            service,
            date,
          },
          ok: { status: 200, description: 'Applies', schema: promoCheckSchema },
          fails: [400, 422],
        }),
      },
      '/appointments': {
        get: operation({
          summary: 'The caller’s appointments',
          auth: true,
          query: {
            scope: {
              schema: z.enum(['upcoming', 'past']),
              description: 'Which list (default upcoming)',
            },
          },
          ok: { status: 200, description: 'Appointments', schema: appointmentListSchema },
          fails: [400, 401],
        }),
        post: operation({
          summary: 'Book',
          auth: true,
          body: createAppointmentRequestSchema,
          ok: { status: 201, description: 'Booked', schema: appointmentSchema },
          fails: [400, 401, 409, 422],
          delayMs: 1500,
        }),
      },
      '/appointments/{id}': {
        parameters: [idParam],
        patch: operation({
          summary: 'Reschedule',
          auth: true,
          body: rescheduleRequestSchema,
          ok: { status: 200, description: 'Moved', schema: appointmentSchema },
          fails: [400, 401, 404, 409, 422],
          delayMs: 300,
        }),
      },
      '/appointments/{id}/cancel': {
        parameters: [idParam],
        post: operation({
          summary: 'Cancel',
          auth: true,
          ok: { status: 200, description: 'Cancelled', schema: appointmentSchema },
          fails: [401, 404, 422],
          delayMs: 300,
        }),
      },
      '/contact-messages': {
        post: operation({
          summary: 'Send a message to the salon',
          body: contactMessageSchema,
          ok: { status: 201, description: 'Received', schema: createdResponseSchema },
          fails: [400],
          delayMs: 300,
        }),
      },
      '/newsletter': {
        post: operation({
          summary: 'Subscribe to the newsletter',
          body: newsletterRequestSchema,
          ok: { status: 201, description: 'Subscribed', schema: createdResponseSchema },
          fails: [400, 409],
          delayMs: 300,
        }),
      },
    },
  }
}
