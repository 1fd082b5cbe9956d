import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { appointmentsQuery, bookAppointment, setAuthToken } from '@/api'
import { RequireAuth } from '@/app/RequireAuth'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import { formatLongDate } from '@/lib/salon-time'
import {
  agreementFor,
  booking,
  callApi,
  fetchQuery,
  signUp,
  signUpWithCard,
  testCardToken,
} from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

// My Appointments when a change goes wrong or is taken back: the back-end failing a move or a
// cancellation, a time taken meanwhile, a change of mind. She is told, and her visit stays.
const { control } = serveMockBackend()
// The code the app loads on first need (the client's transport and schemas, the page, its
// dialogs and calendar), loaded once here: on a busy machine the first test would wait on it.
beforeAll(
  () =>
    Promise.all([
      import('@/api/transport'),
      import('@/api/schemas'),
      loadMyAppointmentsPage(),
      import('@/features/appointments/RescheduleDialog'),
      import('@/features/appointments/CancelDialog'),
      import('@/components/SalonDatePopover'),
    ]),
  60_000,
)

// Saturday 2026-11-21, 10:00 in Chantilly: her visit on the 25th can still be changed online.
const NOW = new Date('2026-11-21T15:00:00Z')
const DAY = '2026-11-25'
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  await control.setClock(NOW)
})
afterEach(() => vi.useRealTimers())

const routes = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/my-appointments',
        lazy: loadMyAppointmentsPage,
        handle: { hero: myAppointmentsHero },
      },
    ],
  },
]

type User = ReturnType<typeof userEvent.setup>

/** Signs her in on this device (a session kept from an earlier visit). */
function keepSession(signed: Awaited<ReturnType<typeof signUp>>) {
  setAuthToken(null)
  localStorage.setItem('user', JSON.stringify({ ...signed.user, token: signed.token }))
}

/** Ana with a Gel Manicure at 4:00 PM on the 25th, on My Appointments: its id and its card. */
async function openBookedVisit() {
  const signed = await signUpWithCard()
  const { id } = await bookAppointment(booking({ date: DAY, time: '16:00' }))
  keepSession(signed)
  renderRoutes(routes, '/my-appointments')
  const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }))
  const card = await upcoming.findByRole('article', {
    name: `Gel Manicure, ${formatLongDate(DAY)}`,
  })
  return { id, card, token: signed.token }
}

/** Opens the card's Reschedule dialog and chooses `time` on the same day, once it is offered. */
async function chooseNewTime(user: User, card: HTMLElement, time: string) {
  await user.click(within(card).getByRole('button', { name: 'Reschedule' }))
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule Gel Manicure' })
  const select = within(dialog).getByLabelText('New time')
  await waitFor(() => expect(within(select).getByRole('option', { name: time })).toBeEnabled())
  await user.selectOptions(select, within(select).getByRole('option', { name: time }))
  return within(dialog)
}

/** Her upcoming visits as the back-end holds them, read with her token. */
async function upcomingOnServer(token: string) {
  setAuthToken(token)
  return fetchQuery(appointmentsQuery('upcoming'))
}

/** A toast's words: the same words may stand elsewhere on the page too. */
const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text)

