import { describe, expect, it } from 'vitest'
import {
  bookAppointment,
  bookParty,
  cancelAppointment,
  cancelParty,
  joinLoyalty,
  joinWaitlist,
  rescheduleAppointment,
  type Appointment,
} from '@/api'
import { request } from '@/api/client'
import { rewardsQuery } from '@/api/rewards'
import { salon } from '@/lib/salon'
import { db } from '@/mocks/db/db'
import { read, write } from '@/mocks/db/store'
import {
  agreementFor,
  booking,
  callApi,
  cardOnFile,
  failureOf,
  fetchQuery,
  signIn,
  signUp,
  signUpWithCard,
} from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 AM in Chantilly; the visit is tomorrow at 9:00 AM, 23 hours on.
const NOW = '2026-11-18T15:00:00Z'
const SOON = { service: 'signature-manicure', date: '2026-11-19', time: '09:00' }
const BALANCE_WORDS =
  'You have a balance of $17.50 from a missed or late-cancelled visit. Please pay it to book again.'

const payments = () => request('payments')
const charges = () => read(() => db.providerCharges.all())
const mails = async (kind: string) => (await control.outbox()).filter((m) => m.kind === kind)

/** A Signature Manicure ($35) booked a week ahead, then the clock 23 hours before it. */
async function bookedThenLate(number = '4242424242424242') {
  await control.setClock('2026-11-11T15:00:00Z')
  const { token } = await signUp()
  const card = await cardOnFile(number)
  const visit = await bookAppointment(booking(SOON))
  await control.setClock(NOW)
  return { card, visit, token }
}

describe('a late cancellation', () => {
  it('cancels, frees the chair, tells the waitlist and charges $17.50 on Visa 4242 with a receipt', async () => {
    await control.setClock('2026-11-11T15:00:00Z')
    await signUp()
    await cardOnFile()
    // Four friends in the four chairs that morning: the day is full at 9:00.
    const held: Appointment[] = []
    for (const name of ['Ana Garcia', 'Bea Lopez', 'Cara Diaz', 'Dana Kim'])
      held.push(await bookAppointment(booking({ ...SOON, name })))
    const visit = held[0]!
    expect(visit.hold).toEqual({
      policyVersion: expect.any(String),
      feeCents: 1750,
      card: { brand: 'visa', last4: '4242' },
    })
    expect(await charges()).toEqual([]) // nothing is charged at booking
    await signUpWithCard('bo@example.com', 'secret123', 'Bo Park')
    await joinWaitlist({ service: SOON.service, date: SOON.date, time: SOON.time })
    await signIn('ana@example.com')
    await control.setClock(NOW)

    const cancelled = await cancelAppointment(visit.id)
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      fee: { reason: 'late-cancellation', amountCents: 1750, state: 'charged' },
    })
    expect(await payments()).toMatchObject({
      balanceCents: 0,
      due: [],
      receipts: [
        {
          kind: 'charge',
          reason: 'late-cancellation',
          amountCents: 1750,
          appointmentId: visit.id,
          serviceName: 'Signature Manicure',
          card: { brand: 'visa', last4: '4242' },
        },
      ],
    })
    expect((await mails('waitlist-opening')).map((m) => m.to)).toEqual(['bo@example.com'])
    const [receipt] = await mails('fee-charged')
    expect(receipt?.to).toBe('ana@example.com')
    expect(receipt?.body).toContain('Amount: $17.50')
    expect(receipt?.body).toContain('Card: Visa ending in 4242')
    expect(receipt?.body).toContain('Reason: Late cancellation')
    expect(receipt?.body).not.toContain('4242424242424242')
  })

  it('gives back the points she spent on it', async () => {
    await control.setClock('2026-11-11T15:00:00Z')
    await signUpWithCard()
    await joinLoyalty()
    await write(async () => {
      const { id: userId } = db.accounts.findFirst((q) => q.where({ email: 'ana@example.com' }))!
      await db.points.create({
        ...{ id: 'points_gift', userId, at: '2026-11-11T15:00:00.000Z', kind: 'earned' },
        ...{ points: 300, doubled: false, description: 'Brought over', position: 0 },
      })
    })
    const visit = await bookAppointment(booking({ ...SOON, useReward: true }))
    expect((await fetchQuery(rewardsQuery())).points).toBe(0)
    await control.setClock(NOW)
    expect((await cancelAppointment(visit.id)).fee?.amountCents).toBe(1750)
    expect((await fetchQuery(rewardsQuery())).points).toBe(300)
  })

  it('refuses a move inside 24 hours with words that offer the late cancellation', async () => {
    const { visit } = await bookedThenLate()
    const moving = await failureOf(
      rescheduleAppointment(visit.id, { date: '2026-11-27', time: '15:30' }),
    )
    expect(moving.status).toBe(422)
    expect(moving.message).toBe(
      'Appointments can only be rescheduled online at least 24 hours in advance. You can still cancel it: a late cancellation costs $17.50.',
    )
    expect(await charges()).toEqual([])
  })

  it('a failed charge (0341) lets the cancellation stand and leaves a balance that stops booking until paid', async () => {
    const { visit, token: ana } = await bookedThenLate('4000000000000341')
    const cancelled = await cancelAppointment(visit.id)
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      fee: { state: 'due', amountCents: 1750 },
    })
    expect(await payments()).toMatchObject({
      balanceCents: 1750,
      due: [{ appointmentId: visit.id, amountCents: 1750, reason: 'late-cancellation' }],
      receipts: [],
    })
    const [failed] = await mails('fee-failed')
    expect(failed?.body).toContain('Your balance is $17.50. Please pay it on your profile')

    const refused = await failureOf(bookAppointment(booking({ date: '2026-11-27' })))
    expect(refused.status).toBe(402)
    expect(refused.code).toBe('BALANCE_DUE')
    expect(refused.message).toBe(BALANCE_WORDS)
    const raw = await callApi('bookAppointment', {
      token: ana,
      body: booking({ date: '2026-11-27' }),
    })
    expect(raw).toMatchObject({ status: 402, body: { error: { balanceCents: 1750 } } })

    const [declining] = (await request('paymentMethods')).cards
    const declined = await failureOf(request('payBalance', { body: { cardId: declining!.id } }))
    expect([declined.status, declined.code, declined.message]).toEqual([
      402,
      'PAYMENT_FAILED',
      'Your card was declined.',
    ])
    expect((await payments()).balanceCents).toBe(1750)

    const visa = await cardOnFile('4242424242424242')
    const paid = await request('payBalance', { body: { cardId: visa.id } })
    expect(paid).toMatchObject({
      balanceCents: 0,
      due: [],
      receipts: [{ kind: 'payment', amountCents: 1750, card: { brand: 'visa', last4: '4242' } }],
    })
    expect((await mails('balance-paid'))[0]?.body).toContain('Card: Visa ending in 4242')
    const agreed = booking({ date: '2026-11-27', agreement: agreementFor([booking()], visa.id) })
    expect((await bookAppointment(agreed)).status).toBe('upcoming')
  })
})

