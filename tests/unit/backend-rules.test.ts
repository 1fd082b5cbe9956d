import { describe, expect, it } from 'vitest'
import { partyRules } from '@/api/schemas'
import { endpointList, successSchema } from '@/api/schemas/contract'
import { z } from '@/api/schemas/zod'
import { CHANGE_NOTICE_HOURS, CHANGE_NOTICE_MS, LOGIN_LIMIT, RESET_MAIL_LIMIT } from '@/lib/rules'
import { formatDayOfYear } from '@/lib/salon-time'
import { limits, secondsLocked } from '@/mocks/domain/attempts'
import { tooSoonMessage } from '@/mocks/domain/party-booking'
import { isInsideNoticeWindow } from '@/mocks/domain/policy'
import { localized, write } from '@/mocks/language'

// The back-end's rules come from their named constants (src/lib/rules.ts, partyRules), and its
// answers translate the salon's words only where the contract marks them.

describe('the rules the back-end enforces', () => {
  it('locks sign-in after LOGIN_LIMIT wrong passwords, until the oldest leaves the window', () => {
    expect(limits).toEqual({ login: LOGIN_LIMIT, reset: RESET_MAIL_LIMIT })
    const now = Date.parse('2026-11-18T15:00:00Z')
    const tries = Array.from({ length: LOGIN_LIMIT.tries }, (_, i) => now - i * 1000).reverse()
    expect(secondsLocked(tries.slice(1), now, LOGIN_LIMIT)).toBe(0)
    const oldest = tries[0]!
    expect(secondsLocked(tries, now, LOGIN_LIMIT)).toBe(
      Math.ceil((oldest + LOGIN_LIMIT.windowMs - now) / 1000),
    )
    expect(secondsLocked(tries, oldest + LOGIN_LIMIT.windowMs, LOGIN_LIMIT)).toBe(0)
  })

  it('takes changes online until CHANGE_NOTICE_HOURS before a visit, not after', () => {
    const visit = { date: '2026-11-25', time: '10:00' }
    const start = Date.parse('2026-11-25T15:00:00Z')
    expect(isInsideNoticeWindow(visit, new Date(start - CHANGE_NOTICE_MS))).toBe(false)
    expect(isInsideNoticeWindow(visit, new Date(start - CHANGE_NOTICE_MS + 1))).toBe(true)
  })

  it('says a party’s notice from partyRules, in English as the form does', () => {
    const bridal = write('en', tooSoonMessage('2026-12-02', 2, true, 'en'))
    expect(bridal).toBe(
      `A bridal party is booked at least ${partyRules.bridalNoticeDays} days ahead. The first day you can book is ${formatDayOfYear('2026-12-02', 'en')}.`,
    )
    const event = write('en', tooSoonMessage('2026-11-25', partyRules.eventSize, false, 'en'))
    expect(event).toMatch(
      new RegExp(`^A private event is booked at least ${partyRules.eventNoticeDays} days ahead\\.`),
    )
  })

  it('states the notice hours in every language from CHANGE_NOTICE_HOURS', () => {
    const id =
      'Appointments can only be cancelled online at least {hours, plural, one {# hour} other {# hours}} in advance. Please call us at {phone}.'
    const values = { hours: CHANGE_NOTICE_HOURS, phone: '(703) 555-0100' }
    expect(write('en', { id, values })).toBe(
      'Appointments can only be cancelled online at least 24 hours in advance. Please call us at (703) 555-0100.',
    )
    for (const language of ['es', 'vi', 'ko'] as const)
      expect(write(language, { id, values: { ...values, hours: 36 } })).toContain('36')
  })
})

describe('the salon’s words in an answer', () => {
  const visit = {
    notes: 'Gel Manicure',
    name: 'Classic Manicure',
    serviceName: 'Gel Manicure',
    services: [{ name: 'Gel Manicure' }, { name: 'Nail Art (Simple)' }],
  }
  const paths = ['serviceName', 'services[].name']

  it('are translated where the contract names them, and nothing else is', () => {
    expect(localized(visit, paths, 'es')).toEqual({
      notes: 'Gel Manicure',
      name: 'Classic Manicure',
      serviceName: 'Manicura en gel',
      services: [{ name: 'Manicura en gel' }, { name: 'Arte de uñas (sencillo)' }],
    })
    expect(localized({ appointments: [visit] }, ['appointments[].notes'], 'en')).toEqual({
      appointments: [visit],
    })
    expect(localized(visit, undefined, 'es')).toBe(visit)
  })

  type Json = { type?: string; properties?: Record<string, Json>; items?: Json; anyOf?: Json[] }
  const fieldAt = (schema: Json | undefined, steps: string[]): Json | undefined => {
    if (!schema || !steps.length) return schema
    const [step, ...rest] = steps
    return fieldAt(step === '[]' ? schema.items : schema.properties?.[step!], rest)
  }
  const withWords = endpointList.filter(([, e]) => e.words?.length)

  it.each(withWords)('name text fields of the answer of %s', (_name, endpoint) => {
    const answer = z.toJSONSchema(successSchema(endpoint)!, { unrepresentable: 'any' }) as Json
    for (const path of endpoint.words!) {
      const steps = path.split(/\.|(?=\[\])/).filter(Boolean)
      expect(fieldAt(answer, steps)?.type, path).toBe('string')
    }
  })
})
