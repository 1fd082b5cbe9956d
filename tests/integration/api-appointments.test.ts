import { describe, expect, it } from 'vitest'
import {
  appointmentsQuery,
  availabilityQuery,
  updateMe,
  cancelAppointment,
  bookAppointment,
  promoCheckQuery,
  rescheduleAppointment,
  setAuthToken,
  type Appointment,
  type BookAppointmentRequest,
} from '@/api'
import { slotToMinutes } from '@/lib/salon-time'
import {
  agreementFor,
  booking,
  failureOf,
  fetchQuery,
  signIn,
  signUpWithCard,
} from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 in Chantilly: Thursday the 19th is tomorrow, Sunday the 22nd is closed.
const NOW = '2026-11-18T15:00:00Z'
const list = (scope: 'upcoming' | 'past') => fetchQuery(appointmentsQuery(scope))
const availability = (date: string, service: string) =>
  fetchQuery(availabilityQuery(date, { service }))
const promo = (code: string, service: string, date: string) =>
  fetchQuery(promoCheckQuery(code, { service }, date))

describe('a new account', () => {
  it('starts with the two sample appointments: one upcoming (90 min), one completed (45 min)', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const [upcoming] = await list('upcoming')
    const [past] = await list('past')
    expect(upcoming).toMatchObject({ status: 'upcoming', duration: '90 min' })
    expect(upcoming!.stylist).not.toBe('')
    expect(past).toMatchObject({ status: 'completed', duration: '45 min', service: 'gel-manicure' })
  })
})

describe('the sample appointments of new accounts', () => {
  /** Every stylist's visits on each day, checked for any two that overlap. */
  function doubleBookings(appointments: Appointment[]) {
    const clashes: string[] = []
    const seen: Appointment[] = []
    for (const a of appointments.filter((x) => x.status !== 'cancelled')) {
      const start = slotToMinutes(a.time)
      for (const b of seen) {
        const bStart = slotToMinutes(b.time)
        const overlaps =
          a.stylist === b.stylist &&
          a.date === b.date &&
          start < bStart + b.durationMinutes &&
          bStart < start + a.durationMinutes
        if (overlaps) clashes.push(`${a.stylist} on ${a.date} at ${a.time} and ${b.time}`)
      }
      seen.push(a)
    }
    return clashes
  }

  it('never double-book a stylist, however many accounts start on one day', async () => {
    await control.setClock(NOW)
    const all: Appointment[] = []
    for (let i = 1; i <= 6; i++) {
      await signUpWithCard(`client${i}@example.com`)
      const mine = [...(await list('upcoming')), ...(await list('past'))]
      expect(mine.map((a) => a.duration).sort(), `client ${i}`).toEqual(['45 min', '90 min'])
      all.push(...mine)
    }
    expect(doubleBookings(all)).toEqual([])
    // Four stylists take the first four at the preferred times; the fifth and sixth move to the
    // nearest free time that day.
    const upcomingTimes = all.filter((a) => a.status === 'upcoming').map((a) => a.time)
    expect(upcomingTimes.filter((t) => t === '14:00')).toHaveLength(4)
    expect(new Set(all.filter((a) => a.status === 'upcoming').map((a) => a.date))).toEqual(
      new Set(['2026-11-25']),
    )
  })
})

