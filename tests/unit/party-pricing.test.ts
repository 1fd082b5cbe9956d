import { describe, expect, it } from 'vitest'
import type { VisitLine } from '@/api/schemas'
import { priceParty, promotions } from '@/mocks/domain/promotions'

const now = new Date('2026-11-18T15:00:00Z')
const code = (value: string) => promotions(now).find((p) => p.code === value)!
const line = (value: string, price: number, category: VisitLine['category'] = 'manicure') => ({
  value,
  name: value,
  category,
  price,
  priceBasis: 'fixed' as const,
  durationMinutes: 45,
})
const gel = [line('gel-manicure', 45)]
const pedicure = [line('signature-pedicure', 50, 'pedicure')]
const totals = (priced: ReturnType<typeof priceParty>) => priced.people.map((p) => p.total)

describe('pricing a party', () => {
  it('takes DIVAFRIEND’s 15% off every person’s services', () => {
    const priced = priceParty([gel, pedicure], code('DIVAFRIEND'))
    expect(totals(priced)).toEqual([38.25, 42.5])
    expect(priced.offer).toEqual({ kind: 'code', code: 'DIVAFRIEND' })
  })

  it('gives another code to the booking client’s own visit alone', () => {
    const priced = priceParty([gel, gel], code('FIRSTDIVA'))
    expect(totals(priced)).toEqual([36, 45])
  })

  it('takes a private event’s 10% off everyone, with no code', () => {
    const priced = priceParty([gel, gel, gel, gel, gel])
    expect(totals(priced)).toEqual([40.5, 40.5, 40.5, 40.5, 40.5])
    expect(priced.offer).toEqual({ kind: 'event', percent: 10, setAside: undefined })
  })

  it('never stacks a code on the event discount: the larger saving applies, and says which', () => {
    // FIRSTDIVA saves $9 on her visit; the event saves $22.50 on five.
    const event = priceParty([gel, gel, gel, gel, gel], code('FIRSTDIVA'))
    expect(event.offer).toEqual({ kind: 'event', percent: 10, setAside: 'FIRSTDIVA' })
    expect(totals(event)).toEqual([40.5, 40.5, 40.5, 40.5, 40.5])
    // DIVAFRIEND's 15% on everyone is larger than the event's 10%.
    const friend = priceParty([gel, gel, gel, gel, gel], code('DIVAFRIEND'))
    expect(friend.offer).toEqual({ kind: 'code', code: 'DIVAFRIEND' })
    expect(totals(friend)).toEqual([38.25, 38.25, 38.25, 38.25, 38.25])
  })

  it('makes one Nail Art (Simple) of her own visit free with the birthday treat', () => {
    const withArt = [...gel, line('nail-art-simple', 5, 'add-on')]
    const priced = priceParty([withArt, withArt], code('BDAYDIVA'))
    expect(priced.people).toEqual([
      { price: 50, discount: 5, total: 45 },
      { price: 50, discount: 0, total: 50 },
    ])
  })
})
