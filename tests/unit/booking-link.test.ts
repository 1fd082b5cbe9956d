import { describe, expect, it } from 'vitest'
import { whenFromSearch } from '@/api/visit'
import { bookingPath, serviceBookingPath, waitlistBookingPath } from '@/lib/booking-link'

// Wednesday 2026-11-18, 10:00 in Chantilly.
const now = new Date('2026-11-18T15:00:00Z')
const when = (query: string) => whenFromSearch(new URLSearchParams(query), now)

describe('the day and time a booking address asks for', () => {
  it('keeps a day that can be booked, and one of its 22 times', () => {
    expect(when('date=2026-11-21&time=11:00')).toEqual({ date: '2026-11-21', time: '11:00' })
    expect(when('date=2026-11-21&time=11:15')).toEqual({ date: '2026-11-21', time: '' })
  })

  it('drops a time of today that has passed', () => {
    expect(when('date=2026-11-18&time=09:30')).toEqual({ date: '2026-11-18', time: '' })
    expect(when('date=2026-11-18&time=10:30')).toEqual({ date: '2026-11-18', time: '10:30' })
  })

  it('drops a past day, a Sunday, a day beyond 60 days or one that is not a date, with its time', () => {
    for (const date of ['2026-11-17', '2026-11-22', '2027-01-18', 'tomorrow'])
      expect(when(`date=${date}&time=11:00`)).toEqual({ date: '', time: '' })
  })
})

describe('a waitlist entry’s Book link', () => {
  it('fills in the visit, the stylist chosen, the day and the time that opened', () => {
    const entry = {
      service: 'gel-manicure',
      services: [
        { value: 'gel-manicure', category: 'manicure' },
        { value: 'signature-pedicure', category: 'pedicure' },
        { value: 'nail-art-simple', category: 'add-on' },
      ],
      stylistId: 'stylist-grace',
      date: '2026-11-21',
      openedTime: '11:00',
    }
    expect(waitlistBookingPath(entry)).toBe(
      '/booking?service=gel-manicure&secondService=signature-pedicure&addOns=nail-art-simple&stylist=stylist-grace&date=2026-11-21&time=11%3A00',
    )
  })
})

describe('Book Service and Book Package on the services page', () => {
  it('opens the form with a manicure, a pedicure or a package chosen', () => {
    const dip = {
      id: 'dip-powder-manicure',
      category: 'manicure',
      bookingOption: 'dip-powder-manicure',
    }
    expect(serviceBookingPath(dip)).toBe('/booking?service=dip-powder-manicure')
    const spa = {
      id: 'spa-luxury-pedicure',
      category: 'pedicure',
      bookingOption: 'luxury-pedicure',
    }
    expect(serviceBookingPath(spa)).toBe('/booking?service=luxury-pedicure')
    expect(bookingPath({ service: 'premium-package' })).toBe('/booking?service=premium-package')
  })

  it('opens the form with an Additional Service ticked as an add-on', () => {
    expect(serviceBookingPath({ id: 'nail-art-simple', category: 'additional' })).toBe(
      '/booking?addOns=nail-art-simple',
    )
  })
})
