import { describe, expect, it } from 'vitest'
import {
  appointmentsQuery,
  cancelAppointment,
  bookAppointment,
  me,
  joinWaitlist,
  leaveWaitlist,
  rescheduleAppointment,
  updateMe,
  waitlistQuery,
  type JoinWaitlistRequest,
} from '@/api'
import { booking, failureOf, fetchQuery, signIn, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 in Chantilly.
const NOW = '2026-11-18T15:00:00Z'
const mails = async (kind: string) => (await control.outbox()).filter((m) => m.kind === kind)
const reminders = () => mails('appointment-reminder')
const list = () => fetchQuery(appointmentsQuery('upcoming'))
const entries = () => fetchQuery(waitlistQuery())

describe('the reminder the day before', () => {
  it('goes once for a kept visit when the clock passes 24 hours before it, and never for a cancelled one', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const kept = await bookAppointment(booking({ date: '2026-11-20', time: '10:00' }))
    const cancelled = await bookAppointment(booking({ date: '2026-11-20', time: '14:00' }))
    await cancelAppointment(cancelled.id)

    await control.setClock('2026-11-19T14:59:00Z') // 9:59 AM, a minute early
    expect(await reminders()).toEqual([])
    await control.setClock('2026-11-19T15:00:00Z')
    const [reminder, ...more] = await reminders()
    expect(more).toEqual([])
    expect(reminder).toMatchObject({
      to: 'ana@example.com',
      subject: 'Reminder: Gel Manicure on Friday, November 20, 2026 at 10:00 AM ET',
    })
    expect(reminder!.body).toContain('Service: Gel Manicure (45 min)')
    expect(reminder!.body).toContain(`Stylist: ${kept.stylist}`)
    expect(reminder!.body).toContain('(703) 555-0142')

    await control.setClock('2026-11-19T20:00:00Z')
    await list()
    expect(await reminders()).toHaveLength(1)
  })

  it('is sent by the next request handled, for a visit moved into the window, for its new time', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const visit = await bookAppointment(booking({ date: '2026-11-21', time: '10:00' }))
    await rescheduleAppointment(visit.id, { date: '2026-11-19', time: '09:00' })
    await list()
    const [reminder, ...more] = await reminders()
    expect(more).toEqual([])
    expect(reminder!.subject).toBe(
      'Reminder: Gel Manicure on Thursday, November 19, 2026 at 9:00 AM ET',
    )
  })

  it('never goes for a time the visit was moved away from before it was due', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const visit = await bookAppointment(booking({ date: '2026-11-20', time: '10:00' }))
    await rescheduleAppointment(visit.id, { date: '2026-11-24', time: '10:00' })
    await control.setClock('2026-11-19T16:00:00Z')
    expect(await reminders()).toEqual([])
    await control.setClock('2026-11-23T15:30:00Z')
    expect((await reminders()).map((m) => m.subject)).toEqual([
      'Reminder: Gel Manicure on Tuesday, November 24, 2026 at 10:00 AM ET',
    ])
  })

  it('does not follow a visit booked inside the 24 hours: its confirmation stands for it', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    await bookAppointment(booking({ date: '2026-11-19', time: '09:00' }))
    await list()
    expect(await reminders()).toEqual([])
    expect(await mails('booking-confirmation')).toHaveLength(1)
  })

  it('counts 24 real hours across the change from daylight-saving time', async () => {
    // Clocks go back at 2:00 AM on Sunday 2026-11-01: 10:00 AM on Monday the 2nd is 15:00Z,
    // so its reminder is due at 15:00Z on Sunday, 10:00 AM EST.
    await control.setClock('2026-10-28T14:00:00Z')
    await signUpWithCard()
    await bookAppointment(booking({ date: '2026-11-02', time: '10:00' }))
    await control.setClock('2026-11-01T14:59:00Z')
    expect(await reminders()).toEqual([])
    await control.setClock('2026-11-01T15:00:00Z')
    expect(await reminders()).toHaveLength(1)
  })

  it('is on by default, and a client who turns it off through PATCH /auth/me gets none', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    expect((await me()).user.emailReminders).toBe(true)
    await bookAppointment(booking({ date: '2026-11-20', time: '10:00' }))
    const { user } = await updateMe({ emailReminders: false })
    expect(user.emailReminders).toBe(false)
    expect((await me()).user.emailReminders).toBe(false)
    await control.setClock('2026-11-19T16:00:00Z')
    expect(await reminders()).toEqual([])
    expect(await control.pendingReminders()).toEqual([])

    await updateMe({ emailReminders: true })
    await list()
    expect(await reminders()).toHaveLength(1)
  })

  it('refuses a setting that is not on or off (400), changing nothing', async () => {
    await signUpWithCard()
    const error = await failureOf(updateMe({ emailReminders: 'yes' as unknown as boolean }))
    expect(error.status).toBe(400)
    expect((await me()).user.emailReminders).toBe(true)
  })

  it('lists the reminders still to come for testers', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const visit = await bookAppointment(booking({ date: '2026-11-20', time: '10:00' }))
    const pending = await control.pendingReminders()
    expect(pending).toContainEqual({
      appointmentId: visit.id,
      to: 'ana@example.com',
      dueAt: '2026-11-19T15:00:00.000Z',
    })
  })
})

// Saturday 2026-11-21: four stylists. Client A holds 11:00 AM with every one of them.
const DAY = '2026-11-21'
const entry = (overrides: Partial<JoinWaitlistRequest> = {}): JoinWaitlistRequest => ({
  date: DAY,
  service: 'gel-manicure',
  time: '11:00',
  ...overrides,
})

