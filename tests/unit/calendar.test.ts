import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarIcs, type CalendarEvent } from '@/lib/calendar'

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'appt_1234',
  title: 'Gel Manicure at Diva Nail Spa',
  description: 'Gel Manicure with Mia Tran.',
  location: '13940 Lee Jackson Memorial Hwy, Suite 112, Chantilly, VA 20151',
  date: '2026-11-25',
  time: '13:00',
  durationMinutes: 45,
  ...overrides,
})

/** The file as a calendar app reads it: ical.js throws on anything that is not iCalendar. */
function parse(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('No VEVENT in the file')
  return new ICAL.Event(vevent)
}

describe('the confirmation’s calendar file', () => {
  it('parses, with UTC start and end at the salon’s local time', () => {
    const ics = calendarIcs([event()])
    const parsed = parse(ics)
    expect(parsed.summary).toBe('Gel Manicure at Diva Nail Spa')
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-25T18:00:00.000Z')
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-11-25T18:45:00.000Z')
    expect(ics).toContain('\r\nDTSTART:20261125T180000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261125T184500Z\r\n')
  })

  it('holds one event per person of a party, each with her own start', () => {
    const ics = calendarIcs([
      event({ uid: 'appt_ana' }),
      event({
        uid: 'appt_bea',
        title: 'Signature Pedicure at Diva Nail Spa (Bea Lopez)',
        time: '11:00',
      }),
    ])
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent')
    expect(events.map((e) => new ICAL.Event(e).summary)).toEqual([
      'Gel Manicure at Diva Nail Spa',
      'Signature Pedicure at Diva Nail Spa (Bea Lopez)',
    ])
    expect(events.map((e) => new ICAL.Event(e).uid)).toEqual([
      'appt_ana@divanailspa.com',
      'appt_bea@divanailspa.com',
    ])
  })

  it.each([
    // Daylight saving time ends on Sunday, November 1, 2026: 10 AM is UTC-4 before, UTC-5 after.
    ['2026-10-31', '20261031T140000Z', '2026-10-31T14:00:00.000Z', '2026-10-31T15:00:00.000Z'],
    ['2026-11-02', '20261102T150000Z', '2026-11-02T15:00:00.000Z', '2026-11-02T16:00:00.000Z'],
  ])(
    'puts 10:00 AM on %s at %s, across the change of daylight saving time',
    (date, dtstart, start, end) => {
      const ics = calendarIcs([event({ date, time: '10:00', durationMinutes: 60 })])
      expect(ics).toContain(`\r\nDTSTART:${dtstart}\r\n`)
      const parsed = parse(ics)
      expect(parsed.startDate.toJSDate().toISOString()).toBe(start)
      expect(parsed.endDate.toJSDate().toISOString()).toBe(end)
    },
  )

  it('ends every line with CRLF and folds lines longer than 75 octets, never inside a character', () => {
    const description =
      'Ongles en amande, dégradé rosé ✨ 💅 — très délicat, s’il vous plaît. '.repeat(6)
    const title = 'Manucure gel “Signature” à Diva Nail Spa, Chantilly — rendez-vous confirmé ✨'
    const ics = calendarIcs([event({ title, description: `${description}\r\nMerci !` })])

    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.split('\r\n').slice(0, -1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    // Decoding as strict UTF-8 fails if a fold cut a character in two.
    for (const line of lines) {
      expect(() =>
        new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line)),
      ).not.toThrow()
    }

    const parsed = parse(ics)
    expect(parsed.summary).toBe(title)
    expect(parsed.description).toBe(`${description}\nMerci !`)
  })
})
