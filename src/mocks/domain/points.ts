import type { Rewards } from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { formatPrice } from '@/lib/money'
import { salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { loyaltyProgram } from '../db/catalogue'
import { db, newId, onChange } from '../db/db'
import { needClientVisits, needVisit, needVisitsUpTo } from '../db/lazy-rows'
import type { AppointmentRecord, PointsRecord } from '../db/records'
import { write } from '../db/store'
import { aboutVisit, visitEnd } from '../db/visit-record'
import { isUpgraded, pointsFor, REWARD_POINTS, upgradeStanding } from './rewards'
import { fail } from '../failures'
import { say, serviceAndDate, writeAsGiven, type Text } from '../language'

// Diva Rewards in the stored data: points earned when a member's visit is done, spent on a booking,
// given back when it is cancelled. The mock keeps no timers: visits done are credited when the
// back-end next handles a request, or when a tester moves its clock.

const memberOf = (userId: string) => db.loyaltyMembers.findFirst((q) => q.where({ userId }))

const entriesOf = (userId: string) => db.points.findMany((q) => q.where({ userId }))

const sumOf = (entries: readonly PointsRecord[]) =>
  entries.reduce((sum, entry) => sum + entry.points, 0)

const balanceOf = (userId: string) => sumOf(entriesOf(userId))

/** Her visits that are not cancelled and took a free upgrade: each used one. */
const upgradesUsed = (userId: string) => {
  needClientVisits(userId)
  return db.appointments
    .findMany((q) => q.where({ userId }))
    .filter((a) => a.status !== 'cancelled' && isUpgraded(a)).length
}

function standing(userId: string) {
  const completedVisits = entriesOf(userId).filter(
    (e) => e.kind === 'earned' && e.appointmentId,
  ).length
  return { completedVisits, ...upgradeStanding(completedVisits, upgradesUsed(userId)) }
}

/**
 * A history line's words in `language`: they are stored in English, and a line about a visit is
 * written again from the visit.
 */
function descriptionIn(
  entry: Pick<PointsRecord, 'kind' | 'appointmentId' | 'description'>,
  language: Language,
): string {
  if (language === 'en' || !entry.appointmentId) return entry.description
  needVisit(entry.appointmentId)
  const visit = db.appointments.findFirst((q) => q.where({ id: entry.appointmentId }))
  if (!visit) return entry.description
  const about = writeAsGiven(language, say('{service} on {date}', serviceAndDate(visit, language)))
  if (entry.kind === 'spent')
    return writeAsGiven(
      language,
      say('{amount} off {visit}', {
        amount: formatPrice(visit.rewardDiscount),
        visit: about,
      }),
    )
  if (entry.kind === 'returned')
    return writeAsGiven(language, say('Cancelled: {visit}', { visit: about }))
  return about
}

/**
 * Where a client stands: a member's points and history (its lines in `language`), or all zero
 * before she joins.
 */
export function rewardsOf(userId: string, language: Language = 'en'): Rewards {
  const member = memberOf(userId)
  const entries = member ? entriesOf(userId) : []
  const points = sumOf(entries)
  return {
    member: Boolean(member),
    memberSince: member?.memberSince,
    points,
    pointsToReward: Math.max(0, REWARD_POINTS - points),
    ...(member ? standing(userId) : { completedVisits: 0, ...upgradeStanding(0, 0) }),
    history: entries
      .sort((a, b) => b.at.localeCompare(a.at) || b.position - a.position)
      .map(({ userId: _user, position: _position, ...entry }) => ({
        ...entry,
        description: descriptionIn(entry, language),
      })),
  }
}

/** A refusal about a reward or an upgrade, named on its field of the booking form. */
const refused = (field: 'useReward' | 'upgrade', message: string | Text) =>
  fail.ruleOn(field, message)

/** Refuses (422) a reward or an upgrade she cannot take; nothing is written. */
export function assertRewardsAllowed(
  userId: string,
  visit: { useReward?: boolean; services: AppointmentRecord['services'] },
) {
  const member = memberOf(userId)
  if (visit.useReward) {
    if (!member) throw refused('useReward', 'Join Diva Rewards to earn and use points.')
    const balance = balanceOf(userId)
    if (balance < REWARD_POINTS)
      throw refused(
        'useReward',
        say('You need {points} points for {value} off; you have {balance} points.', {
          points: REWARD_POINTS,
          value: formatPrice(loyaltyProgram.rewardValue),
          balance,
        }),
      )
  }
  if (isUpgraded(visit) && !(member && standing(userId).upgradeAvailable))
    throw refused(
      'upgrade',
      'You have no free upgrade to use yet: one comes after every 5 visits as a member.',
    )
}

/** Writes one line of a member's history, after every line already written. */
const addPoints = (entry: Omit<PointsRecord, 'id' | 'position'>) =>
  db.points.create({ ...entry, id: newId('points'), position: db.points.count() })

/** Spends the reward's points on a visit just booked. */
export function spendPoints(visit: AppointmentRecord) {
  return addPoints({
    userId: visit.userId,
    at: clock.now().toISOString(),
    kind: 'spent',
    points: -visit.pointsSpent,
    doubled: false,
    appointmentId: visit.id,
    description: `${formatPrice(visit.rewardDiscount)} off ${aboutVisit(visit)}`,
  })
}

/** Gives back, once, the points a cancelled visit had spent; the points given back, or 0. */
export async function returnPoints(visit: AppointmentRecord): Promise<number> {
  if (!visit.pointsSpent) return 0
  const given = db.points.findFirst((q) => q.where({ appointmentId: visit.id, kind: 'returned' }))
  if (given) return 0
  await addPoints({
    userId: visit.userId,
    at: clock.now().toISOString(),
    kind: 'returned',
    points: visit.pointsSpent,
    doubled: false,
    appointmentId: visit.id,
    description: `Cancelled: ${aboutVisit(visit)}`,
  })
  return visit.pointsSpent
}

/** The points a member's visit will earn once done, with her birthday as it is now. */
export function pointsToEarn(visit: AppointmentRecord) {
  // A guest's visit in her party earns nothing: the client earns on her own services.
  if (visit.guest || !memberOf(visit.userId)) return undefined
  const account = db.accounts.findFirst((q) => q.where({ id: visit.userId }))
  return pointsFor(visit, account?.birthday)
}

/**
 * Members' visits dated today or earlier that may still earn points: booked online, not
 * cancelled or missed, ending after she joined, not credited yet; with when each ends, soonest first. A
 * visit of a later day cannot be done yet, so this is worked out again only when the data
 * changes or the salon's day does, not for every call.
 */
type Waiting = { visit: AppointmentRecord; endsAt: number }
let waiting: { today: string; visits: Waiting[] } | null = null
onChange(['appointments', 'loyaltyMembers', 'points'], () => {
  waiting = null
})

function waitingUntil(today: string): Waiting[] {
  const joined = new Map(db.loyaltyMembers.all().map((m) => [m.userId, Date.parse(m.memberSince)]))
  if (!joined.size) return []
  const credited = new Set(
    db.points
      .all()
      .filter((e) => e.kind === 'earned')
      .map((e) => e.appointmentId),
  )
  return db.appointments
    .all()
    .filter(
      (a) =>
        a.date <= today &&
        joined.has(a.userId) &&
        a.source === 'online' &&
        !a.guest &&
        // A visit cancelled, or missed (a no-show), earns nothing.
        a.status !== 'cancelled' &&
        a.status !== 'missed' &&
        !credited.has(a.id),
    )
    .map((visit) => ({ visit, endsAt: visitEnd(visit) }))
    .filter(({ visit, endsAt }) => endsAt > joined.get(visit.userId)!)
    .sort((a, b) => a.endsAt - b.endsAt)
}

function doneVisits(): AppointmentRecord[] {
  const now = clock.now()
  const today = salonToday(now)
  needVisitsUpTo(today)
  if (waiting?.today !== today) waiting = { today, visits: waitingUntil(today) }
  const done: AppointmentRecord[] = []
  for (const { visit, endsAt } of waiting.visits) {
    if (endsAt > now.getTime()) break
    done.push(visit)
  }
  return done
}

/** Whether a member's visit is done and not credited yet (read on the latest data, see settleDue). */
export const hasDoneVisits = () => doneVisits().length > 0

/** Credits every member's visit that is done, each once, in one write. */
export async function creditDoneVisits(): Promise<void> {
  await write(async () => {
    for (const visit of doneVisits()) {
      const account = db.accounts.findFirst((q) => q.where({ id: visit.userId }))
      const { points, doubled } = pointsFor(visit, account?.birthday)
      await addPoints({
        userId: visit.userId,
        at: new Date(visitEnd(visit)).toISOString(),
        kind: 'earned',
        points,
        doubled,
        appointmentId: visit.id,
        description: aboutVisit(visit),
      })
    }
  })
}

/** Enrols her in Diva Rewards (409 when she is a member already). */
export async function joinLoyalty(userId: string) {
  if (memberOf(userId)) throw fail.conflict('You are already a member of our loyalty programme.')
  await db.loyaltyMembers.create({
    id: newId('loyal'),
    userId,
    memberSince: clock.now().toISOString(),
  })
}
