import {
  firstPartyDay,
  isEvent,
  noticeDays,
  partyMessages,
  partyRules,
  type Appointment,
  type Party,
  type PartyOffer as PartyOfferView,
  type PersonVisit,
  type Promotion,
  type VisitLine,
} from '@/api/schemas'
import { formatPrice } from '@/lib/money'
import { salon } from '@/lib/salon'
import { formatDuration, formatLongDate, formatTime, salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { PartyRecord } from '../db/records'
import { nearestFreeTimes } from '../domain/availability'
import { partyAvailability, unseatedAt, type Seat, type Sitter } from '../domain/party-seating'
import { isInsideNoticeWindow, startOf } from '../domain/policy'
import { checkPromotion, priceParty, type PartyOffer } from '../domain/promotions'
import { priceWithReward, REWARD_POINTS } from '../domain/rewards'
import { visitMinutes, visitName } from '../domain/visit'
import { ApiFailure, fail, type Resolvers } from '../http'
import {
  assertChangeable,
  assertOneChair,
  hasOwnBookings,
  priceNotes,
  promoRefused,
  rewardRefused,
  rewardsText,
} from './appointments'
import { letter, visitLinesText, visitTotalText, whenText } from './letters'
import { assertRewardsAllowed, returnPoints, spendPoints } from './rewards'
import {
  activeBookingsOn,
  firstSeat,
  resolveVisit,
  sendMail,
  stylistName,
  stylistsFor,
  toAppointment,
  unavailableMessages,
  type AppointmentRecord,
} from './shared'
import { fulfilWaitlistEntries, tellWaitlist } from './waitlist'

// Booking together (docs/behaviour.md, Booking together): a party is one write. Its people's
// visits are appointments with its id; the seating (domain/party-seating.ts) decides who sits
// with which stylist and when, and the prices (domain/promotions.ts) which offer applies.

const teamIds = () => stylists.map((s) => s.id)
/** The salon's bridal specialist: a bride sits with her whenever she is free. */
const bridalSpecialist = () => stylists.find((s) => s.specialties.includes('Bridal'))?.id

/** A person's services and the stylists she may have, or 400 naming her own fields. */
function resolvePerson(visit: PersonVisit, fieldPrefix: string, upgrade?: string) {
  try {
    return {
      lines: resolveVisit({ ...visit, upgrade }),
      stylistIds: stylistsFor(visit.stylist),
    }
  } catch (error) {
    const fieldErrors = error instanceof ApiFailure ? error.extra.fieldErrors : undefined
    if (!fieldErrors || !fieldPrefix) throw error
    const named = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, message]) => [`${fieldPrefix}${field}`, message]),
    )
    throw fail.badRequest(error instanceof Error ? error.message : '', named)
  }
}

const sitterOf = (
  person: { lines: readonly VisitLine[]; stylistIds: readonly string[] },
  bride: boolean,
): Sitter => ({
  durationMinutes: visitMinutes(person.lines),
  stylistIds: person.stylistIds,
  preferred: bride ? bridalSpecialist() : undefined,
})

/** A private event, or a bridal party, booked sooner than its notice allows: 422 on the date. */
function assertNotTooSoon(date: string, size: number, bridal: boolean) {
  if (!noticeDays(size, bridal)) return
  const firstDay = firstPartyDay(salonToday(clock.now()), size, bridal)
  if (date >= firstDay) return
  const message = partyMessages.tooSoon(firstDay, size, bridal)
  throw new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { date: message } })
}

const nameList = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/**
 * Everyone's seat from `time`, or why not: 422 for a time that cannot be booked at all, 409 with
 * the nearest times that fit everyone and who could not be seated.
 */
function seatParty(
  date: string,
  time: string,
  people: readonly Sitter[],
  names: readonly string[],
  except: ReadonlySet<string> = new Set(),
): Seat[] {
  const bookings = activeBookingsOn(date).filter((a) => !except.has(a.id))
  const slots = partyAvailability({ date, people, bookings, teamIds: teamIds(), now: clock.now() })
  const slot = slots.find((s) => s.time === time)
  if (slot?.available) return slot.seats
  if (slot && slot.reason !== 'booked') throw fail.rule(unavailableMessages[slot.reason])
  const unseated = unseatedAt({ time, people, bookings, teamIds: teamIds() }).map((i) => names[i]!)
  const who = unseated.length
    ? `${nameList(unseated)} would have no stylist then`
    : 'not everyone can be seated then'
  throw new ApiFailure(
    409,
    'CONFLICT',
    `Sorry, ${who} (${formatTime(time)} on ${formatLongDate(date)}). Please choose another time.`,
    {
      alternatives: nearestFreeTimes(
        slots.map((s) => ({ time: s.time, available: s.available })),
        time,
      ),
      unseated,
    },
  )
}

