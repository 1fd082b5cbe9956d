import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import type { BookingOption } from '@/api'
import { visitMessages } from '@/api/schemas'
import { partyMessages, partyRules } from '@/api/schemas/party-rules'
import { bookingResolver } from '@/features/booking/booking-resolver'
import { emptyBooking, emptyGuest, type BookingValues } from '@/features/booking/booking-values'
import { booking } from '../support/api-helpers'

// The booking form's check: the back-end's schemas for a visit alone or a party, the catalogue's
// one rule (a package is booked on its own), and what adding a guest checks.

const option = (value: string, category: BookingOption['category']): BookingOption => ({
  value,
  label: value,
  price: 40,
  priceBasis: 'fixed',
  durationMinutes: 45,
  category,
})
const options = [
  option('gel-manicure', 'manicure'),
  option('classic-pedicure', 'pedicure'),
  option('bridal-package', 'package'),
]
const resolve = bookingResolver(options)

const filled = (overrides: Partial<BookingValues> = {}): BookingValues => {
  const { agreement: _agreement, ...request } = booking()
  return { ...emptyBooking(), ...request, cardId: 'card_1', ...overrides }
}
const guest = (name: string) => ({ ...emptyGuest(), name, service: 'classic-pedicure' })

/** The check as react-hook-form runs it: on submit (every field), or for the fields named. */
const check = (values: BookingValues, names?: ResolverOptions<BookingValues>['names']) =>
  resolve(values, undefined, { fields: {}, names, shouldUseNativeValidation: false })

describe('the booking form’s check', () => {
  it('passes a visit alone with the schema’s values (trimmed) and keeps the form’s own fields', async () => {
    const result = await check(filled({ name: '  Ana Garcia  ' }))
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ name: 'Ana Garcia', guests: [], brideOf: '' })
  })

  it('asks for a card on submit, alone or with guests, while she has none', async () => {
    for (const guests of [[], [guest('Bea Lopez')]]) {
      const result = await check(filled({ cardId: '', guests }))
      expect(result.errors.cardId?.message).toBe('Please save a card before you confirm.')
    }
  })

  it('refuses a second service beside a package, hers or a guest’s', async () => {
    const alone = await check(filled({ service: 'bridal-package', secondService: 'gel-manicure' }))
    expect(alone.errors.secondService?.message).toBe(visitMessages.secondServiceWithPackage)

    const party = await check(
      filled({
        guests: [
          { ...guest('Bea Lopez'), service: 'bridal-package', secondService: 'gel-manicure' },
        ],
      }),
    )
    expect(party.errors.guests?.[0]?.secondService?.message).toBe(
      visitMessages.secondServiceWithPackage,
    )
  })

  it('says nothing of a guest just added, who is not filled in yet', async () => {
    const result = await check(filled({ guests: [emptyGuest()] }), ['guests'])
    expect(result.errors).toEqual({})
  })

  it('checks the list’s size when a guest is added, and only that', async () => {
    const tooMany = Array.from({ length: partyRules.maxGuests + 1 }, () => emptyGuest())
    const result = await check(filled({ guests: tooMany }), ['guests'])
    expect(result.errors.guests?.message).toBe(partyMessages.tooManyGuests)
    expect(result.errors.guests?.[0]).toBeUndefined()
  })

  it('names each guest’s own fields on submit', async () => {
    const result = await check(filled({ guests: [emptyGuest(), guest('ana garcia')] }))
    expect(result.errors.guests?.[0]?.name?.message).toBe(partyMessages.guestNameMissing)
    expect(result.errors.guests?.[0]?.service?.message).toBe('Please select a service')
    expect(result.errors.guests?.[1]?.name?.message).toBe(partyMessages.namesRepeat)
  })

  it('passes a party whose every person is filled in', async () => {
    const values = filled({ guests: [guest('Bea Lopez')] })
    expect(await check(values)).toEqual({ values, errors: {} })
  })
})
