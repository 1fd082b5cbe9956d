import {
  firstPartyDay,
  isEvent,
  lateFeeCents,
  noticeDays,
  type BookPartyRequest,
  type Party,
  type PartyPriceRequest,
  type VisitLine,
} from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { formatDayOfYear, formatDuration, salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { db, newId } from '../db/db'
import { partyMadeNow } from '../db/lazy-rows'
import type { AccountRecord, AppointmentRecord } from '../db/records'
import { fail } from '../failures'
import { say, type Text } from '../language'
import { assertNoBalance, holdFor } from './agreement'
import { promotionFor } from './booking'
import { firstSeat } from './bookings'
import { offerText, offerView } from './party-offer'
import { peopleOf, resolvePerson, seatParty, sitterOf } from './party-seats'
import { spendPoints, assertRewardsAllowed } from './points'
import { isInsideNoticeWindow, startOf } from './policy'
import { priceParty } from './promotions'
import { priceWithReward, REWARD_POINTS } from './rewards'
import { assertOneChair } from './slots'
import { stylistName } from './team'
import { visitMinutes, visitName } from './visit'
import { partyView } from './views'
import { fulfilWaitlistEntries } from './waitlist'

// Booking together (docs/behaviour.md, Booking together): a party is one write. Its people's
// visits are appointments with its id; the seating (./party-seats.ts) decides who sits with which
// stylist and when, the prices (./promotions.ts) which offer applies.

/** Why a party cannot be booked before `firstDay`: its notice, in `language`. */
export function tooSoonMessage(
  firstDay: string,
  size: number,
  bridal: boolean,
  language: Language,
): Text {
  const values = { days: noticeDays(size, bridal), date: formatDayOfYear(firstDay, language) }
  return bridal
    ? say(
        'A bridal party is booked at least {days} days ahead. The first day you can book is {date}.',
        values,
      )
    : say(
        'A private event is booked at least {days} days ahead. The first day you can book is {date}.',
        values,
      )
}

/** A private event, or a bridal party, booked sooner than its notice allows: 422 on the date. */
export function assertNotTooSoon(date: string, size: number, bridal: boolean, language: Language) {
  const firstDay = firstPartyDay(salonToday(clock.now()), size, bridal)
  if (noticeDays(size, bridal) && date < firstDay)
    throw fail.ruleOn('date', tooSoonMessage(firstDay, size, bridal, language))
}

/**
 * A party's prices on `booking.date`: its promotion code, checked on the client's own visit (the
 * first), and what each person pays with it.
 */
function priceOn(
  people: readonly { lines: VisitLine[] }[],
  booking: { promoCode?: string; date: string },
  account: AccountRecord,
  language: Language,
) {
  const partySize = people.length
  const promotion = booking.promoCode
    ? promotionFor(
        booking.promoCode,
        { lines: people[0]!.lines, date: booking.date, partySize },
        account,
        language,
      )
    : undefined
  const priced = priceParty(
    people.map((p) => p.lines),
    promotion,
  )
  return { promotion, priced }
}

/** What each person pays on a date, and which offer applies (its text in `language`). */
export function quoteParty(body: PartyPriceRequest, account: AccountRecord, language: Language) {
  const people = peopleOf(body.people)
  const size = people.length
  const { promotion, priced } = priceOn(people, body, account, language)
  return {
    people: priced.people,
    offer: offerView(priced.offer, size, promotion, language),
    total: Math.round(priced.people.reduce((sum, p) => sum + p.total, 0) * 100) / 100,
  }
}

/** When a party starts: its first seat of those still coming (of everyone once all cancelled). */
const startKey = (party: Party) => {
  const coming = party.appointments.filter((a) => a.status !== 'cancelled')
  const { date, time } = firstSeat(coming.length ? coming : party.appointments)
  return `${date} ${time}`
}

/** Her parties, upcoming (soonest first) while one of their people is, else past (latest first). */
export function partiesOf(userId: string, scope: 'upcoming' | 'past', language: Language) {
  const upcoming = scope === 'upcoming'
  return db.parties
    .findMany((q) => q.where({ userId }))
    .map((party) => partyView(party, language))
    .filter((party) => party.appointments.some((a) => a.status === 'upcoming') === upcoming)
    .sort((a, b) => (upcoming ? 1 : -1) * startKey(a).localeCompare(startKey(b)))
}

/**
 * Books the client and her guests together, all seated or none: its people's visits, priced with
 * its offer and her reward, and the party that holds them. What the mails say is the caller's.
 */
export async function bookParty(
  body: BookPartyRequest,
  account: AccountRecord,
  language: Language,
) {
  const userId = account.id
  assertNoBalance(userId)
  const bridal = Boolean(body.bridal)
  const visits = [
    { ...body, bride: body.bride },
    ...body.guests.map((guest) => ({ ...guest, email: guest.email ?? '' })),
  ]
  const people = visits.map((visit, i) =>
    resolvePerson(visit, i ? `guests.${i - 1}.` : '', i ? undefined : body.upgrade),
  )
  const size = visits.length
  // Everyone's fee together, each visit held by her card with its own share.
  const fees = people.map((person) => lateFeeCents(person.lines))
  const holdOf = holdFor(
    body.agreement,
    fees.reduce((sum, fee) => sum + fee, 0),
    userId,
  )
  // The code is checked (and may be refused) before the rewards, the notice and the seating.
  const { promotion, priced } = priceOn(people, body, account, language)
  assertRewardsAllowed(userId, { useReward: body.useReward, services: people[0]!.lines })
  assertNotTooSoon(body.date, size, bridal, language)
  const sitters = people.map((person, i) => sitterOf(person, bridal && Boolean(visits[i]!.bride)))
  const seats = seatParty(
    body,
    sitters,
    visits.map((v) => v.name),
    language,
  )
  // One person, one chair: her own seat (a wave may start later) against her other visits.
  assertOneChair(
    { ...body, time: seats[0]!.time, userId, durationMinutes: sitters[0]!.durationMinutes },
    people[0]!.stylistIds,
    language,
  )
  if (body.useReward && priced.people[0]!.total <= 0)
    throw fail.ruleOn('useReward', 'Your visit is already free: keep your points for another one.')
  const party = await db.parties.create({
    id: newId('party'),
    userId,
    kind: isEvent(size) ? 'event' : 'together',
    bridal,
    champagne: isEvent(size),
    // Stored in English; each answer says it in its caller's language.
    offer: offerView(priced.offer, size, promotion, 'en'),
    createdAt: clock.now().toISOString(),
  })
  partyMadeNow(party.id)
  const codeApplies = priced.offer.kind === 'code'
  const booked: AppointmentRecord[] = []
  for (const [i, visit] of visits.entries()) {
    const { lines } = people[i]!
    const seat = seats[i]!
    const own = i === 0
    const { price, discount, rewardDiscount, total } =
      own && body.useReward
        ? priceWithReward(priced.people[i]!)
        : { ...priced.people[i]!, rewardDiscount: 0 }
    const durationMinutes = visitMinutes(lines)
    const at = { date: body.date, time: seat.time }
    booked.push(
      await db.appointments.create({
        id: newId('appt'),
        userId,
        source: 'online',
        service: lines[0]!.value,
        serviceName: visitName(lines),
        services: lines,
        ...at,
        durationMinutes,
        duration: formatDuration(durationMinutes),
        stylistId: seat.stylistId,
        stylist: stylistName(seat.stylistId),
        stylistChosen: Boolean(visit.stylist),
        status: 'upcoming',
        price,
        discount,
        total,
        // Her own visit names the code she gave; a guest's, DIVAFRIEND's share.
        promoCode: codeApplies && (own || discount) ? promotion?.code : undefined,
        rewardDiscount,
        pointsSpent: own && body.useReward ? REWARD_POINTS : 0,
        notes: own ? body.notes || undefined : undefined,
        name: visit.name,
        email: visit.email,
        phone: body.phone,
        createdAt: clock.now().toISOString(),
        remindedFor: isInsideNoticeWindow(at, clock.now()) ? startOf(at) : undefined,
        partyId: party.id,
        guest: own ? undefined : true,
        bride: bridal && visit.bride ? true : undefined,
        hold: holdOf(fees[i]!),
      }),
    )
  }
  const host = booked[0]!
  if (host.pointsSpent) await spendPoints(host)
  fulfilWaitlistEntries(userId, host)
  return {
    party,
    booked,
    /** The offer's words in the mail's language. */
    offerText: (reads: Language) => offerText(priced.offer, size, promotion, reads),
  }
}
