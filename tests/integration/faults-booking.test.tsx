import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { appointmentsQuery } from '@/api'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { server } from '@/mocks/node'
import { fetchQuery } from '../support/api-helpers'
import { bookingFormAtNow, chooseDate, renderBooking } from '../support/booking-form'

// What the network does to her booking, as she meets it: the answer lost after it was made,
// the request lost on the way, a proxy's error page, a press twice. Each ends in one visit and
// one mail, or in a plain message with every field kept. The back-end's own failures and
// refusals are in faults-booking-refused.test.tsx.
const { control } = bookingFormAtNow()
// The code the app loads on first need (the client's transport and schemas, the calendar),
// loaded once here: on a busy machine the first test would wait on it.
beforeAll(
  () =>
    Promise.all([
      import('@/api/transport'),
      import('@/api/schemas'),
      import('@/components/SalonDatePopover'),
    ]),
  60_000,
)

type User = ReturnType<typeof userEvent.setup>

const DAY = '2026-11-25'
const NOTES = 'Almond shape, no polish on the thumbs'

/** Puts `text` in the field labelled `label` at once, as a paste does. */
async function fill(user: User, label: string, text: string) {
  const field = await screen.findByLabelText(label)
  await user.clear(field)
  await user.paste(text)
}

/** Her phone, the 25th, `time` once the day's times are in, her notes and a promo code. */
async function fillVisit(user: User, time = '10:00') {
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
function expectEverythingKept(time = '10:00') {
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

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' })
const confirmed = () => screen.findByRole('heading', { name: 'Booking Confirmed!' })

/** A toast's words: the same words may stand elsewhere on the page too. */
const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text)

/** Her gel manicures as the back-end holds them (a new account also has a sample visit). */
const gelManicures = async () =>
  (await fetchQuery(appointmentsQuery('upcoming'))).filter((a) => a.service === 'gel-manicure')

/** One gel manicure, with her notes, and one confirmation mail. */
async function expectOneBooking() {
  expect(await gelManicures()).toEqual([expect.objectContaining({ date: DAY, notes: NOTES })])
  const mails = (await control.outbox()).filter((m) => m.kind === 'booking-confirmation')
  expect(mails).toHaveLength(1)
}

/** The bookings the page sends from now on (every try), as the network sees them. */
function bookingsSent() {
  const sent: Request[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/appointments')
      sent.push(request)
  }
  server.events.on('request:start', listener)
  stopCounting.push(() => server.events.removeListener('request:start', listener))
  return sent
}
const stopCounting: (() => void)[] = []
afterEach(() => {
  for (const stop of stopCounting.splice(0)) stop()
})

describe('the network fails a booking', () => {
  for (const [fault, what] of [
    ['lost', 'its answer is lost after it was made'],
    ['network', 'the request is lost on the way'],
  ] as const) {
    it(`${what}: sent again, it ends confirmed, with one visit and one mail`, async () => {
      const user = userEvent.setup()
      renderBooking('/booking?service=gel-manicure')
      await fillVisit(user)
      const sent = bookingsSent()
      control.failNext('POST', '/appointments', fault)
      await user.click(confirmButton())
      expect(await confirmed()).toBeInTheDocument()
      await expectOneBooking()
      // Sent twice, with the same key: the second try is the same action.
      expect(sent).toHaveLength(2)
      const keys = sent.map((request) => request.headers.get('Idempotency-Key'))
      expect(keys[0]).toBeTruthy()
      expect(keys[1]).toBe(keys[0])
    })
  }

  it('again and again: she is told plainly, keeps every field, and one more press books it once', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await fillVisit(user)
    for (let i = 0; i < 3; i++) control.failNext('POST', '/appointments', 'lost')
    await user.click(confirmButton())
    expect(await toast('Booking failed')).toBeInTheDocument()
    expect(
      await toast(
        'We could not reach the salon’s server. Please check your connection and try again.',
      ),
    ).toBeInTheDocument()
    expectEverythingKept()

    // The lost answers hid a booking that was made: the same key brings it back, not a second one.
    await user.click(confirmButton())
    expect(await confirmed()).toBeInTheDocument()
    await expectOneBooking()
  })

  it('a proxy answers with its error page: a failure on the salon’s side, every field kept', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await fillVisit(user)
    control.failNext('POST', '/appointments', 'html')
    await user.click(confirmButton())
    expect(await toast('Booking failed')).toBeInTheDocument()
    expect(await toast('We could not complete your booking. Please try again.')).toBeInTheDocument()
    expectEverythingKept()
    expect(await gelManicures()).toEqual([])

    await user.click(confirmButton())
    expect(await confirmed()).toBeInTheDocument()
    await expectOneBooking()
  })
})

describe('Confirm Booking pressed twice', () => {
  // The server refuses her a second visit at the same time, so one visit alone would not show a
  // second press sent; the requests do. A delay keeps the booking on its way while the second lands.
  it('a double click: sent once, one visit, one mail', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await fillVisit(user)
    await control.setLatency(300)
    const sent = bookingsSent()
    await user.dblClick(confirmButton())
    expect(await confirmed()).toBeInTheDocument()
    await expectOneBooking()
    expect(sent).toHaveLength(1)
  })

  it('Enter twice in the form: sent once, one visit, one mail', async () => {
    const user = userEvent.setup()
    renderBooking('/booking?service=gel-manicure')
    await fillVisit(user)
    await control.setLatency(300)
    const sent = bookingsSent()
    screen.getByLabelText('Phone Number').focus()
    await user.keyboard('{Enter}{Enter}')
    expect(await confirmed()).toBeInTheDocument()
    await expectOneBooking()
    expect(sent).toHaveLength(1)
  })
})
