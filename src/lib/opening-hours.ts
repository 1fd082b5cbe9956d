import { localWeekday } from './i18n/format'
import { pageLanguage } from './i18n/page-language'
import type { salon } from './salon'
import { formatTime } from './salon-time'

// The salon's opening hours written from its data (days and times), in the page's language.
// English keeps the salon's own forms ('Mon-Fri', '9AM-8PM').

type Hours = (typeof salon.hours)[number]
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The days a line of hours covers: 'Mon-Fri' or 'Monday to Friday'; 'lun–vie', '월요일–금요일'. */
export function openingDays(hours: Hours, style: 'short' | 'long', language = pageLanguage()) {
  if (language === 'en') return style === 'short' ? hours.days : hours.longDays
  const names = hours.dayOfWeek.map((day) => localWeekday(weekdays.indexOf(day), style, language))
  return names.length > 1 ? `${names[0]}–${names[names.length - 1]}` : (names[0] ?? '')
}

/** When a line of hours opens and closes: '9AM', '8PM'; '9:00 a.m.', '오후 8:00'. */
export function openingTimes(hours: Hours, language = pageLanguage()) {
  return language === 'en'
    ? { opens: hours.opens, closes: hours.closes }
    : { opens: formatTime(hours.from, language), closes: formatTime(hours.to, language) }
}
