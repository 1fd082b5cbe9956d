import { describe, expect, it } from 'vitest'
import {
  appointmentsQuery,
  bookAppointment,
  cancelAppointment,
  joinLoyalty,
  rescheduleAppointment,
  rewardsQuery,
  updateMe,
} from '@/api'
import { booking, failureOf, fetchQuery, signIn, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { db } from '@/mocks/db/db'
import { write } from '@/mocks/db/store'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 in Chantilly.
const NOW = '2026-11-18T15:00:00Z'
const rewards = () => fetchQuery(rewardsQuery())
const past = () => fetchQuery(appointmentsQuery('past'))
const mails = async (kind: string) => (await control.outbox()).filter((m) => m.kind === kind)

/** A new member with `points` brought over from before the history was kept. */
async function memberWith(points: number) {
  const { user } = await signUpWithCard()
  await joinLoyalty()
  await write(() =>
    db.points.create({
      id: 'points_opening',
      userId: user.id,
      at: '2026-11-02T16:00:00.000Z',
      kind: 'earned',
      points,
      doubled: false,
      description: 'Points brought over',
      position: 0,
    }),
  )
}

describe('Diva Rewards points', () => {
  it('credit a member’s visit once its end has passed: a point per whole dollar paid, once', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    expect(await rewards()).toMatchObject({ member: false, points: 0, history: [] })
    const joined = await joinLoyalty()
    expect(joined).toMatchObject({
      member: true,
      points: 0,
      pointsToReward: 300,
      completedVisits: 0,
    })
    const visit = await bookAppointment(booking({ promoCode: 'FIRSTDIVA' })) // $45 − 20% = $36
    expect(visit).toMatchObject({ total: 36, pointsSpent: 0, rewardDiscount: 0 })
    const [confirmation] = await mails('booking-confirmation')
    expect(confirmation!.body).toContain('Diva Rewards: This visit will earn 36 points.')

    await control.setClock('2026-11-25T15:44:00Z') // 10:44, the visit still under way
    expect((await rewards()).points).toBe(0)
    await control.setClock('2026-11-25T15:45:00Z') // 10:45, it ends
    const after = await rewards()
    expect(after).toMatchObject({ points: 36, pointsToReward: 264, completedVisits: 1 })
    expect(after.history).toEqual([
      expect.objectContaining({
        kind: 'earned',
        points: 36,
        doubled: false,
        appointmentId: visit.id,
        at: '2026-11-25T15:45:00.000Z',
        description: 'Gel Manicure on Wednesday, November 25, 2026',
      }),
    ])
    expect((await past()).find((a) => a.id === visit.id)?.pointsEarned).toBe(36)

    await control.setClock('2026-12-25T15:45:00Z')
    await signIn('ana@example.com') // a month on, her session has ended
    expect((await rewards()).history).toHaveLength(1)
  })

  it('earn nothing for a cancelled visit, nor for one done before she joined, nor for a sample', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    await bookAppointment(booking({ date: '2026-11-19', time: '10:00' }))
    await control.setClock('2026-11-19T16:00:00Z')
    await joinLoyalty()
    const cancelled = await bookAppointment(booking({ date: '2026-11-25' }))
    await cancelAppointment(cancelled.id)
    await control.setClock('2026-12-30T15:00:00Z') // past the sample visit too
    await signIn('ana@example.com')
    expect(await rewards()).toMatchObject({ points: 0, completedVisits: 0, history: [] })
  })

  it('double in her birthday month, and a new birthday never doubles a visit already done', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    await joinLoyalty()
    const { user } = await updateMe({ birthday: { month: 11, day: 30 } })
    expect(user.birthday).toEqual({ month: 11, day: 30 })
    const november = await bookAppointment(booking({ date: '2026-11-25' }))
    const december = await bookAppointment(booking({ date: '2026-12-02' }))
    const [mail] = await mails('booking-confirmation')
    expect(mail!.body).toContain('This visit will earn 90 points (double, in your birthday month).')
    await control.setClock('2026-12-03T15:00:00Z')
    await updateMe({ birthday: { month: 12, day: 1 } })
    const { history, points } = await rewards()
    expect(points).toBe(90 + 45)
    expect(history.map((e) => [e.appointmentId, e.points, e.doubled])).toEqual([
      [december.id, 45, false],
      [november.id, 90, true],
    ])
  })

  it('refuse a birthday that is not a date, naming the day', async () => {
    await control.setClock(NOW)
    await signUpWithCard()
    const error = await failureOf(updateMe({ birthday: { month: 2, day: 30 } }))
    expect(error.status).toBe(400)
    expect(error.fieldErrors.birthday).toBe('That month does not have that day')
  })
})

