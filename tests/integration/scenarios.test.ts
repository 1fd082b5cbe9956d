import { defineMockControl } from '@/lib/inline/mock-control'
import { describe, expect, it } from 'vitest'
import {
  appointmentsQuery,
  availabilityQuery,
  partiesQuery,
  paymentMethodsQuery,
  paymentsQuery,
} from '@/api'
import { POLICY_VERSION } from '@/lib/rules'
import { fetchQuery, signIn } from '../support/api-helpers'
import { answerControlCall } from '@/mocks/control-calls'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()
const NOW = '2026-11-18T15:00:00Z' // Wednesday 10:00 AM in Chantilly

describe('control scenarios', () => {
  it("'empty': a client who can sign in, with no appointments", async () => {
    await control.seed('empty')
    await signIn('client@example.com')
    expect(await fetchQuery(appointmentsQuery('upcoming'))).toEqual([])
    expect(await fetchQuery(appointmentsQuery('past'))).toEqual([])
  })

  it("'busy-day': tomorrow only 10:00 AM and 4:30 PM are free", async () => {
    await control.setClock(NOW)
    await control.seed('busy-day')
    const { slots } = await fetchQuery(
      availabilityQuery('2026-11-19', { service: 'classic-manicure' }),
    )
    expect(slots.filter((s) => s.available).map((s) => s.time)).toEqual(['10:00', '16:30'])
  })

  it("'returning-client': a history of visits, a cancellation and the next visit booked", async () => {
    await control.setClock(NOW)
    await control.seed('returning-client')
    await signIn('regular@example.com')
    const past = await fetchQuery(appointmentsQuery('past'))
    expect(past.filter((a) => a.status === 'completed')).toHaveLength(6)
    expect(past.filter((a) => a.status === 'cancelled')).toHaveLength(1)
    expect(await fetchQuery(appointmentsQuery('upcoming'))).toHaveLength(1)
  })

  it("'bridal-party': a bridal party of four three weeks ahead, the bride with Mia Tran", async () => {
    await control.setClock(NOW)
    await control.seed('bridal-party')
    await signIn('bride@example.com')
    const [party] = await fetchQuery(partiesQuery('upcoming'))
    expect(party).toMatchObject({ bridal: true, kind: 'together' })
    expect(party!.appointments.map((a) => [a.name, a.time, a.stylist])).toEqual([
      ['Emma Hart', '10:00', 'Mia Tran'],
      ['Sophie Hart', '10:00', 'Sofia Alvarez'],
      ['Lily Chen', '10:00', 'Grace Kim'],
      ['Ava Patel', '10:00', 'Olivia Bennett'],
    ])
    expect(await control.parties()).toEqual([
      expect.objectContaining({
        bookedBy: 'bride@example.com',
        bridal: true,
        date: party!.appointments[0]!.date,
      }),
    ])
  })

  it('every scenario client has a Visa ending in 4242 on file, her default', async () => {
    await control.setClock(NOW)
    for (const [scenario, email] of [
      ['empty', 'client@example.com'],
      ['returning-client', 'regular@example.com'],
      ['loyal-client', 'loyal@example.com'],
      ['bridal-party', 'bride@example.com'],
      ['late-client', 'late@example.com'],
    ] as const) {
      await control.seed(scenario)
      await signIn(email)
      const cards = await fetchQuery(paymentMethodsQuery())
      expect(cards, scenario).toEqual([
        expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true, expired: false }),
      ])
    }
  })

  it("'late-client': a Signature Manicure in three hours, held by her Visa with its $17.50 fee", async () => {
    await control.setClock(NOW)
    await control.seed('late-client')
    await signIn('late@example.com')
    const [visit] = await fetchQuery(appointmentsQuery('upcoming'))
    expect(visit).toMatchObject({
      serviceName: 'Signature Manicure',
      date: '2026-11-18',
      time: '13:00',
      hold: {
        policyVersion: POLICY_VERSION,
        feeCents: 1750,
        card: { brand: 'visa', last4: '4242' },
      },
    })
  })

  it("'late-client': three hours from now even after closing time", async () => {
    await control.setClock('2026-11-19T01:10:00Z') // 8:10 PM in Chantilly
    await control.seed('late-client')
    await signIn('late@example.com')
    const [visit] = await fetchQuery(appointmentsQuery('upcoming'))
    expect(visit).toMatchObject({ date: '2026-11-18', time: '23:00' })
  })

  it("'balance-due': a late cancellation whose charge failed leaves $17.50 due on her 0341 card", async () => {
    await control.setClock(NOW)
    await control.seed('balance-due')
    await signIn('due@example.com')
    const cards = await fetchQuery(paymentMethodsQuery())
    expect(cards).toEqual([expect.objectContaining({ last4: '0341', isDefault: true })])
    const payments = await fetchQuery(paymentsQuery())
    expect(payments).toMatchObject({
      balanceCents: 1750,
      due: [{ serviceName: 'Signature Manicure', reason: 'late-cancellation', amountCents: 1750 }],
      receipts: [],
    })
    const [cancelled] = await fetchQuery(appointmentsQuery('past'))
    expect(cancelled).toMatchObject({ status: 'cancelled', date: '2026-11-16' })
  })

  it('latency, faults and the clock are reported back', async () => {
    await control.setLatency(250)
    await control.failNext('post', '/appointments', 503)
    await control.setClock(NOW)
    expect(control.latency()).toBe(250)
    expect(control.pendingFaults()).toEqual([{ method: 'POST', path: '/appointments', fault: 503 }])
    expect(control.now().toISOString()).toBe('2026-11-18T15:00:00.000Z')
  })

  it('failNext takes a path as the network panel shows it, and refuses one no route answers', async () => {
    await control.failNext('GET', '/api/services', 503)
    await control.failNext('PATCH', '/appointments/apt-1', 409)
    expect(control.pendingFaults()).toEqual([
      { method: 'GET', path: '/services', fault: 503 },
      { method: 'PATCH', path: '/appointments/apt-1', fault: 409 },
    ])
    await expect(control.failNext('GET', '/servcies', 503)).rejects.toThrow(
      /no route answers GET \/servcies[\s\S]*GET \/services/,
    )
    await expect(control.failNext('DELETE', '/services', 503)).rejects.toThrow(/no route answers/)
  })

  it("the head's window.salonMocks makes every call of the control API", () => {
    defineMockControl()
    const made = Object.keys(window.salonMocks ?? {}).filter((key) => key !== 'ready')
    expect(made.sort()).toEqual(Object.keys(control).sort())
  })

  it('the control calls answer over HTTP as npm run api and the service worker answer them', async () => {
    const routes = await answerControlCall('POST', 'routes', '[]')
    expect(routes.status).toBe(200)
    expect((routes.body as { result: string[] }).result).toContain('POST /appointments')
    expect(await answerControlCall('POST', 'setLatency', '["slow"]')).toEqual({
      status: 400,
      body: { error: "setLatency: slow is neither 'spec', 'none' nor a delay in ms" },
    })
    expect((await answerControlCall('GET', 'routes', '')).status).toBe(404)
    expect((await answerControlCall('POST', 'noSuchCall', '[]')).status).toBe(404)
  })
})
