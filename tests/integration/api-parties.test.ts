import { describe, expect, it } from 'vitest'
import {
  availabilityQuery,
  bookAppointment,
  bookParty,
  cancelAppointment,
  cancelParty,
  joinLoyalty,
  partiesQuery,
  partyAvailabilityQuery,
  partyPriceQuery,
  rescheduleAppointment,
  rescheduleParty,
  type BookPartyRequest,
  type Guest,
} from '@/api'
import {
  agreementFor,
  booking,
  callApi,
  failureOf,
  fetchQuery,
  signUpWithCard,
} from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 AM in Chantilly.
const NOW = '2026-11-18T15:00:00Z'
const ANA = { name: 'Ana Garcia', email: 'ana@example.com', phone: '(703) 555-0100' }
const guest = (name: string, overrides: Partial<Guest> = {}): Guest => ({
  name,
  service: 'gel-manicure',
  ...overrides,
})
/** A party agreed to with her card: everyone's fees together. */
const party = (guests: Guest[], overrides: Partial<BookPartyRequest> = {}): BookPartyRequest => {
  const body = {
    ...ANA,
    service: 'gel-manicure',
    date: '2026-11-25',
    time: '10:00',
    guests,
    ...overrides,
  }
  return { ...body, agreement: overrides.agreement ?? agreementFor([body, ...body.guests]) }
}
const friends = (count: number) =>
  ['Bea Lopez', 'Cara Diaz', 'Dana Fox', 'Eva Moss', 'Fay Chen', 'Gia Park', 'Hana Cho']
    .slice(0, count)
    .map((name) => guest(name))
const mailsTo = async (to: string) => (await control.outbox()).filter((m) => m.to === to)

