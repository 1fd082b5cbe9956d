import { describe, expect, it } from 'vitest'
import { openingDays, openingLine, openingTimes } from '@/lib/opening-hours'
import { salon } from '@/lib/salon'

// The hours are written from the salon's data in each language, never an English sentence.
const [weekdays, , sunday] = salon.hours

describe('the opening hours', () => {
  it('keep the salon’s own English forms', () => {
    expect(openingDays(weekdays, 'short', 'en')).toBe('Mon-Fri')
    expect(openingDays(weekdays, 'long', 'en')).toBe('Monday to Friday')
    expect(openingTimes(sunday, 'en')).toEqual({ opens: '10AM', closes: '6PM' })
  })
  it('read in Korean', () => {
    expect(openingDays(weekdays, 'long', 'ko')).toBe('월요일–금요일')
    expect(openingTimes(weekdays, 'ko')).toEqual({ opens: '오전 9:00', closes: '오후 8:00' })
  })
  it('read in Spanish and Vietnamese', () => {
    expect(openingDays(weekdays, 'short', 'es')).toBe('lun–vie')
    expect(openingTimes(sunday, 'es')).toEqual({ opens: '10:00 a.m.', closes: '6:00 p.m.' })
    expect(openingDays(sunday, 'long', 'vi')).toBe('Chủ Nhật')
    expect(openingTimes(sunday, 'vi')).toEqual({ opens: '10:00', closes: '18:00' })
  })
  it('read in one line, days of the same hours together', () => {
    expect(openingLine(salon.hours, 'en')).toBe('Mon-Sat 9AM-8PM · Sun 10AM-6PM')
    expect(openingLine(salon.hours, 'ko')).toBe(
      '월–토 오전 9:00-오후 8:00 · 일 오전 10:00-오후 6:00',
    )
  })
})
