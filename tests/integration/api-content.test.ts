import { describe, expect, it } from 'vitest'
import {
  bookingOptionsQuery,
  eventsQuery,
  faqsQuery,
  featuredServicesQuery,
  galleryQuery,
  joinLoyalty,
  loyaltyProgramQuery,
  packagesQuery,
  promotionsQuery,
  request,
  salonQuery,
  sendContactMessage,
  servicesQuery,
  stylistsQuery,
  subscribeToNewsletter,
  testimonialsQuery,
  type Service,
} from '@/api'
import { formatServicePrice } from '@/lib/money'
import { formatServiceDuration } from '@/lib/salon-time'
import { failureOf, fetchQuery, signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

describe('the catalogue', () => {
  it('GET /salon: address in Chantilly, two different phones, the hours', async () => {
    const salon = await fetchQuery(salonQuery())
    expect(salon.address.city).toBe('Chantilly')
    expect(salon.headerPhone).not.toBe(salon.footerPhone)
    expect(salon.hours.map((h) => `${h.days} ${h.opens}-${h.closes}`)).toEqual([
      'Mon-Fri 9AM-8PM',
      'Sat 9AM-8PM',
      'Sun 10AM-6PM',
    ])
  })

  it('GET /services?category= returns each tab with the spec prices and durations', async () => {
    // Money travels as numbers; the page writes it as the salon does.
    const line = (s: Service) =>
      `${s.title} ${formatServicePrice(s.price, s.priceBasis)} ${formatServiceDuration(s.durationMinutes, s.priceBasis)}${s.popular ? ' popular' : ''}`
    expect((await fetchQuery(servicesQuery('manicure'))).map(line)).toEqual([
      'Classic Manicure $25 30 min',
      'Signature Manicure $35 45 min popular',
      'Gel Manicure $45 45 min',
      'Dip Powder Manicure $50 60 min',
      'Luxury Spa Manicure $60 60 min',
    ])
    expect((await fetchQuery(servicesQuery('pedicure'))).map(line)).toEqual([
      'Classic Pedicure $35 40 min',
      'Signature Pedicure $50 60 min popular',
      'Gel Pedicure $60 60 min',
      'Spa Luxury Pedicure $75 75 min',
      'Rejuvenating Pedicure $65 70 min',
    ])
    expect((await fetchQuery(servicesQuery('additional'))).map(line)).toEqual([
      'Nail Art (Simple) $5+ 15+ min',
      'Nail Art (Complex) $15+ 30+ min popular',
      'Nail Repair $10 per nail 15 min',
      'Nail Extensions $65 75 min',
      'Polish Change $15 20 min',
    ])
    expect((await failureOf(request('services', { query: { category: 'hair' } }))).status).toBe(400)
  })

  it('GET /booking-options: the menu’s services and packages with their prices, then the five add-ons', async () => {
    const options = await fetchQuery(bookingOptionsQuery())
    expect(options.map((o) => `${o.value} $${o.price}`)).toEqual([
      'classic-manicure $25',
      'signature-manicure $35',
      'gel-manicure $45',
      'dip-powder-manicure $50',
      'luxury-spa-manicure $60',
      'classic-pedicure $35',
      'signature-pedicure $50',
      'gel-pedicure $60',
      'luxury-pedicure $75',
      'rejuvenating-pedicure $65',
      'basic-package $55',
      'premium-package $75',
      'luxury-package $120',
      'nail-art-simple $5',
      'nail-art-complex $15',
      'nail-repair $10',
      'nail-extensions $65',
      'polish-change $15',
    ])
    expect(options.filter((o) => o.category === 'add-on').map((o) => o.priceBasis)).toEqual([
      'from',
      'from',
      'per-nail',
      'fixed',
      'fixed',
    ])
    expect(options.find((o) => o.value === 'luxury-pedicure')?.label).toBe('Luxury Spa Pedicure')
    expect(options.find((o) => o.value === 'basic-package')?.label).toBe(
      'Basic Package (Manicure & Pedicure)',
    )
  })

  it('GET /packages, /featured-services and /stylists', async () => {
    const packages = await fetchQuery(packagesQuery())
    expect(
      packages.map((p) => `${p.name} $${p.price} save $${p.savings}${p.popular ? ' popular' : ''}`),
    ).toEqual(['Basic $55 save $15', 'Premium $75 save $25 popular', 'Luxury $120 save $40'])
    const featured = await fetchQuery(featuredServicesQuery())
    expect(featured.map((f) => `${f.title} $${f.price}`)).toEqual([
      'Signature Manicure $30',
      'Luxury Pedicure $45',
      'Gel Polish $35',
    ])
    expect((await fetchQuery(stylistsQuery())).length).toBeGreaterThanOrEqual(3)
  })

  it('GET /testimonials, /promotions, /events, /faqs, /loyalty', async () => {
    const testimonials = await fetchQuery(testimonialsQuery())
    expect(testimonials.map((t) => t.rating)).toEqual([5, 5, 5])
    const promotions = await fetchQuery(promotionsQuery())
    expect(promotions.map((p) => p.code)).toEqual([
      'FIRSTDIVA',
      'MONTHLY20',
      'DIVAFRIEND',
      'TUESDIVA',
      'BDAYDIVA',
      'SUMMER23',
    ])
    expect((await fetchQuery(eventsQuery())).length).toBe(2)
    const faqs = await fetchQuery(faqsQuery())
    expect(faqs).toHaveLength(5)
    expect(faqs.map((f) => f.answer).join(' ')).toMatch(
      /50% of the service price[\s\S]*2-3 weeks|2-3 weeks[\s\S]*50% of the service price/,
    )
    expect(await fetchQuery(loyaltyProgramQuery())).toEqual({
      pointsPerDollar: 1,
      rewardPoints: 300,
      rewardValue: 30,
      birthdayMultiplier: 2,
      freeUpgradeEveryVisits: 5,
    })
  })

  it('GET /gallery?category= filters the photos, each with src, alt and description', async () => {
    const art = await fetchQuery(galleryQuery('nail-art'))
    expect(art.length).toBeGreaterThan(0)
    expect(
      art.every(
        (image) =>
          image.category === 'nail-art' &&
          image.src.startsWith('https://') &&
          image.alt &&
          image.description,
      ),
    ).toBe(true)
  })
})

describe('messages, newsletter and loyalty', () => {
  it('POST /contact-messages: 201 and an acknowledgement in the outbox; 400 for bad input', async () => {
    await expect(
      sendContactMessage({
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Bridal party',
        message: 'Hello!',
      }),
    ).resolves.toHaveProperty('id')
    expect((await control.outbox())[0]).toMatchObject({
      kind: 'contact-acknowledgement',
      to: 'ana@example.com',
    })
    const error = await failureOf(
      sendContactMessage({ name: '', email: 'x', subject: '', message: '' }),
    )
    expect(error.status).toBe(400)
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'message', 'name', 'subject'])
  })

  it('POST /newsletter: 201, then 409 for the same email; 400 for an invalid one', async () => {
    await subscribeToNewsletter({ email: 'ana@example.com' })
    expect((await failureOf(subscribeToNewsletter({ email: 'ANA@example.com' }))).status).toBe(409)
    expect((await failureOf(subscribeToNewsletter({ email: 'not-an-email' }))).status).toBe(400)
  })

  it('POST /loyalty: 401 for a visitor, 201 for a client, 409 the second time', async () => {
    expect((await failureOf(joinLoyalty())).status).toBe(401)
    await signUp()
    expect(await joinLoyalty()).toMatchObject({ points: 0 })
    expect((await failureOf(joinLoyalty())).status).toBe(409)
  })
})

describe('the resolver wrapper', () => {
  it('injects a fault once, in the error envelope', async () => {
    control.failNext('GET', '/faqs', 503)
    const error = await failureOf(fetchQuery(faqsQuery()))
    expect(error.status).toBe(503)
    expect(error.code).toBe('SERVER_ERROR')
    await expect(fetchQuery(faqsQuery())).resolves.toHaveLength(5)
  })

  it('answers 400 in the envelope for a body that is not JSON', async () => {
    const error = await failureOf(
      request(
        'subscribeToNewsletter',
        { body: '{oops' as unknown as { email: string } },
        { headers: { 'Content-Type': 'application/json' } },
      ),
    )
    expect(error.status).toBe(400)
    expect(error.code).toBe('VALIDATION_FAILED')
  })
})
