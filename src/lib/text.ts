import { localCount } from './i18n/format'
import { pageLanguage } from './i18n/page-language'

/**
 * A count as people read it: 5000 → '5,000'. Grouped by hand rather than with toLocaleString,
 * whose first call loads the browser's number formatting while the messages are built at start.
 */
export const formatCount = (count: number, language = pageLanguage()) =>
  language === 'en'
    ? String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : localCount(count, language)
