import { noticeDays } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { formatDayOfYear } from '@/lib/salon-time'

/**
 * How far ahead a party of `size` people must be booked, and, given the first day it can be,
 * that day: the guests' bridal note and the date field's "too soon" say it in the same words.
 */
export function partyNotice(size: number, bridal: boolean, firstDay?: string): string {
  const days = noticeDays(size, bridal)
  const notice = bridal
    ? t('A bridal party is booked at least {days} days ahead.', { days })
    : t('A private event is booked at least {days} days ahead.', { days })
  if (!firstDay) return notice
  return `${notice} ${t('The first day you can book is {date}.', { date: formatDayOfYear(firstDay) })}`
}