describe('booking together', () => {
  it('books her and a friend side by side, 15% off each with DIVAFRIEND, and mails each', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const booked = await bookParty(
      party([guest('Bea Lopez', { email: 'bea@example.com', service: 'signature-pedicure' })], {
        promoCode: 'DIVAFRIEND',
      }),
    )
    expect(booked).toMatchObject({
      kind: 'together',
      bridal: false,
      champagne: false,
      total: 80.75,
    })
    expect(booked.offer.text).toBe('DIVAFRIEND: 15% off every person’s services.')
    const [ana, bea] = booked.appointments
    expect(ana).toMatchObject({
      name: 'Ana Garcia',
      time: '10:00',
      total: 38.25,
      partyId: booked.id,
    })
    expect(bea).toMatchObject({ name: 'Bea Lopez', time: '10:00', total: 42.5, guest: true })
    expect(ana!.stylistId).not.toBe(bea!.stylistId)

    expect(await fetchQuery(partiesQuery('upcoming'))).toEqual([booked])
    const [hers] = await mailsTo('ana@example.com').then((m) =>
      m.filter((x) => /party of 2/.test(x.subject)),
    )
    expect(hers!.body).toContain(
      `- Bea Lopez: Signature Pedicure, 10:00 AM ET with ${bea!.stylist}, $42.50`,
    )
    expect(hers!.body).toContain('Total: $80.75')
    const [beas] = await mailsTo('bea@example.com')
    expect(beas!.body).toContain('Ana Garcia booked you a visit at Diva Nail Spa.')
    expect(beas!.body).not.toContain('Gel Manicure')
  })

  it('offers only times that fit everyone, and names who could not be seated', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    // Three visits on their own fill three of the four chairs at 10:00 on the 25th.
    for (const name of ['Uma One', 'Vera Two', 'Wren Three'])
      await bookAppointment(booking({ name, date: '2026-11-25', time: '10:00' }))
    const ask = {
      date: '2026-11-25',
      people: [{ service: 'gel-manicure' }, { service: 'gel-manicure' }],
    }
    const { slots } = await fetchQuery(partyAvailabilityQuery(ask))
    const at10 = slots.find((s) => s.time === '10:00')!
    expect(at10).toMatchObject({ available: false, reason: 'booked' })
    const conflict = await failureOf(bookParty(party(friends(1))))
    expect(conflict.status).toBe(409)
    expect(conflict.unseated).toEqual(['Bea Lopez'])
    expect(conflict.message).toMatch(/^Sorry, Bea Lopez would have no stylist then \(10:00 AM on/)
    expect(conflict.alternatives.length).toBeGreaterThan(0)
    for (const time of conflict.alternatives)
      expect(slots.find((s) => s.time === time)?.available).toBe(true)
  })

  it('refuses names that repeat and a party larger than eight', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const same = await failureOf(bookParty(party([guest('ana garcia ')])))
    expect(same.status).toBe(400)
    expect(same.fieldErrors['guests.0.name']).toBe(
      'Each person needs her own name: one person holds one chair.',
    )
    const tooMany = await failureOf(bookParty(party([...friends(7), guest('Ida Ray')])))
    expect(tooMany.fieldErrors.guests).toBe('A party can bring up to 7 guests.')
  })

  it('seats a private event of six in two waves at 10% off, no sooner than a week ahead', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const soon = await failureOf(bookParty(party(friends(5), { date: '2026-11-21' })))
    expect(soon.status).toBe(422)
    expect(soon.message).toBe(
      'A private event is booked at least 7 days ahead. The first day you can book is Wednesday, November 25.',
    )
    expect(soon.fieldErrors.date).toBe(soon.message)
    const ask = {
      date: '2026-11-21',
      people: Array.from({ length: 6 }, () => ({ service: 'gel-manicure' })),
    }
    const early = await fetchQuery(partyAvailabilityQuery(ask))
    expect(early.firstDay).toBe('2026-11-25')
    expect(early.slots.every((s) => s.reason === 'too-soon')).toBe(true)

    const event = await bookParty(party(friends(5), { date: '2026-11-26', promoCode: 'FIRSTDIVA' }))
    expect(event).toMatchObject({ kind: 'event', champagne: true, total: 243 })
    expect(event.offer).toMatchObject({ kind: 'event', percent: 10, setAside: 'FIRSTDIVA' })
    const times = event.appointments.map((a) => a.time)
    expect(times.filter((t) => t === '10:00')).toHaveLength(4)
    expect(times.filter((t) => t === '11:00')).toHaveLength(2)
    const [mail] = (await mailsTo('ana@example.com')).filter((m) => /party of 6/.test(m.subject))
    expect(mail!.body).toContain('Champagne is on us')
  })

  it('refuses a bridal party sooner than two weeks, and seats the bride with the specialist', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const bridal = (date: string) =>
      party([guest('Bea Lopez', { bride: true }), guest('Cara Diaz')], { date, bridal: true })
    const refused = await failureOf(bookParty(bridal('2026-11-28')))
    expect(refused.message).toBe(
      'A bridal party is booked at least 14 days ahead. The first day you can book is Wednesday, December 2.',
    )
    const booked = await bookParty(bridal('2026-12-03'))
    expect(booked.bridal).toBe(true)
    expect(booked.appointments[1]).toMatchObject({
      name: 'Bea Lopez',
      bride: true,
      stylist: 'Mia Tran',
    })
  })

  it('cancels one guest: her chair and her share freed, the others keep their times', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const booked = await bookParty(party(friends(3), { promoCode: 'DIVAFRIEND' }))
    const [ana, bea] = booked.appointments
    const own = await failureOf(cancelAppointment(ana!.id))
    expect(own.message).toBe(
      'Your own visit holds the party together: cancel the whole party, or a guest.',
    )
    expect(
      (await failureOf(rescheduleAppointment(bea!.id, { date: '2026-11-27', time: '10:00' })))
        .message,
    ).toBe('A party moves together: reschedule the whole party.')
    const before = await fetchQuery(
      availabilityQuery('2026-11-25', { service: 'gel-manicure', stylist: bea!.stylistId }),
    )
    expect(before.slots.find((s) => s.time === '10:00')?.available).toBe(false)

    await cancelAppointment(bea!.id)
    const [after] = await fetchQuery(partiesQuery('upcoming'))
    expect(after!.total).toBe(booked.total - bea!.total)
    expect(after!.appointments.map((a) => [a.name, a.status, a.time])).toEqual([
      ['Ana Garcia', 'upcoming', '10:00'],
      ['Bea Lopez', 'cancelled', '10:00'],
      ['Cara Diaz', 'upcoming', '10:00'],
      ['Dana Fox', 'upcoming', '10:00'],
    ])
    const freed = await fetchQuery(
      availabilityQuery('2026-11-25', { service: 'gel-manicure', stylist: bea!.stylistId }),
    )
    expect(freed.slots.find((s) => s.time === '10:00')?.available).toBe(true)
    expect(
      (await mailsTo('ana@example.com')).some((m) =>
        m.subject.startsWith('Guest cancelled: Bea Lopez'),
      ),
    ).toBe(true)
  })

  it('moves the whole party to a time that fits everyone, keeping a named stylist', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const booked = await bookParty(party([guest('Bea Lopez', { stylist: 'stylist-grace' })]))
    const moved = await rescheduleParty(booked.id, { date: '2026-11-27', time: '14:00' })
    expect(moved.appointments.map((a) => [a.date, a.time])).toEqual([
      ['2026-11-27', '14:00'],
      ['2026-11-27', '14:00'],
    ])
    expect(moved.appointments[1]!.stylist).toBe('Grace Kim')
    const cancelled = await cancelParty(booked.id)
    expect(cancelled.appointments.every((a) => a.status === 'cancelled')).toBe(true)
    expect(await fetchQuery(partiesQuery('upcoming'))).toEqual([])
  })

  it('still moves a party whose guests were all cancelled, and refuses one stylist twice', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const booked = await bookParty(party([guest('Bea Lopez')]))
    await cancelAppointment(booked.appointments[1]!.id)
    const alone = await fetchQuery(
      partyAvailabilityQuery({
        date: '2026-11-27',
        people: [{ service: 'gel-manicure' }],
        exclude: booked.id,
      }),
    )
    expect(alone.slots.find((s) => s.time === '15:00')?.available).toBe(true)
    const moved = await rescheduleParty(booked.id, { date: '2026-11-27', time: '15:00' })
    expect(moved.appointments.map((a) => [a.status, a.time])).toEqual([
      ['upcoming', '15:00'],
      ['cancelled', '10:00'],
    ])
    const twice = await failureOf(
      bookParty(
        party([guest('Cara Diaz', { stylist: 'stylist-mia' })], { stylist: 'stylist-mia' }),
      ),
    )
    expect(twice.fieldErrors['guests.0.stylist']).toBe(
      'A stylist sees one of you at a time: please choose another stylist or Any available.',
    )
  })

  it('books once for one Idempotency-Key, however often it is sent', async () => {
    await control.setClock(NOW)
    const { token } = await signUpWithCard()
    const body = party(friends(1))
    const first = await callApi('bookParty', { token, body, idempotencyKey: 'party-1' })
    const again = await callApi('bookParty', { token, body, idempotencyKey: 'party-1' })
    expect(again).toEqual(first)
    expect(await fetchQuery(partiesQuery('upcoming'))).toHaveLength(1)
  })

  it('earns the client points on her own services only', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    await joinLoyalty()
    await bookParty(party([guest('Bea Lopez', { service: 'luxury-package' })]))
    const [mail] = (await mailsTo('ana@example.com')).filter((m) => /party of 2/.test(m.subject))
    expect(mail!.body).toContain('This visit will earn 45 points.')
  })

  it('prices a party before it is booked', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const people = [{ service: 'gel-manicure' }, { service: 'gel-manicure' }]
    expect(
      await fetchQuery(partyPriceQuery({ date: '2026-11-25', people, promoCode: 'DIVAFRIEND' })),
    ).toMatchObject({ total: 76.5, offer: { kind: 'code', code: 'DIVAFRIEND' } })
  })
})
