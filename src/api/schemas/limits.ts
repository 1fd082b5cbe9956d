// Limits and messages the forms check before sending, and the schemas check again; zod-free, so a
// page can know them without loading zod.
import { formatCount } from '@/lib/text'

export const MIN_PASSWORD_LENGTH = 6

/** The most characters each text field takes; the schemas refuse more, long fields count to it. */
export const maxLengths = {
  name: 100,
  // The longest address mail can carry (RFC 5321).
  email: 254,
  phone: 30,
  password: 200,
  subject: 200,
  message: 5000,
  notes: 1000,
  promoCode: 40,
  // A reset link's token: 64 hex characters, with room for a real API's own.
  resetToken: 200,
} as const

/**
 * 'Message must be 5,000 characters or fewer': a limit said in plain words. The schemas' messages
 * are English (a page shows them translated), whatever the page's language.
 */
const tooLong = (field: string, max: number) =>
  `${field} must be ${formatCount(max, 'en')} characters or fewer`

export const formMessages = {
  loginEmpty: 'Please enter both email and password',
  registerEmpty: 'Please fill in all fields',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters', // MIN_PASSWORD_LENGTH
  resetEmpty: 'Please enter your email address',
  resetLinkExpired: 'This link has expired or was already used. Ask for a new one.',
  timeMissing: 'Please select a time',
  nameTooLong: tooLong('Name', maxLengths.name),
  emailTooLong: tooLong('Email', maxLengths.email),
  phoneTooLong: tooLong('Phone number', maxLengths.phone),
  passwordTooLong: tooLong('Password', maxLengths.password),
  subjectTooLong: tooLong('Subject', maxLengths.subject),
  messageTooLong: tooLong('Message', maxLengths.message),
  notesTooLong: tooLong('Notes', maxLengths.notes),
  promoCodeTooLong: tooLong('Promo code', maxLengths.promoCode),
  resetTokenTooLong: tooLong('Reset link', maxLengths.resetToken),
} as const
