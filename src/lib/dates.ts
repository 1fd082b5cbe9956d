import { format, parseISO } from 'date-fns'

/** 'May 2025' from an ISO instant; '' when missing. */
export const formatMonthYear = (iso: string | undefined) =>
  iso ? format(parseISO(iso), 'MMMM yyyy') : ''

/** 'Sat, Nov 28, 2026' from 'YYYY-MM-DD'. */
export const formatShortDate = (date: string) => format(parseISO(date), 'EEE, MMM d, yyyy')
