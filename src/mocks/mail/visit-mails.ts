import { waitlistBookingPath } from '@/lib/booking-link'
import { pathInLanguage, type Language } from '@/lib/i18n/languages'
import { fullAddress, salon } from '@/lib/salon'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import type { AppointmentRecord, WaitlistRecord } from '../db/records'
import { pointsToEarn } from '../domain/points'
import { say, serviceAndDate, serviceNameIn, writeAsGiven } from '../language'
import {
  changeNote,
  pointsBackText,
  priceNotes,
  sendLetter,
  visitDetails,
  visitLinesText,
  visitTotalText,
  whenText,
} from './letters'

/**
 * A member's confirmation names the points spent and the points the visit will earn, in
 * `language`.
 */
export function rewardsText(visit: AppointmentRecord, language: Language): string[] {
  const earns = pointsToEarn(visit)
  if (!earns) return []
  const values = { spent: visit.pointsSpent, points: earns.points }
  const line = visit.pointsSpent
    ? earns.doubled
      ? say(
          'Diva Rewards: {spent} points spent. This visit will earn {points} points (double, in your birthday month).',
          values,
        )
      : say('Diva Rewards: {spent} points spent. This visit will earn {points} points.', values)
    : earns.doubled
      ? say(
          'Diva Rewards: This visit will earn {points} points (double, in your birthday month).',
          values,
        )
      : say('Diva Rewards: This visit will earn {points} points.', values)
  return [writeAsGiven(language, line)]
}

/** A visit booked, to the address she booked with, in her account's language (`reads`). */
export function bookingConfirmationMail(visit: AppointmentRecord, reads: Language) {
  return sendLetter(
    {
      kind: 'booking-confirmation',
      to: visit,
      subject: say('Booking confirmed: {service} on {date}', serviceAndDate(visit, reads)),
      lines: [
        writeAsGiven(reads, say('Your appointment is confirmed.')),
        ...visitDetails(visit, reads),
        writeAsGiven(
          reads,
          say('Price: {price}{notes}', {
            price: visitTotalText(visit),
            notes: priceNotes(visit, reads),
          }),
        ),
        ...rewardsText(visit, reads),
        '',
        changeNote(reads),
      ],
    },
    reads,
  )
}

/** A visit moved: the time it was and the time it is. */
export function rescheduledMail(visit: AppointmentRecord, was: AppointmentRecord, reads: Language) {
  return sendLetter(
    {
      kind: 'appointment-rescheduled',
      to: visit,
      subject: say('Appointment moved: {service} on {date}', serviceAndDate(visit, reads)),
      lines: [
        writeAsGiven(reads, say('Your appointment has a new time.')),
        ...visitLinesText(visit, reads),
        writeAsGiven(reads, say('Was: {when}', { when: whenText(was, reads) })),
        writeAsGiven(reads, say('Now: {when}', { when: whenText(visit, reads) })),
        writeAsGiven(reads, say('Stylist: {stylist}', { stylist: visit.stylist })),
        '',
        changeNote(reads, true),
      ],
    },
    reads,
  )
}

/** A guest's visit cancelled, to the client who booked her party. */
export function guestCancelledMail(
  host: AppointmentRecord,
  guest: AppointmentRecord,
  reads: Language,
) {
  return sendLetter(
    {
      kind: 'appointment-cancelled',
      to: host,
      subject: say('Guest cancelled: {name}, {date}', {
        name: guest.name,
        date: formatLongDate(guest.date, reads),
      }),
      lines: [
        writeAsGiven(
          reads,
          say('{name}’s visit in your party has been cancelled; everyone else keeps their time.', {
            name: guest.name,
          }),
        ),
        ...visitLinesText(guest, reads),
        writeAsGiven(reads, say('When: {when}', { when: whenText(guest, reads) })),
      ],
    },
    reads,
  )
}

/** A visit cancelled, with the points it gave back and a link to book it again. */
export function cancelledMail(
  visit: AppointmentRecord,
  pointsBack: number,
  bookAgain: string,
  reads: Language,
) {
  return sendLetter(
    {
      kind: 'appointment-cancelled',
      to: visit,
      subject: say('Appointment cancelled: {service} on {date}', serviceAndDate(visit, reads)),
      lines: [
        writeAsGiven(reads, say('Your appointment has been cancelled.')),
        ...visitDetails(visit, reads),
        ...(pointsBack ? [pointsBackText(pointsBack, reads)] : []),
        '',
        writeAsGiven(
          reads,
          say('To book it again, visit {link} or call us at {phone}.', {
            link: `${salon.siteUrl}${pathInLanguage(bookAgain, reads)}`,
            phone: salon.headerPhone,
          }),
        ),
      ],
    },
    reads,
  )
}

/** The day-before reminder, in the language of the account that booked it. */
export function reminderMail(visit: AppointmentRecord, language: Language) {
  const when = whenText(visit, language)
  return sendLetter(
    {
      kind: 'appointment-reminder',
      to: visit,
      subject: say('Reminder: {service} on {when}', {
        service: serviceNameIn(visit, language),
        when,
      }),
      lines: [
        writeAsGiven(
          language,
          say('A reminder of your appointment at {time}.', {
            time: formatTime(visit.time, language),
          }),
        ),
        ...visitDetails(visit, language),
        writeAsGiven(language, say('Where: {address}', { address: fullAddress })),
        '',
        writeAsGiven(
          language,
          say('Running late or need to change it? Please call us at {phone}.', {
            phone: salon.headerPhone,
          }),
        ),
      ],
    },
    language,
  )
}

/** A time opened for one waiting: where to book it, in the language of her account. */
export function waitlistOpeningMail(
  told: WaitlistRecord & { openedTime: string },
  durationMinutes: number,
  language: Language,
) {
  const date = formatLongDate(told.date, language)
  const time = formatTime(told.openedTime, language)
  return sendLetter(
    {
      kind: 'waitlist-opening',
      to: told,
      subject: say('A time opened: {service} on {date} at {time} ET', {
        service: serviceNameIn(told, language),
        date,
        time,
      }),
      lines: [
        writeAsGiven(
          language,
          say('A time you asked about has opened: {date} at {time} ET with {stylist}.', {
            date,
            time,
            stylist: told.openedStylist,
          }),
        ),
        ...visitLinesText({ services: told.services, durationMinutes }, language),
        '',
        writeAsGiven(language, say('We do not hold the time: whoever books first gets it.')),
        writeAsGiven(
          language,
          say('Book it at {link} or call us at {phone}.', {
            link: `${salon.siteUrl}${pathInLanguage(waitlistBookingPath(told), language)}`,
            phone: salon.headerPhone,
          }),
        ),
      ],
    },
    language,
  )
}