describe('a no-show', () => {
  it('is marked only after the start, charged once however often it is marked, and earns no points', async () => {
    await control.setClock('2026-11-11T15:00:00Z')
    await signUpWithCard()
    await joinLoyalty()
    const visit = await bookAppointment(booking(SOON))
    await expect(control.markNoShow(visit.id)).rejects.toThrow(/only after its start/)

    await control.setClock('2026-11-19T14:30:00Z') // 9:30 AM, the visit under way
    await control.markNoShow(visit.id)
    await control.markNoShow(visit.id)
    await control.setClock('2026-11-20T15:00:00Z') // the next day: a visit done would be credited
    const past = (await request('appointments', { query: { scope: 'past' } })).appointments
    expect(past.find((a: Appointment) => a.id === visit.id)).toMatchObject({
      status: 'missed',
      fee: { reason: 'no-show', amountCents: 1750, state: 'charged' },
    })
    expect(await charges()).toHaveLength(1)
    expect((await payments()).receipts).toHaveLength(1)
    const [noShow] = await mails('no-show')
    expect(noShow?.body).toContain(
      'As you agreed when you booked, a no-show costs $17.50, charged to your Visa ending in 4242.',
    )
    expect(await mails('no-show')).toHaveLength(1)
    expect(await mails('fee-charged')).toHaveLength(1)
    expect(await fetchQuery(rewardsQuery())).toMatchObject({ points: 0, completedVisits: 0 })
  })

  it('on a card whose charges fail: the fee is due, and her mail says so rather than "charged"', async () => {
    await control.setClock('2026-11-11T15:00:00Z')
    await signUp()
    await cardOnFile('4000000000000341')
    const visit = await bookAppointment(booking(SOON))
    await control.setClock('2026-11-19T14:30:00Z')
    await control.markNoShow(visit.id)

    expect((await payments()).balanceCents).toBe(1750)
    const [noShow] = await mails('no-show')
    expect(noShow?.body).toContain(
      'As you agreed when you booked, a no-show costs $17.50. We could not charge it to your Visa ending in 0341; your balance is $17.50.',
    )
    expect(noShow?.body).not.toMatch(/charged to your/)
    expect(await mails('fee-failed')).toHaveLength(1)
  })
})

