import { describe, expect, it } from 'vitest'
import {
  bookAppointment,
  bookingOptionsQuery,
  packagesQuery,
  rewardsQuery,
  servicesQuery,
  type BookingOption,
} from '@/api'
import { apiBaseUrl } from '@/lib/env'
import { booking, fetchQuery, signIn, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

// The booking options are made from the menu the pages show: whatever /services lists can be
// booked, at the price and for the time its card says.
const { control } = serveMockBackend()

const options = () => fetchQuery(bookingOptionsQuery())
const byValue = (list: readonly BookingOption[]) => new Map(list.map((o) => [o.value, o]))

describe('one catalogue', () => {
  it('every service on /services is a booking option at its listed price and duration', async () => {
    const offered = byValue(await options())
    const services = await fetchQuery(servicesQuery())
    expect(services).toHaveLength(15)
    for (const service of services) {
      const { price, priceBasis, durationMinutes } = service
      // A manicure or pedicure is a main service; an Additional Service is an add-on, by its id.
      const value = service.category === 'additional' ? service.id : service.bookingOption
      const category = service.category === 'additional' ? 'add-on' : service.category
      expect(offered.get(value ?? ''), service.title).toMatchObject({
        price,
        priceBasis,
        durationMinutes,
        category,
      })
    }
    for (const pack of await fetchQuery(packagesQuery()))
      expect(offered.get(pack.bookingOption)).toMatchObject({
        price: pack.price,
        category: 'package',
      })
    expect(offered.get('dip-powder-manicure')).toMatchObject({
      label: 'Dip Powder Manicure',
      price: 50,
      durationMinutes: 60,
    })
  })

  it('keeps SPEC §3’s ten options: their values, labels and prices', async () => {
    const offered = byValue(await options())
    expect(
      [
        'classic-manicure',
        'signature-manicure',
        'gel-manicure',
        'classic-pedicure',
        'signature-pedicure',
        'gel-pedicure',
        'luxury-pedicure',
        'basic-package',
        'premium-package',
        'luxury-package',
      ].map((value) => `${value} '${offered.get(value)?.label}' $${offered.get(value)?.price}`),
    ).toEqual([
      "classic-manicure 'Classic Manicure' $25",
      "signature-manicure 'Signature Manicure' $35",
      "gel-manicure 'Gel Manicure' $45",
      "classic-pedicure 'Classic Pedicure' $35",
      "signature-pedicure 'Signature Pedicure' $50",
      "gel-pedicure 'Gel Pedicure' $60",
      "luxury-pedicure 'Luxury Spa Pedicure' $75",
      "basic-package 'Basic Package (Manicure & Pedicure)' $55",
      "premium-package 'Premium Package' $75",
      "luxury-package 'Luxury Package' $120",
    ])
  })

  it('names the new options in the reader’s language, as their cards do', async () => {
    const apiUrl = new URL(apiBaseUrl, window.location.href).href
    const labels = async (language: string) => {
      const response = await fetch(`${apiUrl}/booking-options`, {
        headers: { Accept: 'application/json', 'Accept-Language': language },
      })
      const list = (await response.json()) as BookingOption[]
      return ['dip-powder-manicure', 'luxury-spa-manicure', 'rejuvenating-pedicure'].map(
        (value) => list.find((o) => o.value === value)?.label,
      )
    }
    expect(await labels('es')).toEqual([
      'Manicura con polvo dip',
      'Manicura spa de lujo',
      'Pedicura rejuvenecedora',
    ])
    expect(await labels('vi')).toEqual([
      'Làm móng tay nhúng bột',
      'Làm móng tay spa cao cấp',
      'Làm móng chân trẻ hóa',
    ])
    expect(await labels('ko')).toEqual([
      '딥파우더 매니큐어',
      '럭셔리 스파 매니큐어',
      '리쥬버네이팅 페디큐어',
    ])
  })

  it('books Dip Powder Manicure at $50 for 60 minutes', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    await signUpWithCard()
    const visit = await bookAppointment(booking({ service: 'dip-powder-manicure' }))
    expect(visit).toMatchObject({
      serviceName: 'Dip Powder Manicure',
      price: 50,
      total: 50,
      durationMinutes: 60,
    })
  })
})

describe('Diva Rewards upgrades on the whole menu', () => {
  it('climb one tier at a time: the next dearer manicure or pedicure, Basic to Premium', async () => {
    const list = await options()
    const offered = byValue(list)
    const ladder = (from: string) => {
      const steps = [offered.get(from)!.label]
      for (let o = offered.get(from); o?.upgradesTo; o = offered.get(o.upgradesTo))
        steps.push(offered.get(o.upgradesTo)!.label)
      return steps.join(' → ')
    }
    expect(ladder('classic-manicure')).toBe(
      'Classic Manicure → Signature Manicure → Gel Manicure → Dip Powder Manicure → Luxury Spa Manicure',
    )
    expect(ladder('classic-pedicure')).toBe(
      'Classic Pedicure → Signature Pedicure → Gel Pedicure → Rejuvenating Pedicure → Luxury Spa Pedicure',
    )
    expect(ladder('basic-package')).toBe('Basic Package (Manicure & Pedicure) → Premium Package')
    // One step up: within its kind, to a dearer service, and never from an add-on.
    for (const option of list.filter((o) => o.upgradesTo)) {
      const next = offered.get(option.upgradesTo!)!
      expect(next.category).toBe(option.category)
      expect(next.price).toBeGreaterThan(option.price)
    }
    expect(list.filter((o) => o.category === 'add-on' && o.upgradesTo)).toEqual([])
  })

  it('a Gel Manicure’s free upgrade is a Dip Powder Manicure at the Gel price', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    await control.seed('loyal-client')
    await signIn('loyal@example.com')
    // Her fifth visit as a member, done, earns the upgrade.
    await bookAppointment(booking({ service: 'classic-pedicure', date: '2026-11-20' }))
    await control.setClock('2026-11-21T15:00:00Z')
    expect(await fetchQuery(rewardsQuery())).toMatchObject({ upgradeAvailable: true })

    const upgraded = await bookAppointment(
      booking({ service: 'gel-manicure', upgrade: 'gel-manicure' }),
    )
    expect(upgraded.services[0]).toMatchObject({
      value: 'dip-powder-manicure',
      name: 'Dip Powder Manicure',
      price: 45,
      durationMinutes: 60,
      upgradedFrom: 'Gel Manicure',
    })
  })
})
