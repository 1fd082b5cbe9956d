import { localDate } from './i18n/format'
import { pageLanguage } from './i18n/page-language'
import { salonDateOf } from './salon-time'

/** 'May 2025': the salon's month at an ISO instant, whatever the visitor's zone; '' when missing. */
export const formatMonthYear = (iso: string | undefined, language = pageLanguage()) => {
  if (!iso) return ''
  return localDate(salonDateOf(new Date(iso)), 'monthYear', language)
}

/** 'Sat, Nov 28, 2026' from 'YYYY-MM-DD'. */
export const formatShortDate = (date: string, language = pageLanguage()) =>
  localDate(date, 'short', language)
