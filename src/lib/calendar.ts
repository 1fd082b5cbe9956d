import { salonDateTime } from './salon-time'

export interface CalendarEvent {
  uid: string
  title: string
  description: string
  location: string
  date: string
  time: string
  durationMinutes: number
}

// iCalendar (RFC 5545) wants UTC instants as 20261125T150000Z; using UTC keeps the event right in
// every calendar, whatever the visitor's own time zone.
const icsInstant = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1')

/** An .ics file for one appointment, in salon time. */
export function appointmentIcs(event: CalendarEvent, now = new Date()): string {
  const start = salonDateTime(event.date, event.time)
  const end = new Date(start.getTime() + event.durationMinutes * 60_000)
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Diva Nail Spa//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}@divanailspa.com`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

/** Offers text as a file download. */
export function downloadFile(filename: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