describe('POST /appointments', () => {
  it('books a free slot: 201 with a stylist, the price, and a confirmation mail in the outbox', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const appointment = await bookAppointment(booking({ notes: 'Almond shape please' }))
    expect(appointment).toMatchObject({
      service: 'gel-manicure',
      serviceName: 'Gel Manicure',
      date: '2026-11-25',
      time: '10:00',
      duration: '45 min',
      status: 'upcoming',
      price: 45,
      total: 45,
      notes: 'Almond shape please',
    })
    expect(appointment.stylist).toMatch(/\w+ \w+/)
    const mail = (await control.outbox()).find((m) => m.kind === 'booking-confirmation')
    expect(mail?.to).toBe('ana@example.com')
    expect(mail?.body).toContain('Wednesday, November 25, 2026 at 10:00 AM ET')
    expect((await list('upcoming')).map((a) => a.id)).toContain(appointment.id)
  })

  it('answers 400 with the spec messages for each bad field', async () => {
    await signUpWithCard()
    const error = await failureOf(
      bookAppointment({
        name: 'A',
        email: 'nope',
        phone: '123',
        service: '',
        date: '',
        time: '',
        agreement: agreementFor([]),
      }),
    )
    expect(error.status).toBe(400)
    expect(error.fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      service: 'Please select a service',
      date: 'Please select a date',
      time: 'Please select a time',
    })
  })

  it('answers 400 for a date that does not exist, and books nothing', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    for (const date of ['2026-12-32', '2026-11-31', '2027-02-29', '2026-1-05']) {
      const error = await failureOf(bookAppointment(booking({ date })))
      expect(error.status, date).toBe(400)
      expect(error.fieldErrors, date).toEqual({ date: 'Please select a date' })
    }
    // Only the account's upcoming sample: nothing half-made was kept.
    expect(await list('upcoming')).toHaveLength(1)
  })

  it('answers 400 for a service that is not on the menu', async () => {
    await signUpWithCard()
    const error = await failureOf(bookAppointment(booking({ service: 'haircut' })))
    expect(error.fieldErrors.service).toBe('Please select a service')
  })

  it('answers 401 without a token', async () => {
    expect((await failureOf(bookAppointment(booking()))).status).toBe(401)
  })

  it('answers 422 for a Sunday, the past and a service running past closing', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    expect((await failureOf(bookAppointment(booking({ date: '2026-11-22' })))).message).toMatch(
      /Sundays/,
    )
    expect((await failureOf(bookAppointment(booking({ date: '2026-11-17' })))).status).toBe(422)
    const late = await failureOf(
      bookAppointment(booking({ service: 'luxury-package', time: '18:00' })),
    )
    expect(late.status).toBe(422)
    expect(late.message).toMatch(/closing/)
  })

  it('answers 409 with the nearest free times once every stylist holds the slot', async () => {
    await control.setClock(NOW)
    // (Thursday the 26th: the sample appointment of each new account sits on the 25th.)
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']) {
      await signUpWithCard(email)
      await bookAppointment(booking({ email, date: '2026-11-26', time: '14:00' }))
    }
    await signUpWithCard('e@x.com')
    const error = await failureOf(
      bookAppointment(booking({ email: 'e@x.com', date: '2026-11-26', time: '14:00' })),
    )
    expect(error.status).toBe(409)
    // Every stylist holds 2:00-3:00; a 45-minute service at 1:30 would run into it, so the
    // nearest free starts are 1:00 PM and 3:00 PM.
    expect(error.alternatives.slice(0, 2).sort()).toEqual(['13:00', '15:00'])
  })

  it('applies a percentage promotion and refuses one that does not apply with 422', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const discounted = await bookAppointment(booking({ promoCode: 'firstdiva' }))
    expect(discounted).toMatchObject({
      price: 45,
      discount: 9,
      total: 36,
      promoCode: 'FIRSTDIVA',
    })
    const error = await failureOf(
      bookAppointment(booking({ time: '16:00', promoCode: 'TUESDIVA' })),
    )
    expect(error.status).toBe(422)
    expect(error.message).toBe('TUESDIVA applies to pedicures booked on a Tuesday.')
    expect(error.fieldErrors).toEqual({
      promoCode: 'TUESDIVA applies to pedicures booked on a Tuesday.',
    })
    expect((await failureOf(bookAppointment(booking({ promoCode: 'NOPE' })))).message).toMatch(
      /recognise/,
    )
  })
})