/** Other clients, each with an account and a card of her own, book `time` on the 25th. */
async function othersBook(count: number, time: string) {
  for (const name of ['Uma One', 'Vera Two', 'Wren Three', 'Xena Four'].slice(0, count)) {
    const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`
    const { body } = await callApi('register', { body: { name, email, password: 'secret123' } })
    const { token } = body as { token: string }
    const kept = await callApi('addPaymentMethod', {
      token,
      body: { token: await testCardToken() },
    })
    const cardId = (kept.body as { id: string }).id
    const visit = booking({ name, email, date: DAY, time })
    const made = await callApi('bookAppointment', {
      token,
      body: { ...visit, agreement: agreementFor([visit], cardId) },
    })
    expect(made.status).toBe(201)
  }
}

describe('a change the back-end fails', () => {
  it('a reschedule (503): the dialog says so and keeps the time chosen; the visit stays', async () => {
    const user = userEvent.setup()
    const { id, card, token } = await openBookedVisit()
    const dialog = await chooseNewTime(user, card, '11:00 AM')
    control.failNext('PATCH', `/appointments/${id}`, 503)
    await user.click(dialog.getByRole('button', { name: 'Save new time' }))
    expect(
      await dialog.findByText('We could not move your appointment. Please try again.'),
    ).toBeInTheDocument()
    expect(dialog.getByLabelText('New time')).toHaveValue('11:00')
    expect((await upcomingOnServer(token)).find((a) => a.id === id)?.time).toBe('16:00')
  })

  it('a cancellation (500): she is told, and the visit stays', async () => {
    const user = userEvent.setup()
    const { id, card, token } = await openBookedVisit()
    control.failNext('POST', `/appointments/${id}/cancel`, 500)
    await user.click(await within(card).findByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }))
    expect(await toast('Could not cancel')).toBeInTheDocument()
    expect(await toast('Please try again.')).toBeInTheDocument()
    expect(card).toBeInTheDocument()
    expect((await upcomingOnServer(token)).map((a) => a.id)).toContain(id)
    const mails = await control.outbox()
    expect(mails.filter((mail) => mail.kind === 'appointment-cancelled')).toEqual([])
  })
})

describe('a reschedule refused', () => {
  it('the new time taken meanwhile (409): the visit stays, the nearest free times are offered, and one moves it', async () => {
    const user = userEvent.setup()
    const { id, card, token } = await openBookedVisit()
    const dialog = await chooseNewTime(user, card, '11:00 AM')
    // Meanwhile, four other clients take every stylist at 11:00.
    await othersBook(4, '11:00')
    await user.click(dialog.getByRole('button', { name: 'Save new time' }))
    await waitFor(() =>
      expect(dialog.getByLabelText('New time')).toHaveAccessibleErrorMessage(
        `Sorry, 11:00 AM on ${formatLongDate(DAY)} was just booked. Please choose another time.`,
      ),
    )
    expect(
      dialog.getByText(new RegExp(`^Currently ${formatLongDate(DAY)} at 4:00 PM ET with `)),
    ).toBeInTheDocument()
    expect((await upcomingOnServer(token)).find((a) => a.id === id)?.time).toBe('16:00')

    const nearest = within(dialog.getByRole('group', { name: 'Nearest free times' }))
    const offer = nearest.getAllByRole('button')[0]!
    const time = offer.textContent!
    await user.click(offer)
    await user.click(dialog.getByRole('button', { name: 'Save new time' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reschedule Gel Manicure' })).toBeNull(),
    )
    expect(await within(card).findByText(new RegExp(`^${time} ET`))).toBeInTheDocument()
  })
})

describe('a change of mind', () => {
  it('“Keep appointment” in the cancel dialog keeps the visit: nothing is cancelled', async () => {
    const user = userEvent.setup()
    // A new account starts with a Basic Package a week ahead.
    const signed = await signUp()
    keepSession(signed)
    const view = renderRoutes(routes, '/my-appointments')
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }))
    const card = await upcoming.findByRole('article', { name: /^Basic Package/ })
    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    expect(
      within(dialog).getByText(/^Basic Package \(Manicure & Pedicure\) on /),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }))

    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(within(card).getByText('upcoming', { exact: true })).toBeInTheDocument()
    const past = within(screen.getByRole('region', { name: 'Past' }))
    expect(past.queryByText('cancelled')).toBeNull()
    expect(await upcomingOnServer(signed.token)).toEqual([
      expect.objectContaining({
        serviceName: 'Basic Package (Manicure & Pedicure)',
        status: 'upcoming',
      }),
    ])

    // Opened again, the page reads it afresh: still upcoming.
    view.unmount()
    setAuthToken(null)
    renderRoutes(routes, '/my-appointments')
    const again = await within(await screen.findByRole('region', { name: 'Upcoming' })).findByRole(
      'article',
      { name: /^Basic Package/ },
    )
    expect(within(again).getByText('upcoming', { exact: true })).toBeInTheDocument()
  })
})
