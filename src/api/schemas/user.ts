import { languages } from '@/lib/i18n/languages'
import { z } from './zod'

/** The most days each month can have (February 29 is a birthday too). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

const birthdayMessages = {
  missing: 'Please choose a month and a day',
  notInMonth: 'That month does not have that day',
} as const

/** A birthday without a year: a member's visits in its month earn double points. */
export const birthdaySchema = z
  .object({
    month: z.number(birthdayMessages.missing).int().min(1, birthdayMessages.missing).max(12),
    day: z.number(birthdayMessages.missing).int().min(1, birthdayMessages.missing).max(31),
  })
  .refine(({ month, day }) => day <= DAYS_IN_MONTH[month - 1]!, {
    message: birthdayMessages.notInMonth,
    path: ['day'],
  })
  .describe('Month 1–12 and day of the month; no year')
export type Birthday = z.infer<typeof birthdaySchema>

export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
  /** When the account was created (ISO instant); absent in sessions stored before the API. */
  createdAt: z.string().optional(),
  /** Whether the client gets a reminder mail the day before each visit (on unless turned off). */
  emailReminders: z.boolean().optional(),
  /** Her birthday, if she gave it. */
  birthday: birthdaySchema.optional(),
  /** The language her mails are written in (English for accounts made before it was kept). */
  language: z.enum(languages).optional(),
})
export type User = z.infer<typeof userSchema>

/** What the browser keeps under localStorage 'user': the user plus the API token. */
export const storedSessionSchema = userSchema.extend({ token: z.string().optional() })
export type StoredSession = z.infer<typeof storedSessionSchema>

/** PATCH /auth/me: the client's own settings, one or more of them. */
export const updateMeRequestSchema = z
  .object({
    emailReminders: z
      .boolean('Email reminders is on or off')
      .optional()
      .describe('Mail a reminder the day before each visit'),
    birthday: birthdaySchema
      .nullable()
      .optional()
      .describe('Her birthday; null forgets it. Visits already credited keep their points'),
    language: z
      .enum(languages, 'Please choose one of the site’s languages')
      .optional()
      .describe('The language of her mails: en, es, vi or ko'),
  })
  .refine(
    (body) =>
      body.emailReminders !== undefined ||
      body.birthday !== undefined ||
      body.language !== undefined,
    {
      message: 'Please say which setting to change',
    },
  )
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>