describe('a visit of several services with a chosen stylist', () => {
  const graceVisit = {
    service: 'gel-manicure',
    secondService: 'signature-pedicure',
    addOns: ['nail-art-simple'],
    stylist: 'stylist-grace',
  }

  it('books every service back to back with her: 120 minutes, each line priced, one mail', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const visit = await bookAppointment(booking({ ...graceVisit, date: '2026-11-26' }))
    expect(visit).toMatchObject({
      service: 'gel-manicure',
      serviceName: 'Gel Manicure + Signature Pedicure + Nail Art (Simple)',
      durationMinutes: 120,
      duration: '120 min',
      stylist: 'Grace Kim',
      stylistId: 'stylist-grace',
      stylistChosen: true,
      price: 100,
      total: 100,
    })
    expect(visit.services.map((l) => [l.name, l.price, l.priceBasis, l.durationMinutes])).toEqual([
      ['Gel Manicure', 45, 'fixed', 45],
      ['Signature Pedicure', 50, 'fixed', 60],
      ['Nail Art (Simple)', 5, 'from', 15],
    ])
    const mail = (await control.outbox()).find((m) => m.kind === 'booking-confirmation')
    expect(mail?.subject).toContain('Gel Manicure + Signature Pedicure + Nail Art (Simple)')
    expect(mail?.body).toContain('- Signature Pedicure (60 min, $50)')
    expect(mail?.body).toContain('- Nail Art (Simple) (15 min, $5+)')
    expect(mail?.body).toContain('Total time: 120 min')
    expect(mail?.body).toContain('Stylist: Grace Kim')
    expect(mail?.body).toContain('Price: $100+')
  })

  it('holds the chosen stylist for the whole visit, while "any" still finds another', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    await bookAppointment(booking({ ...graceVisit, date: '2026-11-26', time: '11:00' }))
    const withGrace = await fetchQuery(
      availabilityQuery('2026-11-26', { service: 'classic-manicure', stylist: 'stylist-grace' }),
    )
    const slot = (time: string) => withGrace.slots.find((s) => s.time === time)
    // 11:00 to 1:00 PM is hers; a 30-minute manicure fits at 10:30 and again at 1:00 PM.
    expect(['11:00', '11:30', '12:00', '12:30'].map((t) => slot(t)?.reason)).toEqual([
      'booked',
      'booked',
      'booked',
      'booked',
    ])
    expect(slot('10:30')).toMatchObject({ available: true, stylist: 'Grace Kim' })
    expect(slot('13:00')).toMatchObject({ available: true, stylist: 'Grace Kim' })
    const anyone = await availability('2026-11-26', 'classic-manicure')
    expect(anyone.slots.find((s) => s.time === '11:00')?.available).toBe(true)

    await signUpWithCard('b@x.com')
    const error = await failureOf(
      bookAppointment(
        booking({
          email: 'b@x.com',
          service: 'classic-manicure',
          stylist: 'stylist-grace',
          date: '2026-11-26',
          time: '12:00',
        }),
      ),
    )
    expect(error.status).toBe(409)
    expect(error.alternatives.slice(0, 2).sort()).toEqual(['10:30', '13:00'])
    const taken = await bookAppointment(
      booking({ email: 'b@x.com', service: 'classic-manicure', date: '2026-11-26', time: '12:00' }),
    )
    expect(taken.stylist).not.toBe('Grace Kim')
    expect(taken.stylistChosen).toBe(false)
  })

  it('offers only times where the whole visit ends by closing', async () => {
    await control.setClock(NOW)
    const { slots } = await fetchQuery(availabilityQuery('2026-11-26', graceVisit))
    // 120 minutes: 6:00 PM is the last start.
    expect(slots.find((s) => s.time === '18:00')?.available).toBe(true)
    expect(slots.find((s) => s.time === '18:30')?.reason).toBe('after-closing')
  })

  it('moves and cancels as one visit, keeping its services and its stylist', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const visit = await bookAppointment(booking({ ...graceVisit, date: '2026-11-26' }))
    const moved = await rescheduleAppointment(visit.id, { date: '2026-11-27', time: '15:00' })
    expect(moved).toMatchObject({
      serviceName: visit.serviceName,
      durationMinutes: 120,
      stylist: 'Grace Kim',
      stylistChosen: true,
      date: '2026-11-27',
      time: '15:00',
    })
    expect(moved.services).toEqual(visit.services)
    const cancelled = await cancelAppointment(visit.id)
    expect(cancelled).toMatchObject({ status: 'cancelled', services: visit.services })
  })

  it('answers 400 naming the field for a visit put together wrongly, and books nothing', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const cases: [Partial<BookAppointmentRequest>, string, string][] = [
      [
        { service: '', addOns: ['nail-art-simple'] },
        'addOns',
        'Please select a service before adding add-ons',
      ],
      [{ addOns: ['gel-pedicure'] }, 'addOns', 'Please choose add-ons from the list'],
      [
        { addOns: ['nail-art-simple', 'nail-art-simple'] },
        'addOns',
        'Each add-on can be added once',
      ],
      [
        { secondService: 'gel-manicure' },
        'secondService',
        'That service is already in your visit. Please choose another.',
      ],
      [
        { secondService: 'nail-repair' },
        'secondService',
        'Please choose a manicure or pedicure as the second service',
      ],
      [
        { service: 'premium-package', secondService: 'gel-pedicure' },
        'secondService',
        'A package is booked on its own. Please remove the second service.',
      ],
      [{ stylist: 'stylist-nobody' }, 'stylist', 'Please choose a stylist from the list'],
    ]
    for (const [overrides, field, message] of cases) {
      const error = await failureOf(bookAppointment(booking(overrides)))
      expect(error.status, JSON.stringify(overrides)).toBe(400)
      expect(error.fieldErrors[field], JSON.stringify(overrides)).toBe(message)
    }
    expect(await list('upcoming')).toHaveLength(1) // the sample only
  })

  it('prices a pedicure offer on the pedicure only', async () => {
    await control.setClock('2026-11-23T15:00:00Z')
    await signUpWithCard()
    // Tuesday the 24th: TUESDIVA takes 10% off the $50 pedicure, not the manicure.
    const check = await fetchQuery(
      promoCheckQuery(
        'TUESDIVA',
        { service: 'gel-manicure', secondService: 'signature-pedicure' },
        '2026-11-24',
      ),
    )
    expect(check).toMatchObject({ price: 95, discount: 5, total: 90 })
  })
})

