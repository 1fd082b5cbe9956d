import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { appointmentsQuery } from '@/api'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { control } from '@/mocks/node'
import { fetchQuery } from './api-helpers'
import { chooseDate } from './booking-form'

// The booking form filled in once and checked after a fault or a refusal: every field kept, or
// one visit and one mail (tests/integration/faults-booking*.test.tsx).

type User = ReturnType<typeof userEvent.setup>

export const DAY = '2026-11-25'
export const NOTES = 'Almond shape, no polish on the thumbs'

/** Puts `text` in the field labelled `label` at once, as a paste does. */
export async function fill(user: User, label: string, text: string) {
  const field = await screen.findByLabelText(label)
  await user.clear(field)
  await user.paste(text)
}

/** Her phone, the 25th, `time` once the day's times are in, her notes and a promo code. */
export async function fillVisit(user: User, time = '10:00') {
  await fill(user, 'Phone Number', '(703) 555-0100')
  await chooseDate(user, /Wednesday, November 25, 2026/)
  const select = screen.getByLabelText('Time')
  await waitFor(() =>
    expect(within(select).getByRole('option', { name: formatTime(time) })).toBeEnabled(),
  )
  await user.selectOptions(select, time)
  await fill(user, 'Special Requests or Notes (optional)', NOTES)
  await fill(user, 'Promo code (optional)', 'FIRSTDIVA')
}

/** Every field still holds what fillVisit put in it. */
export function expectEverythingKept(time = '10:00') {
  expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Garcia')
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
  expect(screen.getByLabelText('Phone Number')).toHaveValue('(703) 555-0100')
  expect(screen.getByLabelText('Service')).toHaveValue('gel-manicure')
  expect(screen.getByRole('button', { name: /^Date:/ })).toHaveAccessibleName(
    `Date: ${formatLongDate(DAY)}`,
  )
  expect(screen.getByLabelText('Time')).toHaveValue(time)
  expect(screen.getByLabelText('Special Requests or Notes (optional)')).toHaveValue(NOTES)
  expect(screen.getByLabelText('Promo code (optional)')).toHaveValue('FIRSTDIVA')
}

export const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' })
export const confirmed = () => screen.findByRole('heading', { name: 'Booking Confirmed!' })

/** A toast's words: the same words may stand elsewhere on the page too. */
export const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text)

/** Her gel manicures as the back-end holds them (a new account also has a sample visit). */
export const gelManicures = async () =>
  (await fetchQuery(appointmentsQuery('upcoming'))).filter((a) => a.service === 'gel-manicure')

/** One gel manicure, with her notes, and one confirmation mail. */
export async function expectOneBooking() {
  expect(await gelManicures()).toEqual([expect.objectContaining({ date: DAY, notes: NOTES })])
  const mails = (await control.outbox()).filter((m) => m.kind === 'booking-confirmation')
  expect(mails).toHaveLength(1)
}
