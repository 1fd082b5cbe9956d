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
// every calendar, whatever the visitor's own time zone. A plain Date first: the salon's TZDate
// writes its ISO string with the zone's offset, not in UTC.
const icsInstant = (d: Date) =>
  new Date(d.getTime())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/([,;])/g, '\\$1')

const utf8 = new TextEncoder()

/**
 * RFC 5545 §3.1: a line longer than 75 octets (UTF-8 bytes, not characters) goes on in lines that
 * start with a space, and is never cut inside a character.
 */
function fold(line: string): string {
  const lines = ['']
  let octets = 0
  for (const char of line) {
    const size = utf8.encode(char).length
    // The continuation's leading space counts towards its 75.
    if (octets + size > (lines.length === 1 ? 75 : 74)) {
      lines.push('')
      octets = 0
    }
    lines[lines.length - 1] += char
    octets += size
  }
  return lines.join('\r\n ')
}

/** An .ics file of appointments (a party's: one event per person), in salon time. */
export function calendarIcs(events: readonly CalendarEvent[], now = new Date()): string {
  const vevents = events.flatMap((event) => {
    const start = salonDateTime(event.date, event.time)
    const end = new Date(start.getTime() + event.durationMinutes * 60_000)
    return [
      'BEGIN:VEVENT',
      `UID:${event.uid}@divanailspa.com`,
      `DTSTAMP:${icsInstant(now)}`,
      `DTSTART:${icsInstant(start)}`,
      `DTEND:${icsInstant(end)}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      'END:VEVENT',
    ]
  })
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Diva Nail Spa//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vevents,
    'END:VCALENDAR',
  ]
    .map((line) => `${fold(line)}\r\n`)
    .join('')
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