/** The offer in the words the summary and the mails use. */
function offerText(offer: PartyOffer, size: number, promotion?: Promotion): string | undefined {
  if (offer.kind === 'event') {
    const setAside = offer.setAside
      ? ` It saves more than ${offer.setAside}, so the code is not applied.`
      : ''
    return `Private event: ${offer.percent}% off every person’s services, and champagne on us.${setAside}`
  }
  if (offer.kind === 'none' || !promotion) return undefined
  // A private event whose code saves more: the code applies, and the champagne is still on us.
  const event = isEvent(size)
    ? ` It saves more than the private event’s ${partyRules.eventPercent}%; champagne is still on us.`
    : ''
  if (promotion.code === 'DIVAFRIEND')
    return `DIVAFRIEND: ${promotion.discountPercent}% off every person’s services.${event}`
  if (promotion.code === 'BDAYDIVA')
    return `BDAYDIVA: one Nail Art (Simple) free on your visit.${event}`
  if (promotion.discountPercent)
    return `${promotion.code}: ${promotion.discountPercent}% off your own visit.${event}`
  return `${promotion.code}: ${promotion.terms}${event}`
}

const offerView = (offer: PartyOffer, size: number, promotion?: Promotion): PartyOfferView => ({
  kind: offer.kind,
  code: offer.kind === 'code' ? offer.code : undefined,
  percent:
    offer.kind === 'event'
      ? offer.percent
      : offer.kind === 'code'
        ? promotion?.discountPercent
        : undefined,
  setAside: offer.setAside,
  text: offerText(offer, size, promotion),
})

/** The promotion a code names for this party, or 422 why it does not apply. */
function promotionFor(
  code: string | undefined,
  booking: { lines: readonly VisitLine[]; date: string; size: number; userId: string },
  birthday: Parameters<typeof checkPromotion>[1]['birthday'],
) {
  if (!code) return undefined
  const verdict = checkPromotion(
    code,
    {
      lines: booking.lines,
      date: booking.date,
      hasOwnBookings: hasOwnBookings(booking.userId),
      partySize: booking.size,
      birthday,
    },
    clock.now(),
  )
  if (!verdict.ok) throw promoRefused(verdict.message)
  return verdict.promotion
}

const startKey = (party: Party) => {
  const coming = party.appointments.filter((a) => a.status !== 'cancelled')
  const { date, time } = firstSeat(coming.length ? coming : party.appointments)
  return `${date} ${time}`
}

/** The party's people, the client first, then her guests in the order she added them. */
const membersOf = (partyId: string): AppointmentRecord[] => {
  const members = db.appointments.findMany((q) => q.where({ partyId }))
  return [...members.filter((m) => !m.guest), ...members.filter((m) => m.guest)]
}

function partyView(party: PartyRecord): Party {
  const appointments: Appointment[] = membersOf(party.id).map(toAppointment)
  const { userId: _user, createdAt: _created, ...shown } = party
  return {
    ...shown,
    appointments,
    total: appointments
      .filter((a) => a.status !== 'cancelled')
      .reduce((sum, a) => Math.round((sum + a.total) * 100) / 100, 0),
  }
}

function ownParty(id: string, userId: string): PartyRecord {
  const party = db.parties.findFirst((q) => q.where({ id, userId }))
  if (!party) throw fail.notFound('We could not find that party.')
  return party
}

/** "- Ana Garcia: Gel Manicure, 10:00 AM with Mia Tran, $38.25": one line per person. */
const personLine = (visit: AppointmentRecord) =>
  `- ${visit.name}${visit.bride ? ' (the bride)' : ''}: ${visit.serviceName}, ${formatTime(visit.time)} ET with ${visit.stylist}, ${visitTotalText(visit)}`