describe('GET /promo-check', () => {
  it('says how an offer applies, or 422 why not', async () => {
    await control.setClock(NOW)
    expect(await promo('FIRSTDIVA', 'gel-manicure', '2026-11-25')).toMatchObject({
      discountPercent: 20,
    })
    expect(await promo('TUESDIVA', 'classic-pedicure', '2026-11-24')).toMatchObject({
      discountPercent: 10,
    })
    // Booking together is what DIVAFRIEND is for; the birthday treat needs her birthday.
    expect((await failureOf(promo('DIVAFRIEND', 'gel-manicure', '2026-11-25'))).message).toBe(
      'DIVAFRIEND is for booking together: add a guest, and your friend comes too.',
    )
    expect((await failureOf(promo('BDAYDIVA', 'gel-manicure', '2026-11-25'))).message).toBe(
      'BDAYDIVA is for your birthday month: add your birthday on your Profile first.',
    )
    const refused = await failureOf(promo('SUMMER23', 'gel-pedicure', '2026-11-25'))
    expect(refused.status).toBe(422)
    expect(refused.fieldErrors.promoCode).toBe(refused.message)
    expect(refused.message).toMatch(/^SUMMER23 starts in June/)
  })

  it('answers 400 with fieldErrors for a date that does not exist', async () => {
    await control.setClock(NOW)
    const error = await failureOf(promo('TUESDIVA', 'classic-pedicure', '2026-12-32'))
    expect(error.status).toBe(400)
    expect(error.fieldErrors).toEqual({ date: 'Please select a date' })
  })
})