async function fullAtEleven() {
  await control.setClock(NOW)
  await signUpWithCard('a@example.com', 'secret123', 'Client A')
  const held = []
  // Four friends in four chairs: one person is in one chair at a time.
  for (const name of ['Ana Garcia', 'Bea Lopez', 'Cara Diaz', 'Dana Kim'])
    held.push(
      await bookAppointment(booking({ name, email: 'a@example.com', date: DAY, time: '11:00' })),
    )
  return held
}

describe('the waitlist', () => {
  it('tells the first client waiting, once, when a cancellation frees her time; she books it', async () => {
    const held = await fullAtEleven()
    await signUpWithCard('b@example.com', 'secret123', 'Client B')
    const first = await joinWaitlist(entry())
    expect(first).toMatchObject({ date: DAY, time: '11:00', serviceName: 'Gel Manicure' })
    await signUpWithCard('c@example.com', 'secret123', 'Client C')
    await joinWaitlist(entry())

    await signIn('a@example.com')
    await cancelAppointment(held[0]!.id)
    const told = await mails('waitlist-opening')
    expect(told.map((m) => m.to)).toEqual(['b@example.com'])
    expect(told[0]!.subject).toBe(
      'A time opened: Gel Manicure on Saturday, November 21, 2026 at 11:00 AM ET',
    )
    expect(told[0]!.body).toContain(
      'https://divanailspa.com/booking?service=gel-manicure&date=2026-11-21&time=11%3A00',
    )

    await signIn('b@example.com')
    const [mine] = await entries()
    expect(mine).toMatchObject({ id: first.id, openedTime: '11:00' })
    await bookAppointment(booking({ email: 'b@example.com', date: DAY, time: '11:00' }))
    expect(await entries()).toEqual([])

    // B took the time: C is told when the next one opens, and B is never told again.
    await signIn('a@example.com')
    await cancelAppointment(held[1]!.id)
    expect((await mails('waitlist-opening')).map((m) => m.to)).toEqual([
      'b@example.com',
      'c@example.com',
    ])
  })

  it('tells no one when the time that opens is not the one asked for, or the day stays full', async () => {
    await fullAtEleven()
    await signUpWithCard('b@example.com', 'secret123', 'Client B')
    const mine = await bookAppointment(
      booking({ email: 'b@example.com', date: DAY, time: '15:00' }),
    )
    await signUpWithCard('c@example.com', 'secret123', 'Client C')
    await joinWaitlist(entry())
    await signIn('b@example.com')
    await cancelAppointment(mine.id)
    expect(await mails('waitlist-opening')).toEqual([])
  })

  it('an entry for any time is told of a move that frees a time that day', async () => {
    const held = await fullAtEleven()
    await signUpWithCard('b@example.com', 'secret123', 'Client B')
    await joinWaitlist(entry({ time: undefined }))
    await signIn('a@example.com')
    await rescheduleAppointment(held[0]!.id, { date: '2026-11-24', time: '11:00' })
    expect((await mails('waitlist-opening')).map((m) => m.to)).toEqual(['b@example.com'])
  })

  it('refuses a past day, a Sunday and a day beyond 60 days (422), and the same entry twice (409)', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const refusal = async (body: JoinWaitlistRequest) => {
      const error = await failureOf(joinWaitlist(body))
      return [error.status, error.message]
    }
    expect(await refusal(entry({ date: '2026-11-17' }))).toEqual([
      422,
      'That day has already passed. Please choose a later date.',
    ])
    expect(await refusal(entry({ date: '2026-11-22' }))).toEqual([
      422,
      'We are not taking bookings on Sundays. Please choose another day.',
    ])
    expect(await refusal(entry({ date: '2027-01-18' }))).toEqual([
      422,
      'We take bookings up to 60 days ahead. Please choose an earlier date.',
    ])
    expect(await refusal(entry({ date: '2026-11-18', time: '09:00' }))).toEqual([
      422,
      'That time has already passed. Please choose a later time.',
    ])
    await joinWaitlist(entry())
    expect(await refusal(entry())).toEqual([
      409,
      'You are already on the waitlist for this visit on that day.',
    ])
    expect(await refusal(entry({ service: 'no-such-service' }))).toEqual([
      400,
      'Please select a service',
    ])
    expect(await entries()).toHaveLength(1)
  })

  it('lets a client remove her entry, and no one else’s (404)', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const mine = await joinWaitlist(entry())
    await signUpWithCard('b@example.com', 'secret123', 'Client B')
    expect((await failureOf(leaveWaitlist(mine.id))).status).toBe(404)
    await signIn('ana@example.com')
    await leaveWaitlist(mine.id)
    expect(await entries()).toEqual([])
  })

  it('booking the visit removes every entry of hers for it on that day, and no other', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    await joinWaitlist(entry())
    await joinWaitlist(entry({ time: undefined }))
    await joinWaitlist(entry({ time: '14:00', stylist: 'stylist-grace' }))
    const other = await joinWaitlist(entry({ service: 'classic-pedicure' }))
    await bookAppointment(booking({ date: DAY, time: '15:00' }))
    expect((await entries()).map((w) => w.id)).toEqual([other.id])
  })

  it('keeps an entry until the end of its day', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    await joinWaitlist(entry())
    await control.setClock('2026-11-22T04:59:00Z') // 11:59 PM on the 21st
    expect(await entries()).toHaveLength(1)
    await control.setClock('2026-11-22T05:00:00Z')
    expect(await entries()).toEqual([])
    expect(await control.waitlist()).toEqual([])
  })
})
