import { RESET_LINK_TTL_MINUTES, RESET_MAIL_LIMIT } from '@/lib/rules'
import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from './auth'
import { updateMeRequestSchema } from './user'
import { ok, failures, perWindow, type Endpoint } from './contract-base'

// The contract's accounts: signing up and in, the signed-in user, the password-reset link.
// Part of the table in ./contract.ts.

export const accountEndpoints = {
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
    summary: `Mail a reset link, valid once for ${RESET_LINK_TTL_MINUTES} minutes (202 whether or not the account exists; at most ${RESET_MAIL_LIMIT.tries} mails per email ${perWindow(RESET_MAIL_LIMIT.windowMs)})`,
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
} as const satisfies Record<string, Endpoint>
