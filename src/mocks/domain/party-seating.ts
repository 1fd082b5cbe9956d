import type { SlotUnavailableReason } from '@/api/schemas'
import {
  closedDayReason,
  CLOSING_MINUTES,
  salonMinutesNow,
  salonToday,
  slotToMinutes,
  TIME_SLOTS,
  wireTime,
} from '@/lib/salon-time'
import { span, type Occupancy } from './availability'

// Seating a party: who sits with which stylist, and when. Up to one person per stylist starts at
// once (side by side); a larger party sits in two waves, the second starting as the first ends.
// Who sits with whom is a matching of people to free stylists (Kuhn's augmenting paths): a person
// who named a stylist gets her, the others share the rest.

/** One person of a party, as the seating needs her. */
export interface Sitter {
  durationMinutes: number
  /** The stylists she may have: the one she named, else the whole team. */
  stylistIds: readonly string[]
  /** The stylist she has whenever that one is free (a bride: the bridal specialist). */
  preferred?: string
}

/** Where and when one person of the party sits. */
export interface Seat {
  time: string
  stylistId: string
}

export type PartySlot =
  | { time: string; available: true; seats: Seat[] }
  | { time: string; available: false; reason: SlotUnavailableReason }

type Interval = { start: number; end: number }
type IsFree = (stylistId: string, start: number, end: number) => boolean

/** Whether a stylist is free for [start, end), given the day's bookings. */
function freeCheck(bookings: readonly Occupancy[]): IsFree {
  const busy = new Map<string, Interval[]>()
  for (const booking of bookings) {
    const held = span(slotToMinutes(booking.time), booking.durationMinutes)
    const list = busy.get(booking.stylistId)
    if (list) list.push(held)
    else busy.set(booking.stylistId, [held])
  }
  return (stylistId, start, end) =>
    (busy.get(stylistId) ?? []).every((held) => held.end <= start || held.start >= end)
}

/**
 * Gives as many people of `wave` (indices into `people`) as can a different stylist free for her
 * whole visit from `start`: a maximum matching, and who is left without a chair.
 */
function matchWave(
  wave: readonly number[],
  people: readonly Sitter[],
  start: number,
  isFree: IsFree,
  restrictToPreferred: boolean,
): { seated: Map<number, string>; unseated: number[] } {
  const options = new Map<number, string[]>()
  for (const person of wave) {
    const { durationMinutes, stylistIds, preferred } = people[person]!
    const { end } = span(start, durationMinutes)
    const allowed =
      restrictToPreferred && preferred && stylistIds.includes(preferred) ? [preferred] : stylistIds
    options.set(
      person,
      allowed.filter((id) => isFree(id, start, end)),
    )
  }
  const seatedBy = new Map<string, number>() // stylist → person
  const tryToSeat = (person: number, visited: Set<string>): boolean => {
    for (const stylistId of options.get(person)!) {
      if (visited.has(stylistId)) continue
      visited.add(stylistId)
      const holder = seatedBy.get(stylistId)
      if (holder === undefined || tryToSeat(holder, visited)) {
        seatedBy.set(stylistId, person)
        return true
      }
    }
    return false
  }
  const unseated = wave.filter((person) => !tryToSeat(person, new Set()))
  return {
    seated: new Map([...seatedBy].map(([stylistId, person]) => [person, stylistId])),
    unseated,
  }
}

/**
 * Seats a whole wave, giving each preferred stylist to her person whenever a seating allows it;
 * undefined when someone is left without a chair.
 */
function seatWave(
  wave: readonly number[],
  people: readonly Sitter[],
  start: number,
  isFree: IsFree,
) {
  const wantsPreferred = wave.some((person) => people[person]!.preferred)
  for (const restrict of wantsPreferred ? [true, false] : [false]) {
    const { seated, unseated } = matchWave(wave, people, start, isFree, restrict)
    if (!unseated.length) return seated
  }
  return undefined
}

/** A way to split the party into waves, in order, and how long the party stays. */
interface Plan {
  waves: number[][]
  /** Minutes from the first wave's start to the last one's end. */
  length: number
  /** When each wave starts, in minutes after the first. */
  offsets: number[]
}

const waveLength = (wave: readonly number[], people: readonly Sitter[]) =>
  Math.max(...wave.map((person) => span(0, people[person]!.durationMinutes).end))