describe('GET /availability', () => {
  it('lists the 22 slots, with reasons for the unavailable ones', async () => {
    await control.setClock(NOW)
    const today = await availability('2026-11-18', 'classic-manicure')
    expect(today.slots).toHaveLength(22)
    expect(today.slots[0]).toEqual({ time: '09:00', available: false, reason: 'past' })
    expect(today.slots.find((s) => s.time === '10:30')).toMatchObject({ available: true })
    const sunday = await availability('2026-11-22', 'classic-manicure')
    // Every one of the 22, closed: an empty list would pass a check of "all closed".
    expect(sunday.slots.map((s) => s.reason)).toEqual(Array(22).fill('closed'))
  })

  it('answers 400 for a missing date or an unknown service', async () => {
    expect((await failureOf(availability('', 'gel-manicure'))).fieldErrors.date).toBe(
      'Please select a date',
    )
    expect((await failureOf(availability('2026-11-25', 'x'))).fieldErrors.service).toBe(
      'Please select a service',
    )
  })

  it('answers 400 with fieldErrors for a date that does not exist', async () => {
    await control.setClock(NOW)
    for (const date of ['2026-12-32', '2026-02-29']) {
      const error = await failureOf(availability(date, 'gel-manicure'))
      expect(error.status, date).toBe(400)
      expect(error.fieldErrors, date).toEqual({ date: 'Please select a date' })
    }
  })
})

describe('rescheduling and cancelling', () => {
  it('moves an appointment to a free slot', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const { id } = await bookAppointment(booking())
    const moved = await rescheduleAppointment(id, { date: '2026-11-27', time: '15:30' })
    expect(moved).toMatchObject({ id, date: '2026-11-27', time: '15:30', status: 'upcoming' })
  })

  it('refuses to move an appointment to a date that does not exist (400), leaving it as it was', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const { id } = await bookAppointment(booking())
    const error = await failureOf(rescheduleAppointment(id, { date: '2026-11-31', time: '15:30' }))
    expect(error.status).toBe(400)
    expect(error.fieldErrors).toEqual({ date: 'Please select a date' })
    expect((await list('upcoming')).find((a) => a.id === id)).toMatchObject({
      date: '2026-11-25',
      time: '10:00',
    })
  })

  it('cancels an appointment, which then shows in Past as cancelled', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const { id } = await bookAppointment(booking())
    expect((await cancelAppointment(id)).status).toBe('cancelled')
    expect((await list('upcoming')).map((a) => a.id)).not.toContain(id)
    expect((await list('past')).find((a) => a.id === id)?.status).toBe('cancelled')
  })

  it('refuses a move inside 24 hours with 422; a cancellation there costs the fee (api-fees)', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const { id } = await bookAppointment(booking({ date: '2026-11-19', time: '09:30' }))
    const moving = await failureOf(rescheduleAppointment(id, { date: '2026-11-27', time: '15:30' }))
    expect(moving.status).toBe(422)
    expect(moving.message).toMatch(/at least 24 hours in advance/)
  })

  it('answers 409 when the new slot is taken by every stylist', async () => {
    await control.setClock(NOW)
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']) {
      await signUpWithCard(email)
      await bookAppointment(booking({ email, date: '2026-11-27', time: '11:00' }))
    }
    await signUpWithCard('e@x.com')
    const { id } = await bookAppointment(booking({ email: 'e@x.com' }))
    const error = await failureOf(rescheduleAppointment(id, { date: '2026-11-27', time: '11:00' }))
    expect(error.status).toBe(409)
  })
})