describe('an expired card', () => {
  it('is declined by the provider when the fee is charged: the fee is due', async () => {
    // Booked in December 2030 on a card good through 12/2030, for a visit in January.
    await control.setClock('2030-12-20T15:00:00Z')
    await signUp()
    await cardOnFile()
    const visit = await bookAppointment(
      booking({ service: 'signature-manicure', date: '2031-01-03', time: '10:00' }),
    )
    await control.setClock('2031-01-02T16:00:00Z') // 23 hours before, the card expired

    const cancelled = await cancelAppointment(visit.id)
    expect(cancelled.fee).toEqual({
      reason: 'late-cancellation',
      amountCents: 1750,
      state: 'due',
    })
    expect(await charges()).toMatchObject([{ amountCents: 1750, succeeded: false }])
    expect((await payments()).balanceCents).toBe(1750)
  })
})

describe('a party', () => {
  it('cancelling one guest late charges her share only, to the card of the client who booked', async () => {
    await control.setClock('2026-11-11T15:00:00Z')
    await signUp()
    const visa = await cardOnFile()
    const body = {
      ...booking(SOON),
      guests: [{ name: 'Bea Lopez', service: 'classic-pedicure' }],
    }
    const party = await bookParty({ ...body, agreement: agreementFor([body, ...body.guests]) })
    const guest = party.appointments.find((a) => a.guest)!
    expect(guest.hold).toMatchObject({ feeCents: 1750, card: { last4: visa.last4 } })

    await control.setClock(NOW)
    expect((await cancelAppointment(guest.id)).fee).toEqual({
      reason: 'late-cancellation',
      amountCents: 1750,
      state: 'charged',
    })
    const { receipts } = await payments()
    expect(receipts.map((r) => [r.appointmentId, r.amountCents])).toEqual([[guest.id, 1750]])

    // The whole party cancelled late charges each person still coming: here, the client.
    await cancelParty(party.id)
    expect((await payments()).receipts.map((r) => r.amountCents)).toEqual([1750, 1750])
    expect(await charges()).toHaveLength(2)
  })
})

describe('charged once', () => {
  it('the same Idempotency-Key twice, and two cancellations at once, charge one fee', async () => {
    const { visit } = await bookedThenLate()
    const [first, again] = [
      await cancelAppointment(visit.id, 'cancel-key'),
      await cancelAppointment(visit.id, 'cancel-key'),
    ]
    expect(again).toEqual(first)

    await control.setClock('2026-11-11T15:00:00Z')
    const other = await bookAppointment(booking({ ...SOON, time: '09:30' }))
    await control.setClock(NOW)
    const both = await Promise.allSettled([
      cancelAppointment(other.id, 'tab-1'),
      cancelAppointment(other.id, 'tab-2'),
    ])
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(await charges()).toHaveLength(2)
    expect((await payments()).receipts).toHaveLength(2)
  })
})

describe('the agreement', () => {
  it('is checked against the salon’s own figures, and a visit without a hold keeps today’s refusal', async () => {
    await control.setClock('2026-11-11T15:00:00Z')
    await signUp()
    const noCard = await failureOf(bookAppointment(booking(SOON)))
    expect(noCard.fieldErrors.agreement).toBe(
      'Please choose one of your cards on file to hold this booking.',
    )
    const card = await cardOnFile()
    const wrongFee = await failureOf(
      bookAppointment(booking({ ...SOON, agreement: { ...agreementFor([SOON]), feeCents: 100 } })),
    )
    expect(wrongFee.fieldErrors.agreement).toBe(
      'The fee for this booking is $17.50. Please read the policy again and agree to it.',
    )
    const oldPolicy = await failureOf(
      bookAppointment(
        booking({ ...SOON, agreement: { ...agreementFor([SOON]), policyVersion: '2020-01' } }),
      ),
    )
    expect(oldPolicy.fieldErrors.agreement).toMatch(/policy has changed/)

    // Booked before cards were held: no hold, never charged, no late cancellation online.
    const visit = await bookAppointment(booking(SOON))
    expect(visit.hold?.card.last4).toBe(card.last4)
    await write(async () => {
      await db.appointments.update((q) => q.where({ id: visit.id }), {
        data(record) {
          delete record.hold
        },
      })
    })
    await control.setClock(NOW)
    const refused = await failureOf(cancelAppointment(visit.id))
    expect(refused.message).toBe(
      `Appointments can only be cancelled online at least 24 hours in advance. Please call us at ${salon.headerPhone}.`,
    )
    const moving = await failureOf(
      rescheduleAppointment(visit.id, { date: '2026-11-27', time: '15:30' }),
    )
    expect(moving.message).toBe(
      `Appointments can only be rescheduled online at least 24 hours in advance. Please call us at ${salon.headerPhone}.`,
    )
    await control.setClock('2026-11-19T14:30:00Z')
    await control.markNoShow(visit.id)
    expect(await charges()).toEqual([])
    expect(await mails('no-show')).toHaveLength(1)
    expect((await payments()).balanceCents).toBe(0)
  })
})