/**
 * Every way to seat the party in as few waves as the chairs allow, shortest first: one wave for
 * a party no larger than the team, else two (each no larger than the team), back to back.
 */
export function wavePlans(people: readonly Sitter[], chairs: number): Plan[] {
  const everyone = people.map((_, i) => i)
  if (people.length <= chairs)
    return [{ waves: [everyone], length: waveLength(everyone, people), offsets: [0] }]
  if (people.length > 2 * chairs) return []
  const plans: Plan[] = []
  for (let mask = 1; mask < (1 << people.length) - 1; mask++) {
    const first = everyone.filter((i) => mask & (1 << i))
    const second = everyone.filter((i) => !(mask & (1 << i)))
    if (first.length > chairs || second.length > chairs) continue
    const firstLength = waveLength(first, people)
    plans.push({
      waves: [first, second],
      length: firstLength + waveLength(second, people),
      offsets: [0, firstLength],
    })
  }
  // Shortest first; then the fuller first wave, then the order people were listed in.
  return plans.sort(
    (a, b) =>
      a.length - b.length ||
      b.waves[0]!.length - a.waves[0]!.length ||
      a.waves[0]!.join().localeCompare(b.waves[0]!.join()),
  )
}

/** The seats of a plan from `start`, or undefined when a wave cannot be seated then. */
function seatPlan(plan: Plan, people: readonly Sitter[], start: number, isFree: IsFree) {
  const seats: Seat[] = new Array(people.length)
  for (const [w, wave] of plan.waves.entries()) {
    const waveStart = start + plan.offsets[w]!
    const seated = seatWave(wave, people, waveStart, isFree)
    if (!seated) return undefined
    for (const [person, stylistId] of seated)
      seats[person] = { time: wireTime(waveStart), stylistId }
  }
  return seats
}

/** The latest minute any person of a plan would finish, started at `start`. */
const planEnd = (plan: Plan, people: readonly Sitter[], start: number) =>
  Math.max(
    ...plan.waves.flatMap((wave, w) =>
      wave.map((person) => start + plan.offsets[w]! + people[person]!.durationMinutes),
    ),
  )

/**
 * The day's slots for a party: a time is free when everyone can be seated from it (each with her
 * own stylist, in as few and as short waves as the chairs allow), ending by closing time; a free
 * slot says who sits where and when.
 */
export function partyAvailability(args: {
  date: string
  people: readonly Sitter[]
  bookings: readonly Occupancy[]
  teamIds: readonly string[]
  now: Date
}): PartySlot[] {
  const { date, people, bookings, teamIds, now } = args
  const closed = closedDayReason(date, salonToday(now))
  const isToday = date === salonToday(now)
  const nowMinutes = salonMinutesNow(now)
  const plans = wavePlans(people, teamIds.length)
  const isFree = freeCheck(bookings)
  return TIME_SLOTS.map((time): PartySlot => {
    const start = slotToMinutes(time)
    let reason: SlotUnavailableReason | undefined = closed
    if (!reason && isToday && start <= nowMinutes) reason = 'past'
    const fitting = plans.filter((plan) => planEnd(plan, people, start) <= CLOSING_MINUTES)
    if (!reason && !fitting.length) reason = 'after-closing'
    if (reason) return { time, available: false, reason }
    for (const plan of fitting) {
      const seats = seatPlan(plan, people, start, isFree)
      if (seats) return { time, available: true, seats }
    }
    return { time, available: false, reason: 'booked' }
  })
}

/**
 * Who could not be seated from `time` (indices into `people`): those left without a chair when
 * as many as can are seated in the shortest plan that ends by closing time.
 */
export function unseatedAt(args: {
  time: string
  people: readonly Sitter[]
  bookings: readonly Occupancy[]
  teamIds: readonly string[]
}): number[] {
  const { people, bookings, teamIds } = args
  const start = slotToMinutes(args.time)
  const plan = wavePlans(people, teamIds.length).find(
    (p) => planEnd(p, people, start) <= CLOSING_MINUTES,
  )
  if (!plan) return people.map((_, i) => i)
  const isFree = freeCheck(bookings)
  return plan.waves.flatMap(
    (wave, w) => matchWave(wave, people, start + plan.offsets[w]!, isFree, false).unseated,
  )
}