/** Mails the client who booked (every person) and each guest with an email (her own visit). */
async function mailParty(
  party: PartyRecord,
  people: readonly AppointmentRecord[],
  words: {
    kind: 'booking-confirmation' | 'appointment-rescheduled' | 'appointment-cancelled'
    subject: string
    opening: string
    guestOpening: (host: string) => string
    extra?: string[]
  },
) {
  const host = membersOf(party.id).find((m) => !m.guest)!
  await sendMail({
    kind: words.kind,
    to: host.email,
    subject: words.subject,
    body: letter(host.name, [
      words.opening,
      `When: ${formatLongDate(people[0]!.date)}`,
      ...people.map(personLine),
      ...(words.extra ?? []),
      '',
      `Need to change it? Reschedule or cancel online up to 24 hours before, or call ${salon.headerPhone}.`,
    ]),
  })
  for (const guest of people.filter((p) => p.guest && p.email))
    await sendMail({
      kind: words.kind,
      to: guest.email,
      subject: `${words.subject.split(':')[0]}: ${guest.serviceName} on ${formatLongDate(guest.date)}`,
      body: letter(guest.name, [
        words.guestOpening(host.name),
        ...visitLinesText(guest),
        `When: ${whenText(guest)}`,
        `Stylist: ${guest.stylist}`,
        '',
        `Questions? Call us at ${salon.headerPhone}.`,
      ]),
    })
}

