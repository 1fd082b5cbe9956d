import { afterEach, describe, expect, it } from 'vitest'
import { formatShortDate } from '@/lib/dates'
import { setPageLanguage, t } from '@/lib/i18n/i18n'
import {
  languageOfHeader,
  languageOfPath,
  pathInLanguage,
  preferredLanguage,
} from '@/lib/i18n/languages'
import { formatPrice } from '@/lib/money'
import { formatDayOfYear, formatDuration, formatLongDate, formatTime } from '@/lib/salon-time'

afterEach(() => setPageLanguage('en'))

describe('a page’s address names its language', () => {
  it('English at the site’s own addresses, the others under their prefix', () => {
    expect(languageOfPath('/services')).toBe('en')
    expect(languageOfPath('/es/services')).toBe('es')
    expect(languageOfPath('/vi')).toBe('vi')
    expect(languageOfPath('/estudio')).toBe('en')
  })
  it('moves to the same page in another language', () => {
    expect(pathInLanguage('/es/services', 'en')).toBe('/services')
    expect(pathInLanguage('/services', 'ko')).toBe('/ko/services')
    expect(pathInLanguage('/es', 'vi')).toBe('/vi')
    expect(pathInLanguage('/', 'es')).toBe('/es')
    expect(pathInLanguage('/vi', 'en')).toBe('/')
  })
  it('reads the browser’s and a request’s preferences', () => {
    expect(preferredLanguage(['vi-VN', 'en-US'])).toBe('vi')
    expect(preferredLanguage(['en-US', 'es'])).toBeUndefined()
    expect(preferredLanguage(['fr-FR'])).toBeUndefined()
    expect(languageOfHeader('fr;q=0.9, ko;q=0.8, en;q=0.5')).toBe('ko')
    expect(languageOfHeader('es-US,es;q=0.9')).toBe('es')
    expect(languageOfHeader(undefined)).toBe('en')
  })
})

describe('dates, times and prices in each language', () => {
  it('are the site’s own in English', () => {
    expect(formatLongDate('2026-11-25')).toBe('Wednesday, November 25, 2026')
    expect(formatTime('14:30')).toBe('2:30 PM')
    expect(formatPrice(25)).toBe('$25')
    expect(formatPrice(29.75)).toBe('$29.75')
    expect(formatDuration(45)).toBe('45 min')
  })
  it('in Spanish', async () => {
    await setPageLanguage('es')
    expect(formatLongDate('2026-11-25')).toBe('miércoles, 25 de noviembre de 2026')
    expect(formatDayOfYear('2026-11-25')).toBe('miércoles, 25 de noviembre')
    expect(formatPrice(29.75)).toBe('$29.75')
    expect(formatTime('14:30')).toBe('2:30 p.m.')
  })
  it('in Vietnamese', async () => {
    await setPageLanguage('vi')
    expect(formatTime('14:30')).toBe('14:30')
    expect(formatTime('09:00')).toBe('9:00')
    // The salon's price list, in every language.
    expect(formatPrice(25)).toBe('$25')
    expect(formatPrice(17.5)).toBe('$17.50')
    expect(formatDuration(45)).toBe('45 phút')
  })
  it('in Korean', async () => {
    await setPageLanguage('ko')
    expect(formatDayOfYear('2026-11-25')).toBe('11월 25일 수요일')
    // The same in Node as in a browser, whatever locale data the runtime ships.
    expect(formatTime('14:30')).toBe('오후 2:30')
    expect(formatTime('09:00')).toBe('오전 9:00')
    expect(formatShortDate('2026-11-25')).toBe('2026년 11월 25일 (수)')
    expect(formatDuration(45)).toBe('45분')
  })
})

describe('the site’s words', () => {
  it('read in the page’s language, English when no translation is known', async () => {
    expect(t('Language')).toBe('Language')
    await setPageLanguage('ko')
    expect(t('Language')).toBe('언어')
  })
})