describe('mails when a visit changes', () => {
  it('a move mails the old and the new time; a cancellation what was cancelled and how to book again', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const visit = await bookAppointment(
      booking({
        service: 'gel-manicure',
        addOns: ['polish-change'],
        stylist: 'stylist-grace',
        date: '2026-11-26',
        time: '11:00',
      }),
    )
    await rescheduleAppointment(visit.id, { date: '2026-11-27', time: '15:00' })
    const moved = (await control.outbox()).find((m) => m.kind === 'appointment-rescheduled')
    expect(moved).toMatchObject({
      to: 'ana@example.com',
      subject: 'Appointment moved: Gel Manicure + Polish Change on Friday, November 27, 2026',
    })
    expect(moved!.body).toContain('Was: Thursday, November 26, 2026 at 11:00 AM ET')
    expect(moved!.body).toContain('Now: Friday, November 27, 2026 at 3:00 PM ET')
    expect(moved!.body).toContain('- Polish Change (20 min, $15)')
    expect(moved!.body).toContain('Stylist: Grace Kim')
    expect(moved!.body).toContain('(703) 555-0142')

    await cancelAppointment(visit.id)
    const cancelled = (await control.outbox()).find((m) => m.kind === 'appointment-cancelled')
    expect(cancelled?.subject).toBe(
      'Appointment cancelled: Gel Manicure + Polish Change on Friday, November 27, 2026',
    )
    expect(cancelled!.body).toContain('When: Friday, November 27, 2026 at 3:00 PM ET')
    expect(cancelled!.body).toContain(
      'https://divanailspa.com/booking?service=gel-manicure&addOns=polish-change&stylist=stylist-grace',
    )
    expect(cancelled!.body).toContain('(703) 555-0142')
  })

  it('a move or a cancellation that fails sends nothing', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const [sample] = await list('upcoming')
    // Sunday is closed (422); a date that does not exist (400); another client's visit (404).
    await failureOf(rescheduleAppointment(sample!.id, { date: '2026-11-29', time: '10:00' }))
    await failureOf(rescheduleAppointment(sample!.id, { date: '2026-11-31', time: '10:00' }))
    await signUpWithCard('bo@example.com')
    await failureOf(cancelAppointment(sample!.id))
    await control.setClock('2026-11-25T12:00:00Z') // inside 24 hours of the sample's start
    await signIn('ana@example.com')
    await failureOf(cancelAppointment(sample!.id))
    control.failNext('POST', `/appointments/${sample!.id}/cancel`, 503)
    await failureOf(cancelAppointment(sample!.id))
    const kinds = (await control.outbox()).map((m) => m.kind)
    expect(kinds).not.toContain('appointment-rescheduled')
    expect(kinds).not.toContain('appointment-cancelled')
    expect(kinds).toContain('welcome') // the outbox is read, and holds the sign-ups' mails
  })
})

describe('authorization', () => {
  it('client B can neither list, move nor cancel client A’s appointments', async () => {
    await control.setClock(NOW)
    await signUpWithCard('a@x.com')
    const { id } = await bookAppointment(booking({ email: 'a@x.com' }))
    await signUpWithCard('b@x.com')
    expect((await list('upcoming')).map((a) => a.id)).not.toContain(id)
    expect((await failureOf(cancelAppointment(id))).status).toBe(404)
    expect(
      (await failureOf(rescheduleAppointment(id, { date: '2026-11-27', time: '15:30' }))).status,
    ).toBe(404)
  })

  it('no token gives 401 on every personal call', async () => {
    setAuthToken(null)
    expect((await failureOf(list('upcoming'))).status).toBe(401)
    expect((await failureOf(cancelAppointment('appt_x'))).status).toBe(401)
    expect(
      (await failureOf(rescheduleAppointment('appt_x', { date: '2026-11-27', time: '15:30' })))
        .status,
    ).toBe(401)
  })
})

describe('the birthday treat (BDAYDIVA)', () => {
  it('makes one Nail Art (Simple) free in her birthday month, and says why not otherwise', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const withArt = (date: string) =>
      fetchQuery(
        promoCheckQuery('BDAYDIVA', { service: 'gel-manicure', addOns: ['nail-art-simple'] }, date),
      )
    await updateMe({ birthday: { month: 12, day: 3 } })
    expect(await withArt('2026-12-01')).toMatchObject({ price: 50, discount: 5, total: 45 })
    expect((await failureOf(withArt('2026-11-25'))).message).toBe(
      'BDAYDIVA applies to a visit in your birthday month, December.',
    )
    expect((await failureOf(promo('BDAYDIVA', 'gel-manicure', '2026-12-01'))).message).toBe(
      'BDAYDIVA makes one Nail Art (Simple) free: please add it to your visit.',
    )
    const booked = await bookAppointment(
      booking({ date: '2026-12-01', addOns: ['nail-art-simple'], promoCode: 'BDAYDIVA' }),
    )
    expect(booked).toMatchObject({ price: 50, discount: 5, total: 45, promoCode: 'BDAYDIVA' })
  })
})
