import { describe, expect, it } from 'vitest'
import { cardBrandOf, isCvcValid, isExpiryCurrent, passesLuhn } from '@/lib/payments/card-checks'
import { formatExpiryInput, groupCardNumber, parseExpiry } from '@/payments/card-input'
import { salonToday } from '@/lib/salon-time'

// The card form's own checks: Luhn, the brand, the expiry and the CVC, as the provider's test
// cards and the networks' ranges have them.

describe('the card number', () => {
  it('passes Luhn for the provider’s test cards and fails a typo', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true)
    expect(passesLuhn('4000 0000 0000 0002')).toBe(true)
    expect(passesLuhn('4000 0000 0000 0341')).toBe(true)
    expect(passesLuhn('3782 822463 10005')).toBe(true)
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false)
    expect(passesLuhn('1234')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('names its brand from the first digits', () => {
    expect(cardBrandOf('4242 4242 4242 4242')).toBe('visa')
    expect(cardBrandOf('5555 5555 5555 4444')).toBe('mastercard')
    expect(cardBrandOf('2221 0000 0000 0009')).toBe('mastercard')
    expect(cardBrandOf('2720 9900 0000 0000')).toBe('mastercard')
    expect(cardBrandOf('2721 0000 0000 0000')).toBe('unknown')
    expect(cardBrandOf('3782 822463 10005')).toBe('amex')
    expect(cardBrandOf('3400 000000 00009')).toBe('amex')
    expect(cardBrandOf('6011 1111 1111 1117')).toBe('discover')
    expect(cardBrandOf('6500 0000 0000 0002')).toBe('discover')
    expect(cardBrandOf('6445 0000 0000 0000')).toBe('discover')
    expect(cardBrandOf('6430 0000 0000 0000')).toBe('unknown')
    expect(cardBrandOf('1234')).toBe('unknown')
  })

  it('is grouped as printed: fours, and 4-6-5 for American Express', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(groupCardNumber('42424')).toBe('4242 4')
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(groupCardNumber('37828')).toBe('3782 8')
  })
})

describe('the expiry', () => {
  const today = '2026-05-14'

  it('reads MM / YY as she types it', () => {
    expect(parseExpiry('12 / 28')).toEqual({ expMonth: 12, expYear: 2028 })
    expect(parseExpiry('0528')).toEqual({ expMonth: 5, expYear: 2028 })
    expect(parseExpiry('13 / 28')).toBeNull()
    expect(parseExpiry('12 / 2')).toBeNull()
    expect(formatExpiryInput('1228')).toBe('12 / 28')
    expect(formatExpiryInput('12 / 2')).toBe('12 / 2')
    expect(formatExpiryInput('1')).toBe('1')
  })

  it('takes a year in full, as autofill (cc-exp) may give it: MM / YY all the same', () => {
    expect(formatExpiryInput('12/2028')).toBe('12 / 28')
    expect(formatExpiryInput('12 / 2028')).toBe('12 / 28')
    expect(formatExpiryInput('1/2028')).toBe('01 / 28')
    expect(formatExpiryInput('122028')).toBe('12 / 28')
    expect(parseExpiry('12/2028')).toEqual({ expMonth: 12, expYear: 2028 })
    expect(parseExpiry(formatExpiryInput('05/2027'))).toEqual({ expMonth: 5, expYear: 2027 })
    // Typed digit by digit, a year starting 20 is still the two-digit year.
    expect(formatExpiryInput('1220')).toBe('12 / 20')
  })

  it('is good through this month, in the salon’s time, and not before', () => {
    expect(isExpiryCurrent({ expMonth: 5, expYear: 2026 }, today)).toBe(true)
    expect(isExpiryCurrent({ expMonth: 1, expYear: 2027 }, today)).toBe(true)
    expect(isExpiryCurrent({ expMonth: 4, expYear: 2026 }, today)).toBe(false)
    expect(isExpiryCurrent({ expMonth: 12, expYear: 2025 }, today)).toBe(false)
    const [year, month] = salonToday().split('-').map(Number)
    expect(isExpiryCurrent({ expMonth: month!, expYear: year! })).toBe(true)
    expect(
      isExpiryCurrent({
        expMonth: month! === 1 ? 12 : month! - 1,
        expYear: month! === 1 ? year! - 1 : year!,
      }),
    ).toBe(false)
  })
})

describe('the CVC', () => {
  it('has 3 digits, 4 for American Express', () => {
    expect(isCvcValid('123', 'visa')).toBe(true)
    expect(isCvcValid('1234', 'visa')).toBe(false)
    expect(isCvcValid('123', 'amex')).toBe(false)
    expect(isCvcValid('1234', 'amex')).toBe(true)
    expect(isCvcValid('12a', 'unknown')).toBe(false)
  })
})
