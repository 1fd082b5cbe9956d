import {
  firstPartyDay,
  type PartyAvailabilityRequest,
  type PersonVisit,
  type VisitLine,
} from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { formatLongDate, formatTime, salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { ApiFailure, fail } from '../failures'
import { nameList, say } from '../language'
import { nearestFreeTimes } from './availability'
import { activeBookingsOn, membersOf, ownParty } from './bookings'
import { partyAvailability, unseatedAt, type Seat, type Sitter } from './party-seating'
import { unavailableMessages } from './slots'
import { bridalSpecialist, stylistName, stylistsFor, teamIds } from './team'
import { visitMinutes } from './visit'
import { resolveVisit } from './visit-choice'

// Seating a party (docs/behaviour.md, Booking together): each person's visit, the times the whole
// party fits, and who sits where. The seating itself is ./party-seating.ts.

/** A person's services and the stylists she may have, or 400 naming her own fields. */
export function resolvePerson(visit: PersonVisit, fieldPrefix: string, upgrade?: string) {
  try {
    return { lines: resolveVisit({ ...visit, upgrade }), stylistIds: stylistsFor(visit.stylist) }
  } catch (error) {
    const fieldErrors = error instanceof ApiFailure ? error.extra.fieldErrors : undefined
    if (!fieldErrors || !fieldPrefix) throw error
    const named = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, message]) => [`${fieldPrefix}${field}`, message]),
    )
    throw fail.badRequest(error instanceof ApiFailure ? error.text : '', named)
  }
}

/** Everyone of a party asked for: the client first (her upgrade is hers), then her guests. */
export const peopleOf = (people: readonly PersonVisit[], prefix = 'people.') =>
  people.map((visit, i) => resolvePerson(visit, `${prefix}${i}.`, i ? undefined : visit.upgrade))

/** A person as the seating sees her: how long she sits, with whom, and a bride's specialist. */
export const sitterOf = (
  person: { lines: readonly VisitLine[]; stylistIds: readonly string[] },
  bride: boolean,
): Sitter => ({
  durationMinutes: visitMinutes(person.lines),
  stylistIds: person.stylistIds,
  preferred: bride ? bridalSpecialist() : undefined,
})

/**
 * Everyone's seat from `time`, or why not (in the caller's `language`): 422 for a time that
 * cannot be booked at all, 409 with the nearest times that fit everyone and who could not be
 * seated.
 */
export function seatParty(
  visit: { date: string; time: string },
  people: readonly Sitter[],
  names: readonly string[],
  language: Language,
  except: ReadonlySet<string> = new Set(),
): Seat[] {
  const { date, time } = visit
  const bookings = activeBookingsOn(date).filter((a) => !except.has(a.id))
  const slots = partyAvailability({ date, people, bookings, teamIds: teamIds(), now: clock.now() })
  const slot = slots.find((s) => s.time === time)
  if (slot?.available) return slot.seats
  if (slot && slot.reason !== 'booked') throw fail.rule(unavailableMessages[slot.reason])
  const unseated = unseatedAt({ time, people, bookings, teamIds: teamIds() }).map((i) => names[i]!)
  const when = { time: formatTime(time, language), date: formatLongDate(date, language) }
  throw new ApiFailure(
    409,
    'CONFLICT',
    unseated.length
      ? say(
          'Sorry, {names} would have no stylist then ({time} on {date}). Please choose another time.',
          { names: nameList(unseated, language), ...when },
        )
      : say(
          'Sorry, not everyone can be seated then ({time} on {date}). Please choose another time.',
          when,
        ),
    {
      alternatives: nearestFreeTimes(
        slots.map((s) => ({ time: s.time, available: s.available })),
        time,
      ),
      unseated,
    },
  )
}

/** The times a whole party can start on a day; before its first day, every open time is too soon. */
export function partyTimes(body: PartyAvailabilityRequest, userId: string) {
  const bridal = Boolean(body.bridal)
  const people = peopleOf(body.people).map((person, i) =>
    sitterOf(person, bridal && Boolean(body.people[i]!.bride)),
  )
  const except = new Set(
    body.exclude ? membersOf(ownParty(body.exclude, userId).id).map((m) => m.id) : [],
  )
  const today = salonToday(clock.now())
  const firstDay = firstPartyDay(today, people.length, bridal)
  const tooSoon = body.date < firstDay && body.date >= today
  const slots = partyAvailability({
    date: body.date,
    people,
    bookings: activeBookingsOn(body.date).filter((a) => !except.has(a.id)),
    teamIds: teamIds(),
    now: clock.now(),
  })
  return {
    date: body.date,
    firstDay,
    slots: slots.map((slot) => {
      if (tooSoon && (slot.available || slot.reason !== 'closed'))
        return { time: slot.time, available: false, reason: 'too-soon' as const }
      return slot.available
        ? {
            time: slot.time,
            available: true,
            seats: slot.seats.map((seat) => ({ ...seat, stylist: stylistName(seat.stylistId) })),
          }
        : slot
    }),
  }
}
