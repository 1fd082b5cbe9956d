import { format, parseISO } from 'date-fns'
import { salonDateOf } from './salon-time'

/** 'May 2025': the salon's month at an ISO instant, whatever the visitor's zone; '' when missing. */
export const formatMonthYear = (iso: string | undefined) =>
  iso ? format(parseISO(salonDateOf(parseISO(iso))), 'MMMM yyyy') : ''

/** 'Sat, Nov 28, 2026' from 'YYYY-MM-DD'. */
export const formatShortDate = (date: string) => format(parseISO(date), 'EEE, MMM d, yyyy')
