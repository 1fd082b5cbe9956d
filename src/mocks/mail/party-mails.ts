import type { Language } from '@/lib/i18n/languages'
import { formatPrice } from '@/lib/money'
import { salon } from '@/lib/salon'
import { formatLongDate } from '@/lib/salon-time'
import type { AppointmentRecord } from '../db/records'
import { say, serviceAndDate, type Text, writeAsGiven } from '../language'
import {
  changeNote,
  personLine,
  pointsBackText,
  priceNotes,
  sendLetter,
  visitDetails,
  visitTotalText,
  whenText,
} from './letters'
import { rewardsText } from './visit-mails'

// A party's mails: the client who booked hears of everyone, each guest with an email of her own
// visit, all in the client's account's language.

/** What a party's mail says beside its people, in the client's language. */
export interface PartyWords {
  kind: 'booking-confirmation' | 'appointment-rescheduled' | 'appointment-cancelled'
  subject: Text
  /** A guest's subject, about her own visit. */
  guestSubject: (visit: { service: string; date: string }) => Text
  opening: Text
  guestOpening: (host: string) => Text
  extra?: string[]
}

/**
 * Mails the client who booked (every person) and each guest with an email (her own visit), all
 * in the client's account's language.
 */
async function mailParty(
  host: AppointmentRecord,
  people: readonly AppointmentRecord[],
  language: Language,
  said: PartyWords,
) {
  const { kind } = said
  await sendLetter(
    {
      kind,
      to: host,
      subject: said.subject,
      lines: [
        writeAsGiven(language, said.opening),
        writeAsGiven(
          language,
          say('When: {when}', { when: formatLongDate(people[0]!.date, language) }),
        ),
        ...people.map((person) => personLine(person, language)),
        ...(said.extra ?? []),
        '',
        changeNote(language),
      ],
    },
    language,
  )
  for (const guest of people.filter((p) => p.guest && p.email))
    await sendLetter(
      {
        kind,
        to: guest,
        subject: said.guestSubject(serviceAndDate(guest, language)),
        lines: [
          writeAsGiven(language, said.guestOpening(host.name)),
          ...visitDetails(guest, language),
          '',
          writeAsGiven(
            language,
            say('Questions? Call us at {phone}.', { phone: salon.headerPhone }),
          ),
        ],
      },
      language,
    )
}

/** A party booked: its total, the client's own price, its offer and the champagne. */
export function partyBookedMail(
  booked: readonly AppointmentRecord[],
  party: { bridal: boolean; event: boolean; champagne: boolean; total: number },
  offer: (language: Language) => string | undefined,
  language: Language,
) {
  const host = booked[0]!
  const text = offer(language)
  return mailParty(host, booked, language, {
    kind: 'booking-confirmation',
    subject: say('Booking confirmed: a party of {size} on {date}', {
      size: booked.length,
      date: formatLongDate(host.date, language),
    }),
    guestSubject: (visit) => say('Booking confirmed: {service} on {date}', visit),
    opening: say(
      party.bridal
        ? 'Your bridal party is confirmed.'
        : party.event
          ? 'Your private event is confirmed.'
          : 'Your visit together is confirmed.',
    ),
    guestOpening: (hostName) =>
      say('{host} booked you a visit at {salon}.', { host: hostName, salon: salon.name }),
    extra: [
      writeAsGiven(language, say('Total: {total}', { total: formatPrice(party.total) })),
      ...(host.rewardDiscount
        ? [
            writeAsGiven(
              language,
              say('Your own visit: {total}{notes}', {
                total: visitTotalText(host),
                notes: priceNotes(host, language),
              }),
            ),
          ]
        : []),
      ...(text ? [text] : []),
      ...(party.champagne
        ? [writeAsGiven(language, say('Champagne is on us: we will have it ready for your party.'))]
        : []),
      ...rewardsText(host, language),
    ],
  })
}

/** A party moved: when it was, and everyone's new seat. */
export function partyMovedMail(
  host: AppointmentRecord,
  moved: readonly AppointmentRecord[],
  wasAt: { date: string; time: string },
  language: Language,
) {
  return mailParty(host, moved, language, {
    kind: 'appointment-rescheduled',
    subject: say('Party moved: {date}', { date: formatLongDate(moved[0]!.date, language) }),
    guestSubject: (visit) => say('Party moved: {service} on {date}', visit),
    opening: say('Your party has a new time (it was {when}).', {
      when: whenText(wasAt, language),
    }),
    guestOpening: (hostName) => say('{host} moved your visit to a new time.', { host: hostName }),
  })
}

/** A party cancelled, with the points it gave back. */
export function partyCancelledMail(
  host: AppointmentRecord,
  cancelled: readonly AppointmentRecord[],
  pointsBack: number,
  language: Language,
) {
  return mailParty(host, cancelled, language, {
    kind: 'appointment-cancelled',
    subject: say('Party cancelled: {date}', {
      date: formatLongDate(cancelled[0]!.date, language),
    }),
    guestSubject: (visit) => say('Party cancelled: {service} on {date}', visit),
    opening: say('Your party has been cancelled.'),
    guestOpening: (hostName) => say('{host} cancelled your visit.', { host: hostName }),
    extra: pointsBack ? [pointsBackText(pointsBack, language)] : [],
  })
}
