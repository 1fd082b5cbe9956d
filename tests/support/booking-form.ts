import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'
import { cardOnFile, signUp } from './api-helpers'
import { bookingRoute } from './booking-route'
import { serveMockBackend } from './mock-server'
import { renderRoutes } from './render'

/** Wednesday 10:00 AM in Chantilly: the booking form's tests run at this moment. */
const NOW = new Date('2026-11-18T15:00:00Z')

/**
 * Serves the back-end to the calling file, with the clock at NOW and Ana Garcia signed in
 * before each test, test card 4242 4242 4242 4242 on file unless `card` is false.
 */
export function bookingFormAtNow({ card = true }: { card?: boolean } = {}) {
  const { control } = serveMockBackend()
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    await control.setClock(NOW)
    const { user, token } = await signUp('ana@example.com', 'secret123', 'Ana Garcia')
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
    if (card) await cardOnFile()
  })
  afterEach(() => vi.useRealTimers())
  return { control }
}

export const renderBooking = (path = '/booking') => renderRoutes([bookingRoute], path)

/** The summary card beside the form. */
export const summary = () =>
  within(
    screen
      .getByRole('heading', { name: 'Your Appointment' })
      .closest('.chakra-card__root') as HTMLElement,
  )

export async function chooseDate(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  await user.click(screen.getByRole('button', { name: /^Date:/ }))
  await user.click(await screen.findByRole('button', { name: label }))
}
