// Limits and messages the forms check before sending, and the schemas check again; zod-free, so a
// page can know them without loading zod.
export const MIN_PASSWORD_LENGTH = 6

export const formMessages = {
  loginEmpty: 'Please enter both email and password',
  registerEmpty: 'Please fill in all fields',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters', // MIN_PASSWORD_LENGTH
  resetEmpty: 'Please enter your email address',
  timeMissing: 'Please select a time',
} as const
