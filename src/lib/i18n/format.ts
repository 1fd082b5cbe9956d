import { intlLocales, type Language } from './languages'

// Dates and numbers written the way a language writes them, through Intl (every browser ships
// it), English's dates too; times of day from the small table below. English keeps the site's own
// forms of times (src/lib/salon-time.ts), which need no Intl object at start; prices are the
// salon's own in every language (money.ts).
// Each formatter is made on first use and kept.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => T,
): T {
  let made = formatters.get(key) as T | undefined
  if (!made) formatters.set(key, (made = make()))
  return made
}

const dateStyles = {
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  dayOfYear: { weekday: 'long', month: 'long', day: 'numeric' },
  short: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  monthYear: { year: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/** A calendar date ('YYYY-MM-DD') in `language`, as `style` says: 'miércoles, 25 de noviembre'. */
export function localDate(date: string, style: keyof typeof dateStyles, language: Language) {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return formatter(
    `date:${style}:${language}`,
    () => new Intl.DateTimeFormat(intlLocales[language], { ...dateStyles[style], timeZone: 'UTC' }),
  ).format(Date.UTC(y, m - 1, d))
}

// Times are written here rather than by Intl: runtimes ship different locale data (Node's ICU
// writes Korean 'PM 2:30', browsers '오후 2:30'), and a page, its prerendered copy and a mail must agree.
const twelveHour = (hour: number, minute: string) => `${((hour + 11) % 12) + 1}:${minute}`
const clocks: Record<Language, (hour: number, minute: string) => string> = {
  en: (hour, minute) => `${twelveHour(hour, minute)} ${hour < 12 ? 'AM' : 'PM'}`,
  es: (hour, minute) => `${twelveHour(hour, minute)} ${hour < 12 ? 'a.m.' : 'p.m.'}`,
  vi: (hour, minute) => `${hour}:${minute}`,
  ko: (hour, minute) => `${hour < 12 ? '오전' : '오후'} ${twelveHour(hour, minute)}`,
}

/** A time of day (minutes after midnight) in `language`: '2:30 p.m.', '14:30', '오후 2:30'. */
export const localTime = (minutes: number, language: Language) =>
  clocks[language](Math.floor(minutes / 60), String(minutes % 60).padStart(2, '0'))

/** A whole number grouped as `language` groups it: 5.000, 5.000, 5,000. */
export const localCount = (count: number, language: Language) =>
  formatter(`count:${language}`, () => new Intl.NumberFormat(intlLocales[language])).format(
    Math.trunc(count),
  )

/** Minutes as `language` abbreviates them: '45 min', '45 phút', '45분'. */
export const localMinutes = (minutes: number, language: Language) =>
  formatter(
    `minutes:${language}`,
    () =>
      new Intl.NumberFormat(intlLocales[language], {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'short',
      }),
  ).format(minutes)

// The one word of a price the salon writes: money.ts is shared with the contract's schemas, which
// Node scripts read without the catalogs, so it is kept here with the other forms.
const perNail: Record<Exclude<Language, 'en'>, string> = {
  es: '{amount} por uña',
  vi: '{amount} mỗi móng',
  ko: '손톱당 {amount}',
}

/** A price for each nail in `language`: '$10 por uña'. */
export const localPerNail = (amount: string, language: Exclude<Language, 'en'>) =>
  perNail[language].replace('{amount}', amount)

/** A weekday (0 Monday … 6 Sunday) in `language`: 'lun', 'lunes', '월', '월요일'. */
export const localWeekday = (day: number, style: 'short' | 'long', language: Language) =>
  formatter(
    `weekday:${style}:${language}`,
    () => new Intl.DateTimeFormat(intlLocales[language], { weekday: style, timeZone: 'UTC' }),
  ).format(Date.UTC(2024, 0, 1 + day))
