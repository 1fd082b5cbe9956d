import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { server } from '@/mocks/node'
import {
  confirmButton,
  confirmed,
  expectEverythingKept,
  expectOneBooking,
  fillVisit,
  gelManicures,
  toast,
} from '../support/booking-faults'
import { bookingFormAtNow, renderBooking } from '../support/booking-form'

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
