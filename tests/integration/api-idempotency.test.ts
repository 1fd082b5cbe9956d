import { describe, expect, it } from 'vitest'
import { appointmentsQuery, bookAppointment, cancelAppointment, singleAction } from '@/api'
import { booking, callApi, failureOf, fetchQuery, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 in Chantilly.
const NOW = '2026-11-18T15:00:00Z'
const confirmations = async () =>
  (await control.outbox()).filter((mail) => mail.kind === 'booking-confirmation')
/** Her upcoming gel manicures: what these tests book (a new account starts with a sample visit). */
const upcoming = async () =>
  (await fetchQuery(appointmentsQuery('upcoming'))).filter((a) => a.service === 'gel-manicure')

describe('a write sent with an Idempotency-Key', () => {
  it('is made once: a repeat answers the first answer, with no second visit and no second mail', async () => {
    await control.setClock(NOW)
    const { token } = await signUpWithCard()
    const body = booking()
    const first = await callApi('bookAppointment', { token, body, idempotencyKey: 'key-1' })
    const again = await callApi('bookAppointment', { token, body, idempotencyKey: 'key-1' })
    expect(first.status).toBe(201)
    expect(again).toEqual(first)
    expect(await upcoming()).toHaveLength(1)
    expect(await confirmations()).toHaveLength(1)
  })

  it('answers 422 to the same key with another request, and 409 while the first is under way', async () => {
    await control.setClock(NOW)
    const { token } = await signUpWithCard()
    const [one, two] = await Promise.all([
      callApi('bookAppointment', { token, body: booking(), idempotencyKey: 'key-2' }),
      callApi('bookAppointment', { token, body: booking(), idempotencyKey: 'key-2' }),
    ])
    expect([one.status, two.status].sort()).toEqual([201, 409])
    const changed = await callApi('bookAppointment', {
      token,
      body: booking({ time: '14:00' }),
      idempotencyKey: 'key-2',
    })
    expect(changed.status).toBe(422)
    expect(changed.body).toMatchObject({
      error: { message: 'This Idempotency-Key was already used for a different request.' },
    })
    expect(await upcoming()).toHaveLength(1)
  })

  it('is per client: another client’s same key is her own action', async () => {
    await control.setClock(NOW)
    const ana = await signUpWithCard()
    const anas = booking()
    const bea = await signUpWithCard('bea@example.com', 'secret123', 'Bea Lopez')
    const key = 'shared-key'
    expect(
      (await callApi('bookAppointment', { token: ana.token, body: anas, idempotencyKey: key }))
        .status,
    ).toBe(201)
    const hers = booking({ name: 'Bea Lopez', email: 'bea@example.com', time: '16:00' })
    expect(
      (await callApi('bookAppointment', { token: bea.token, body: hers, idempotencyKey: key }))
        .status,
    ).toBe(201)
  })
})

describe('the client, when the network fails a keyed write', () => {
  it('sends it again when the answer is lost, and shows the first answer: one visit, one mail', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    control.failNext('POST', '/appointments', 'lost')
    const booked = await bookAppointment(booking(), 'lost-key')
    expect(booked.serviceName).toBe('Gel Manicure')
    expect((await upcoming()).map((a) => a.id)).toEqual([booked.id])
    expect(await confirmations()).toHaveLength(1)
  })

  it('sends it again when the network failed it before it arrived', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    control.failNext('POST', '/appointments', 'network')
    const booked = await bookAppointment(booking(), 'network-key')
    expect((await upcoming()).map((a) => a.id)).toEqual([booked.id])
  })

  it('gives up after three tries and says so in plain words; the same action then reuses its key', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    for (let i = 0; i < 3; i++) control.failNext('POST', '/appointments', 'lost')
    const book = singleAction(bookAppointment)
    const error = await failureOf(book(booking()))
    expect(error.status).toBe(0)
    expect(error.message).toBe(
      'We could not reach the salon’s server. Please check your connection and try again.',
    )
    // Pressing again sends the same key: the visit the lost answers hid, not a second one.
    const booked = await book(booking())
    expect((await upcoming()).map((a) => a.id)).toEqual([booked.id])
    expect(await confirmations()).toHaveLength(1)
  })

  it('keeps no refusal for the next press: once her other visit is gone, the same action books', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const first = await bookAppointment(booking({ service: 'classic-manicure', time: '11:00' }))
    const book = singleAction(bookAppointment)
    expect((await failureOf(book(booking({ time: '11:00' })))).status).toBe(409)
    await cancelAppointment(first.id)
    expect(await book(booking({ time: '11:00' }))).toMatchObject({ time: '11:00' })
  })

  it('does not send a write without a key again: the person is told and decides', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    control.failNext('POST', '/appointments', 'network')
    expect((await failureOf(bookAppointment(booking()))).status).toBe(0)
    expect(await upcoming()).toEqual([])
  })

  it('reports a proxy’s HTML error page as a failure on the salon’s side', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const booked = await bookAppointment(booking())
    control.failNext('POST', `/appointments/${booked.id}/cancel`, 'html')
    const error = await failureOf(cancelAppointment(booked.id, 'html-key'))
    expect(error.status).toBe(502)
    expect(error.message).toBe('Something went wrong on our side. Please try again.')
  })
})

describe('one person, one chair', () => {
  it('refuses a visit overlapping her own under the same name, and offers the nearest free times', async () => {
    await control.setClock(NOW)
    const { token } = await signUpWithCard()
    const date = '2026-12-04'
    await bookAppointment(booking({ date, time: '11:00', service: 'classic-manicure' }))
    const refused = await callApi('bookAppointment', {
      token,
      body: booking({ date, time: '11:00', service: 'gel-pedicure' }),
    })
    expect(refused.status).toBe(409)
    const { error } = refused.body as { error: { message: string; alternatives: string[] } }
    expect(error.message).toBe(
      'You already have a visit at that time: Classic Manicure, 11:00 AM on Friday, December 4',
    )
    // Free for her and for a stylist: not while her manicure (11:00 to 11:30) lasts.
    expect(error.alternatives.length).toBeGreaterThan(0)
    expect(error.alternatives).not.toContain('11:00')
    const friend = await bookAppointment(
      booking({ date, time: '11:00', service: 'gel-pedicure', name: 'Maria Garcia' }),
    )
    expect(friend.status).toBe('upcoming')
  })
})
