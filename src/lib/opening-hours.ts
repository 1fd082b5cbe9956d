import { localWeekday } from './i18n/format'
import type { Language } from './i18n/languages'
import { pageLanguage } from './i18n/page-language'
import type { salon } from './salon'
import { formatTime } from './salon-time'

// The salon's opening hours written from its data (days and times), in the page's language.
// English keeps the salon's own forms ('Mon-Fri', '9AM-8PM').

type Hours = (typeof salon.hours)[number]
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** A run of days, first to last: 'Mon-Fri', 'Monday to Friday'; 'lun–vie', '월요일–금요일'. */
function daySpan(days: readonly string[], style: 'short' | 'long', language: Language) {
  const name = (day: string) =>
    language !== 'en'
      ? localWeekday(weekdays.indexOf(day), style, language)
      : style === 'short'
        ? day.slice(0, 3)
        : day
  const first = days[0] ?? ''
  const last = days[days.length - 1] ?? first
  if (first === last) return name(first)
  const to = language !== 'en' ? '–' : style === 'short' ? '-' : ' to '
  return `${name(first)}${to}${name(last)}`
}

/** The days a line of hours covers: 'Mon-Fri' or 'Monday to Friday'; 'lun–vie', '월요일–금요일'. */
export const openingDays = (hours: Hours, style: 'short' | 'long', language = pageLanguage()) =>
  daySpan(hours.dayOfWeek, style, language)

/** When a line of hours opens and closes: '9AM', '8PM'; '9:00 a.m.', '오후 8:00'. */
export function openingTimes(hours: Hours, language = pageLanguage()) {
  return language === 'en'
    ? { opens: hours.opens, closes: hours.closes }
    : { opens: formatTime(hours.from, language), closes: formatTime(hours.to, language) }
}

/**
 * The hours in one line, days of the same hours together: 'Mon-Sat 9AM-8PM · Sun 10AM-6PM';
 * 'lun–sáb 9:00 a.m.-8:00 p.m. · dom 10:00 a.m.-6:00 p.m.'.
 */
export function openingLine(lines: readonly Hours[], language = pageLanguage()) {
  const groups: Hours[][] = []
  for (const line of lines) {
    const last = groups[groups.length - 1]
    if (last && last[0]!.from === line.from && last[0]!.to === line.to) last.push(line)
    else groups.push([line])
  }
  return groups
    .map((group) => {
      const { opens, closes } = openingTimes(group[0]!, language)
      return `${daySpan(
        group.flatMap((line) => line.dayOfWeek),
        'short',
        language,
      )} ${opens}-${closes}`
    })
    .join(' · ')
}
