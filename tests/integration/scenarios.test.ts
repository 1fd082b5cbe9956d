import { defineMockControl } from '@/lib/inline/mock-control'
import { describe, expect, it } from 'vitest'
import { appointmentsQuery, availabilityQuery } from '@/api'
import { fetchQuery, signIn } from '../support/api-helpers'
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

  it('latency, faults and the clock are reported back', async () => {
    control.setLatency(250)
    control.failNext('post', '/appointments', 503)
    await control.setClock(NOW)
    expect(control.latency()).toBe(250)
    expect(control.pendingFaults()).toEqual([{ method: 'POST', path: '/appointments', fault: 503 }])
    expect(control.now().toISOString()).toBe('2026-11-18T15:00:00.000Z')
  })

  it('failNext takes a path as the network panel shows it, and refuses one no route answers', () => {
    control.failNext('GET', '/api/services', 503)
    control.failNext('PATCH', '/appointments/apt-1', 409)
    expect(control.pendingFaults()).toEqual([
      { method: 'GET', path: '/services', fault: 503 },
      { method: 'PATCH', path: '/appointments/apt-1', fault: 409 },
    ])
    expect(() => control.failNext('GET', '/servcies', 503)).toThrow(
      /no route answers GET \/servcies[\s\S]*GET \/services/,
    )
    expect(() => control.failNext('DELETE', '/services', 503)).toThrow(/no route answers/)
  })

  it("the head's window.salonMocks queues every call of the control API", () => {
    defineMockControl()
    const queued = Object.keys(window.salonMocks ?? {}).filter((key) => key !== 'ready')
    const calls = Object.keys(control).filter(
      (key) => typeof control[key as keyof typeof control] === 'function',
    )
    expect(queued.sort()).toEqual(calls.sort())
  })
})