describe('the $30 reward', () => {
  it('takes 300 points at booking, $30 off after the code, and gives them back on cancel', async () => {
    await control.setClock(NOW)
    await memberWith(360)
    const visit = await bookAppointment(booking({ useReward: true, promoCode: 'FIRSTDIVA' }))
    // $45, FIRSTDIVA 20% off: $36, then $30 off: $6.
    expect(visit).toMatchObject({
      price: 45,
      discount: 9,
      rewardDiscount: 30,
      total: 6,
      pointsSpent: 300,
    })
    expect(await rewards()).toMatchObject({ points: 60, pointsToReward: 240 })
    const [mail] = await mails('booking-confirmation')
    expect(mail!.body).toContain('Price: $6 (FIRSTDIVA: $9 off; Diva Rewards, 300 points: $30 off)')
    expect(mail!.body).toContain('Diva Rewards: 300 points spent. This visit will earn 6 points.')

    const moved = await rescheduleAppointment(visit.id, { date: '2026-11-26', time: '11:00' })
    expect(moved).toMatchObject({ rewardDiscount: 30, total: 6, pointsSpent: 300 })
    expect((await rewards()).points).toBe(60)

    await cancelAppointment(visit.id)
    const back = await rewards()
    expect(back.points).toBe(360)
    expect(back.history.map((e) => [e.kind, e.points])).toEqual([
      ['returned', 300],
      ['spent', -300],
      ['earned', 360],
    ])
    const [cancelled] = await mails('appointment-cancelled')
    expect(cancelled!.body).toContain('the 300 points you spent on it are back in your balance')
  })

  it('never takes a visit below $0, and the free visit earns nothing', async () => {
    await control.setClock(NOW)
    await memberWith(300)
    const visit = await bookAppointment(booking({ service: 'classic-manicure', useReward: true }))
    expect(visit).toMatchObject({ price: 25, rewardDiscount: 25, total: 0 })
    await control.setClock('2026-11-26T15:00:00Z')
    expect(await rewards()).toMatchObject({ points: 0, completedVisits: 1 })
  })

  it('is refused, changing nothing, under 300 points or to a client who has not joined', async () => {
    await control.setClock(NOW)
    await memberWith(299)
    const short = await failureOf(bookAppointment(booking({ useReward: true })))
    expect(short.status).toBe(422)
    expect(short.fieldErrors.useReward).toBe(
      'You need 300 points for $30 off; you have 299 points.',
    )
    expect((await rewards()).points).toBe(299)
    expect(await fetchQuery(appointmentsQuery('upcoming'))).toHaveLength(1) // the sample only

    await signUpWithCard('bo@example.com')
    const stranger = await failureOf(bookAppointment(booking({ useReward: true })))
    expect(stranger.fieldErrors.useReward).toBe('Join Diva Rewards to earn and use points.')
  })
})

describe('the free upgrade', () => {
  it('comes after the fifth visit, lifts one service a tier at its own price, and is used once', async () => {
    await control.setClock(NOW)
    await control.seed('loyal-client')
    await signIn('loyal@example.com')
    expect(await rewards()).toMatchObject({
      points: 280,
      completedVisits: 4,
      visitsTowardUpgrade: 4,
      upgradeAvailable: false,
    })
    const early = await failureOf(
      bookAppointment(booking({ service: 'classic-manicure', upgrade: 'classic-manicure' })),
    )
    expect(early.fieldErrors.upgrade).toContain('no free upgrade')

    await bookAppointment(booking({ service: 'classic-pedicure', date: '2026-11-20' }))
    await control.setClock('2026-11-21T15:00:00Z')
    expect(await rewards()).toMatchObject({
      points: 315,
      completedVisits: 5,
      visitsTowardUpgrade: 0,
      upgradeAvailable: true,
    })

    const notInVisit = await failureOf(
      bookAppointment(booking({ service: 'classic-manicure', upgrade: 'gel-manicure' })),
    )
    expect(notInVisit.status).toBe(400)
    const intoTheOther = await failureOf(
      bookAppointment(
        booking({
          service: 'classic-manicure',
          secondService: 'signature-manicure',
          upgrade: 'classic-manicure',
        }),
      ),
    )
    expect(intoTheOther.fieldErrors.upgrade).toBe(
      'That service is already in your visit. Please choose another.',
    )

    const upgraded = await bookAppointment(
      booking({ service: 'classic-manicure', upgrade: 'classic-manicure' }),
    )
    expect(upgraded.services[0]).toMatchObject({
      value: 'signature-manicure',
      name: 'Signature Manicure',
      price: 25,
      durationMinutes: 45,
      upgradedFrom: 'Classic Manicure',
    })
    expect(upgraded).toMatchObject({ serviceName: 'Signature Manicure', total: 25 })
    expect(await rewards()).toMatchObject({ upgradeAvailable: false })

    const again = await failureOf(
      bookAppointment(
        booking({ service: 'basic-package', date: '2026-11-27', upgrade: 'basic-package' }),
      ),
    )
    expect(again.status).toBe(422)

    // Cancelled, the visit gives its upgrade back.
    await cancelAppointment(upgraded.id)
    expect(await rewards()).toMatchObject({ upgradeAvailable: true })
  })
})