export const partyResolvers = {
  partyAvailability: ({ body, account }) => {
    const bridal = Boolean(body.bridal)
    const people = body.people.map((visit, i) =>
      sitterOf(
        resolvePerson(visit, `people.${i}.`, i ? undefined : visit.upgrade),
        bridal && Boolean(visit.bride),
      ),
    )
    const except = new Set(
      body.exclude ? membersOf(ownParty(body.exclude, account!.id).id).map((m) => m.id) : [],
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
  },

  partyPrice: ({ body, account }) => {
    const people = body.people.map((visit, i) =>
      resolvePerson(visit, `people.${i}.`, i ? undefined : visit.upgrade),
    )
    const promotion = promotionFor(
      body.promoCode,
      { lines: people[0]!.lines, date: body.date, size: people.length, userId: account!.id },
      account!.birthday,
    )
    const priced = priceParty(
      people.map((p) => p.lines),
      promotion,
    )
    return {
      people: priced.people,
      offer: offerView(priced.offer, people.length, promotion),
      total: Math.round(priced.people.reduce((sum, p) => sum + p.total, 0) * 100) / 100,
    }
  },

  parties: ({ query, account }) => {
    const upcoming = query.scope === 'upcoming'
    const parties = db.parties
      .findMany((q) => q.where({ userId: account!.id }))
      .map(partyView)
      .filter((party) => party.appointments.some((a) => a.status === 'upcoming') === upcoming)
      .sort((a, b) => (upcoming ? 1 : -1) * startKey(a).localeCompare(startKey(b)))
    return { parties }
  },

  bookParty: {
    unsaved: 'We could not save your booking. Please try again.',
    resolve: async ({ body, account }) => {
      const userId = account!.id
      const bridal = Boolean(body.bridal)
      const visits: (PersonVisit & { name: string; email: string })[] = [
        { ...body, bride: body.bride },
        ...body.guests.map((guest) => ({ ...guest, email: guest.email ?? '' })),
      ]
      const people = visits.map((visit, i) =>
        resolvePerson(visit, i ? `guests.${i - 1}.` : '', i ? undefined : body.upgrade),
      )
      const size = visits.length
      const promotion = promotionFor(
        body.promoCode,
        { lines: people[0]!.lines, date: body.date, size, userId },
        account!.birthday,
      )
      assertRewardsAllowed(userId, { useReward: body.useReward, services: people[0]!.lines })
      assertNotTooSoon(body.date, size, bridal)
      const sitters = people.map((person, i) =>
        sitterOf(person, bridal && Boolean(visits[i]!.bride)),
      )
      const seats = seatParty(
        body.date,
        body.time,
        sitters,
        visits.map((v) => v.name),
      )
      // One person, one chair: her own seat (a wave may start later) against her other visits.
      assertOneChair(
        { ...body, time: seats[0]!.time, userId, durationMinutes: sitters[0]!.durationMinutes },
        people[0]!.stylistIds,
      )
      const priced = priceParty(
        people.map((p) => p.lines),
        promotion,
      )
      if (body.useReward && priced.people[0]!.total <= 0)
        throw rewardRefused('Your visit is already free: keep your points for another one.')
      const party = await db.parties.create({
        id: newId('party'),
        userId,
        kind: isEvent(size) ? 'event' : 'together',
        bridal,
        champagne: isEvent(size),
        offer: offerView(priced.offer, size, promotion),
        createdAt: clock.now().toISOString(),
      })
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
        booked.push(
          await db.appointments.create({
            id: newId('appt'),
            userId,
            source: 'online',
            service: lines[0]!.value,
            serviceName: visitName(lines),
            services: lines,
            date: body.date,
            time: seat.time,
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
            remindedFor: isInsideNoticeWindow({ date: body.date, time: seat.time }, clock.now())
              ? startOf({ date: body.date, time: seat.time })
              : undefined,
            partyId: party.id,
            guest: own ? undefined : true,
            bride: bridal && visit.bride ? true : undefined,
          }),
        )
      }
      const host = booked[0]!
      if (host.pointsSpent) await spendPoints(host)
      fulfilWaitlistEntries(userId, host)
      const view = partyView(party)
      await mailParty(party, booked, {
        kind: 'booking-confirmation',
        subject: `Booking confirmed: a party of ${size} on ${formatLongDate(body.date)}`,
        opening: `Your ${bridal ? 'bridal party' : isEvent(size) ? 'private event' : 'visit together'} is confirmed.`,
        guestOpening: (hostName) => `${hostName} booked you a visit at ${salon.name}.`,
        extra: [
          `Total: ${formatPrice(view.total)}`,
          ...(host.rewardDiscount
            ? [`Your own visit: ${visitTotalText(host)}${priceNotes(host)}`]
            : []),
          ...(party.offer.text ? [party.offer.text] : []),
          ...(party.champagne ? ['Champagne is on us: we will have it ready for your party.'] : []),
          ...rewardsText(host),
        ],
      })
      return view
    },
  },

  rescheduleParty: {
    unsaved: 'We could not save the new time. Please try again.',
    resolve: async ({ body, params, account }) => {
      const party = ownParty(params.id!, account!.id)
      const coming = membersOf(party.id).filter((m) => m.status !== 'cancelled')
      for (const member of coming) assertChangeable(member, 'reschedule')
      // Booked as a private event, it keeps the event's notice with fewer people.
      const size =
        party.kind === 'event' ? Math.max(coming.length, partyRules.eventSize) : coming.length
      assertNotTooSoon(body.date, size, party.bridal)
      const team = teamIds()
      const sitters = coming.map((member) => ({
        durationMinutes: member.durationMinutes,
        // A stylist she chose stays hers, while she is on the team.
        stylistIds:
          member.stylistChosen && team.includes(member.stylistId) ? [member.stylistId] : team,
        preferred: party.bridal && member.bride ? bridalSpecialist() : undefined,
      }))
      const seats = seatParty(
        body.date,
        body.time,
        sitters,
        coming.map((m) => m.name),
        new Set(coming.map((m) => m.id)),
      )
      const own = coming.findIndex((m) => !m.guest)
      if (own >= 0)
        assertOneChair(
          { ...coming[own]!, ...body, time: seats[own]!.time },
          sitters[own]!.stylistIds,
          coming[own]!.id,
        )
      const was = coming.map((member) => ({ ...member }))
      const moved: AppointmentRecord[] = []
      for (const [i, member] of coming.entries())
        moved.push(
          (await db.appointments.update((q) => q.where({ id: member.id }), {
            data(record) {
              record.date = body.date
              record.time = seats[i]!.time
              record.stylistId = seats[i]!.stylistId
              record.stylist = stylistName(seats[i]!.stylistId)
            },
          }))!,
        )
      await mailParty(party, moved, {
        kind: 'appointment-rescheduled',
        subject: `Party moved: ${formatLongDate(body.date)}`,
        opening: `Your party has a new time (it was ${whenText(firstSeat(was))}).`,
        guestOpening: (hostName) => `${hostName} moved your visit to a new time.`,
      })
      for (const visit of was) await tellWaitlist(visit)
      return partyView(party)
    },
  },

  cancelParty: {
    unsaved: 'We could not cancel your party. Please try again.',
    resolve: async ({ params, account }) => {
      const party = ownParty(params.id!, account!.id)
      const coming = membersOf(party.id).filter((m) => m.status !== 'cancelled')
      if (!coming.length) throw fail.rule('Only upcoming appointments can be cancelled.')
      for (const member of coming) assertChangeable(member, 'cancel')
      const cancelled: AppointmentRecord[] = []
      for (const member of coming)
        cancelled.push(
          (await db.appointments.update((q) => q.where({ id: member.id }), {
            data(record) {
              record.status = 'cancelled'
            },
          }))!,
        )
      let pointsBack = 0
      for (const visit of cancelled) pointsBack += await returnPoints(visit)
      await mailParty(party, cancelled, {
        kind: 'appointment-cancelled',
        subject: `Party cancelled: ${formatLongDate(coming[0]!.date)}`,
        opening: 'Your party has been cancelled.',
        guestOpening: (hostName) => `${hostName} cancelled your visit.`,
        extra: pointsBack
          ? [`Diva Rewards: the ${pointsBack} points you spent on it are back in your balance.`]
          : [],
      })
      for (const visit of coming) await tellWaitlist(visit)
      return partyView(party)
    },
  },
} satisfies Partial<Resolvers>
