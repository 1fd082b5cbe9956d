import {
  firstPartyDay,
  isEvent,
  noticeDays,
  partyRules,
  type Appointment,
  type Party,
  type PartyOffer as PartyOfferView,
  type PersonVisit,
  type Promotion,
  type VisitLine,
} from '@/api/schemas'
import { intlLocales, type Language } from '@/lib/i18n/languages'
import { formatPrice } from '@/lib/money'
import { salon } from '@/lib/salon'
import {
  formatDayOfYear,
  formatDuration,
  formatLongDate,
  formatTime,
  salonToday,
} from '@/lib/salon-time'
import { clock } from '../clock'
import { stylists } from '../db/catalogue'
import { db, newId } from '../db/db'
import type { PartyRecord } from '../db/records'
import { nearestFreeTimes } from '../domain/availability'
import { partyAvailability, unseatedAt, type Seat, type Sitter } from '../domain/party-seating'
import { isInsideNoticeWindow, startOf } from '../domain/policy'
import { checkPromotion, priceParty, promotions, type PartyOffer } from '../domain/promotions'
import { priceWithReward, REWARD_POINTS } from '../domain/rewards'
import { visitMinutes, visitName } from '../domain/visit'
import { ApiFailure, fail, type Resolvers } from '../http'
import { say, write, type Text } from '../language'
import {
  assertChangeable,
  assertOneChair,
  hasOwnBookings,
  pointsBackText,
  priceNotes,
  promoRefused,
  rewardRefused,
  rewardsText,
} from './appointments'
import {
  letter,
  mailText,
  serviceNameIn,
  visitLinesText,
  visitTotalText,
  whenText,
} from './letters'
import { assertRewardsAllowed, returnPoints, spendPoints } from './rewards'
import {
  activeBookingsOn,
  firstSeat,
  languageOfAccount,
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
    throw fail.badRequest(error instanceof ApiFailure ? error.text : '', named)
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

/**
 * A private event, or a bridal party, booked sooner than its notice allows: 422 on the date, in
 * the caller's `language` (partyMessages.tooSoon's words, which the form says in English).
 */
function assertNotTooSoon(date: string, size: number, bridal: boolean, language: Language) {
  const days = noticeDays(size, bridal)
  if (!days) return
  const firstDay = firstPartyDay(salonToday(clock.now()), size, bridal)
  if (date >= firstDay) return
  const values = { days, date: formatDayOfYear(firstDay, language) }
  const message = bridal
    ? say(
        'A bridal party is booked at least {days} days ahead. The first day you can book is {date}.',
        values,
      )
    : say(
        'A private event is booked at least {days} days ahead. The first day you can book is {date}.',
        values,
      )
  throw new ApiFailure(422, 'BUSINESS_RULE', message, { fieldErrors: { date: message } })
}

/** "Ana, Bea and Cleo", as `language` lists names. */
const nameList = (names: readonly string[], language: Language) =>
  language !== 'en'
    ? new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(names)
    : names.length < 2
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/**
 * Everyone's seat from `time`, or why not (in the caller's `language`): 422 for a time that
 * cannot be booked at all, 409 with the nearest times that fit everyone and who could not be
 * seated.
 */
function seatParty(
  date: string,
  time: string,
  people: readonly Sitter[],
  names: readonly string[],
  language: Language,
  except: ReadonlySet<string> = new Set(),
): Seat[] {
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

/** The offer in the words the summary and the mails use, in `language`. */
function offerText(
  offer: PartyOffer,
  size: number,
  promotion: Promotion | undefined,
  language: Language,
): string | undefined {
  const words = (text: Text) => write(language, text)
  if (offer.kind === 'event') {
    const text = words(
      say('Private event: {percent}% off every person’s services, and champagne on us.', {
        percent: offer.percent,
      }),
    )
    if (!offer.setAside) return text
    const setAside = say('It saves more than {code}, so the code is not applied.', {
      code: offer.setAside,
    })
    return `${text} ${words(setAside)}`
  }
  if (offer.kind === 'none' || !promotion) return undefined
  // A private event whose code saves more: the code applies, and the champagne is still on us.
  const withEvent = (text: string) =>
    isEvent(size)
      ? `${text} ${words(
          say('It saves more than the private event’s {percent}%; champagne is still on us.', {
            percent: partyRules.eventPercent,
          }),
        )}`
      : text
  const { code, discountPercent: percent } = promotion
  if (code === 'DIVAFRIEND')
    return withEvent(words(say('DIVAFRIEND: {percent}% off every person’s services.', { percent })))
  if (code === 'BDAYDIVA')
    return withEvent(words(say('BDAYDIVA: one Nail Art (Simple) free on your visit.')))
  if (percent)
    return withEvent(words(say('{code}: {percent}% off your own visit.', { code, percent })))
  return withEvent(`${code}: ${write(language, promotion.terms)}`)
}

/** The offer as an answer shows it; its text in `language`. */
const offerView = (
  offer: PartyOffer,
  size: number,
  promotion: Promotion | undefined,
  language: Language,
): PartyOfferView => ({
  kind: offer.kind,
  code: offer.kind === 'code' ? offer.code : undefined,
  percent:
    offer.kind === 'event'
      ? offer.percent
      : offer.kind === 'code'
        ? promotion?.discountPercent
        : undefined,
  setAside: offer.setAside,
  text: offerText(offer, size, promotion, language),
})

/** A stored party's offer with its text in `language` (it is stored in English). */
function offerIn(party: PartyRecord, size: number, language: Language): PartyOfferView {
  const { offer } = party
  if (language === 'en' || !offer.text) return offer
  if (offer.kind === 'event')
    return {
      ...offer,
      text: offerText(
        {
          kind: 'event',
          percent: offer.percent ?? partyRules.eventPercent,
          setAside: offer.setAside,
        },
        size,
        undefined,
        language,
      ),
    }
  const promotion = promotions(clock.now()).find((p) => p.code === offer.code)
  if (offer.kind !== 'code' || !offer.code || !promotion) return offer
  return {
    ...offer,
    text: offerText({ kind: 'code', code: offer.code }, size, promotion, language),
  }
}

/** The promotion a code names for this party, or 422 why it does not apply (in `language`). */
function promotionFor(
  code: string | undefined,
  booking: { lines: readonly VisitLine[]; date: string; size: number; userId: string },
  birthday: Parameters<typeof checkPromotion>[1]['birthday'],
  language: Language,
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
    language,
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

/** The client's view of a party, its offer in `language`. */
function partyView(party: PartyRecord, language: Language): Party {
  const appointments: Appointment[] = membersOf(party.id).map(toAppointment)
  const { userId: _user, createdAt: _created, ...shown } = party
  return {
    ...shown,
    offer: offerIn(party, appointments.length, language),
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

/** "- Ana Garcia: Gel Manicure, 10:00 AM ET with Mia Tran, $38.25": one line per person. */
const personLine = (visit: AppointmentRecord, language: Language) => {
  const values = {
    name: visit.name,
    service: serviceNameIn(visit, language),
    time: formatTime(visit.time, language),
    stylist: visit.stylist,
    total: visitTotalText(visit, language),
  }
  return mailText(
    language,
    visit.bride
      ? say('- {name} (the bride): {service}, {time} ET with {stylist}, {total}', values)
      : say('- {name}: {service}, {time} ET with {stylist}, {total}', values),
  )
}

/**
 * Mails the client who booked (every person) and each guest with an email (her own visit), all
 * in the client's account's language: `words` says the mail's own lines in it.
 */
async function mailParty(
  party: PartyRecord,
  people: readonly AppointmentRecord[],
  kind: 'booking-confirmation' | 'appointment-rescheduled' | 'appointment-cancelled',
  words: (language: Language) => {
    subject: string
    /** A guest's subject, about her own visit. */
    guestSubject: (service: string, date: string) => Text
    opening: string
    guestOpening: (host: string) => Text
    extra?: string[]
  },
) {
  const host = membersOf(party.id).find((m) => !m.guest)!
  const language = languageOfAccount(party.userId)
  const said = words(language)
  await sendMail({
    kind,
    to: host.email,
    subject: said.subject,
    body: letter(
      host.name,
      [
        said.opening,
        mailText(
          language,
          say('When: {when}', { when: formatLongDate(people[0]!.date, language) }),
        ),
        ...people.map((person) => personLine(person, language)),
        ...(said.extra ?? []),
        '',
        mailText(
          language,
          say(
            'Need to change it? Reschedule or cancel online up to 24 hours before, or call {phone}.',
            { phone: salon.headerPhone },
          ),
        ),
      ],
      language,
    ),
  })
  for (const guest of people.filter((p) => p.guest && p.email))
    await sendMail({
      kind,
      to: guest.email,
      subject: mailText(
        language,
        said.guestSubject(serviceNameIn(guest, language), formatLongDate(guest.date, language)),
      ),
      body: letter(
        guest.name,
        [
          mailText(language, said.guestOpening(host.name)),
          ...visitLinesText(guest, language),
          mailText(language, say('When: {when}', { when: whenText(guest, language) })),
          mailText(language, say('Stylist: {stylist}', { stylist: guest.stylist })),
          '',
          mailText(language, say('Questions? Call us at {phone}.', { phone: salon.headerPhone })),
        ],
        language,
      ),
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

  partyPrice: ({ body, account, language }) => {
    const people = body.people.map((visit, i) =>
      resolvePerson(visit, `people.${i}.`, i ? undefined : visit.upgrade),
    )
    const promotion = promotionFor(
      body.promoCode,
      { lines: people[0]!.lines, date: body.date, size: people.length, userId: account!.id },
      account!.birthday,
      language,
    )
    const priced = priceParty(
      people.map((p) => p.lines),
      promotion,
    )
    return {
      people: priced.people,
      offer: offerView(priced.offer, people.length, promotion, language),
      total: Math.round(priced.people.reduce((sum, p) => sum + p.total, 0) * 100) / 100,
    }
  },

  parties: ({ query, account, language }) => {
    const upcoming = query.scope === 'upcoming'
    const parties = db.parties
      .findMany((q) => q.where({ userId: account!.id }))
      .map((party) => partyView(party, language))
      .filter((party) => party.appointments.some((a) => a.status === 'upcoming') === upcoming)
      .sort((a, b) => (upcoming ? 1 : -1) * startKey(a).localeCompare(startKey(b)))
    return { parties }
  },

  bookParty: {
    unsaved: 'We could not save your booking. Please try again.',
    resolve: async ({ body, account, language }) => {
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
        language,
      )
      assertRewardsAllowed(
        userId,
        { useReward: body.useReward, services: people[0]!.lines },
        language,
      )
      assertNotTooSoon(body.date, size, bridal, language)
      const sitters = people.map((person, i) =>
        sitterOf(person, bridal && Boolean(visits[i]!.bride)),
      )
      const seats = seatParty(
        body.date,
        body.time,
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
        // Stored in English; each answer says it in its caller's language.
        offer: offerView(priced.offer, size, promotion, 'en'),
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
      const view = partyView(party, language)
      await mailParty(party, booked, 'booking-confirmation', (reads) => {
        const offer = offerText(priced.offer, size, promotion, reads)
        return {
          subject: mailText(
            reads,
            say('Booking confirmed: a party of {size} on {date}', {
              size,
              date: formatLongDate(body.date, reads),
            }),
          ),
          guestSubject: (service, date) =>
            say('Booking confirmed: {service} on {date}', { service, date }),
          opening: write(
            reads,
            bridal
              ? 'Your bridal party is confirmed.'
              : isEvent(size)
                ? 'Your private event is confirmed.'
                : 'Your visit together is confirmed.',
          ),
          guestOpening: (hostName) =>
            say('{host} booked you a visit at {salon}.', { host: hostName, salon: salon.name }),
          extra: [
            mailText(reads, say('Total: {total}', { total: formatPrice(view.total, reads) })),
            ...(host.rewardDiscount
              ? [
                  mailText(
                    reads,
                    say('Your own visit: {total}{notes}', {
                      total: visitTotalText(host, reads),
                      notes: priceNotes(host, reads),
                    }),
                  ),
                ]
              : []),
            ...(offer ? [offer] : []),
            ...(party.champagne
              ? [write(reads, 'Champagne is on us: we will have it ready for your party.')]
              : []),
            ...rewardsText(host, reads),
          ],
        }
      })
      return view
    },
  },

  rescheduleParty: {
    unsaved: 'We could not save the new time. Please try again.',
    resolve: async ({ body, params, account, language }) => {
      const party = ownParty(params.id!, account!.id)
      const coming = membersOf(party.id).filter((m) => m.status !== 'cancelled')
      for (const member of coming) assertChangeable(member, 'reschedule')
      // Booked as a private event, it keeps the event's notice with fewer people.
      const size =
        party.kind === 'event' ? Math.max(coming.length, partyRules.eventSize) : coming.length
      assertNotTooSoon(body.date, size, party.bridal, language)
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
        language,
        new Set(coming.map((m) => m.id)),
      )
      const own = coming.findIndex((m) => !m.guest)
      if (own >= 0)
        assertOneChair(
          { ...coming[own]!, ...body, time: seats[own]!.time },
          sitters[own]!.stylistIds,
          language,
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
      await mailParty(party, moved, 'appointment-rescheduled', (reads) => ({
        subject: mailText(
          reads,
          say('Party moved: {date}', { date: formatLongDate(body.date, reads) }),
        ),
        guestSubject: (service, date) => say('Party moved: {service} on {date}', { service, date }),
        opening: mailText(
          reads,
          say('Your party has a new time (it was {when}).', {
            when: whenText(firstSeat(was), reads),
          }),
        ),
        guestOpening: (hostName) =>
          say('{host} moved your visit to a new time.', { host: hostName }),
      }))
      for (const visit of was) await tellWaitlist(visit)
      return partyView(party, language)
    },
  },

  cancelParty: {
    unsaved: 'We could not cancel your party. Please try again.',
    resolve: async ({ params, account, language }) => {
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
      await mailParty(party, cancelled, 'appointment-cancelled', (reads) => ({
        subject: mailText(
          reads,
          say('Party cancelled: {date}', { date: formatLongDate(coming[0]!.date, reads) }),
        ),
        guestSubject: (service, date) =>
          say('Party cancelled: {service} on {date}', { service, date }),
        opening: write(reads, 'Your party has been cancelled.'),
        guestOpening: (hostName) => say('{host} cancelled your visit.', { host: hostName }),
        extra: pointsBack ? [pointsBackText(pointsBack, reads)] : [],
      }))
      for (const visit of coming) await tellWaitlist(visit)
      return partyView(party, language)
    },
  },
} satisfies Partial<Resolvers>
