import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { answerControlCall } from '@/mocks/control-calls'
import { apiBaseUrl } from '@/lib/env'
import { TIME_SLOTS } from '@/lib/salon-time'
import type { MockClient } from '@/mocks/panel/back-end-view'
import { MockPanel } from '@/mocks/panel/MockPanel'
import { serveMockBackend } from '../support/mock-server'

// control.override: a tester's own answer for a route, before faults and the resolver.

const { control } = serveMockBackend()

const base = new URL(apiBaseUrl, window.location.href).href
/** A call as any client makes it: its status and its body (text when it is not JSON). */
async function call(method: string, path: string) {
  const response = await fetch(`${base}${path}`, { method })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: response.status, body }
}

const faq = { id: 'faq-1', question: 'Overridden?', answer: 'Yes.' }
const notFound = { error: { code: 'NOT_FOUND', message: 'Not here.' } }
const fullDay = (date: string) => ({
  date,
  service: 'gel-manicure',
  slots: TIME_SLOTS.map((time) => ({ time, available: false, reason: 'booked' })),
})

describe('control.override', () => {
  it('answers once, then the back-end answers again', async () => {
    await control.override('GET', '/faqs', { status: 200, body: [faq] }, { times: 1 })
    expect(await call('GET', '/faqs')).toEqual({ status: 200, body: [faq] })
    const after = await call('GET', '/faqs')
    expect(after.status).toBe(200)
    expect(after.body).not.toEqual([faq])
    expect(control.overrides()).toEqual([])
  })

  it('answers n times, counting down what it lists', async () => {
    await control.override('GET', '/api/faqs', { status: 200, body: [] }, { times: 2 })
    expect(control.overrides()).toMatchObject([{ method: 'GET', path: '/faqs', remaining: 2 }])
    expect((await call('GET', '/faqs')).body).toEqual([])
    expect(control.overrides()).toMatchObject([{ remaining: 1 }])
    expect((await call('GET', '/faqs')).body).toEqual([])
    expect((await call('GET', '/faqs')).body).not.toEqual([])
  })

  it('answers until reset, before a queued fault, with its own delay', async () => {
    await control.failNext('GET', '/faqs', 503)
    await control.override('get', '/faqs', { status: 200, body: [faq], delayMs: 50 })
    for (let i = 0; i < 3; i++)
      expect(await call('GET', '/faqs')).toEqual({ status: 200, body: [faq] })
    const started = performance.now()
    await call('GET', '/faqs')
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
    expect(control.overrides()).toMatchObject([{ remaining: null }])
    expect(control.pendingFaults()).toHaveLength(1) // the fault waits for the back-end's answer

    await control.reset()
    expect(control.overrides()).toEqual([])
    expect((await call('GET', '/faqs')).status).toBe(200)
  })

  it('answers a documented failure in the error envelope, for one concrete path or every one', async () => {
    await control.override('PATCH', '/appointments/appt_1', { status: 404, body: notFound })
    expect(await call('PATCH', '/appointments/appt_1')).toEqual({ status: 404, body: notFound })
    expect((await call('PATCH', '/appointments/appt_2')).status).toBe(400) // the back-end's: no body

    await control.override('PATCH', '/appointments/:id', { status: 404, body: notFound })
    expect((await call('PATCH', '/appointments/appt_2')).status).toBe(404)
  })

  it('matches a query when every parameter given is the call’s', async () => {
    await control.override('GET', '/availability?date=2026-12-08', {
      status: 200,
      body: fullDay('2026-12-08'),
    })
    const day = await call('GET', '/availability?date=2026-12-08&service=gel-manicure')
    expect(day).toEqual({ status: 200, body: fullDay('2026-12-08') })
    const other = await call('GET', '/availability?date=2026-12-09&service=gel-manicure')
    expect(other.body).toMatchObject({ date: '2026-12-09' })
  })

  it('refuses a body the contract does not allow, naming the route, the status and the issue', async () => {
    await expect(
      control.override('GET', '/faqs', { status: 200, body: [{ id: 'faq-1', question: 'Q' }] }),
    ).rejects.toThrow(
      /^override: GET \/faqs answering 200: the body does not match the contract at 0\.answer: /,
    )
    await expect(control.override('GET', '/faqs', { status: 404, body: notFound })).rejects.toThrow(
      'override: GET /faqs answering 404: the contract documents 200 here, not 404',
    )
    await expect(
      control.override('PATCH', '/appointments/appt_1', { status: 404, body: { code: 'x' } }),
    ).rejects.toThrow(/PATCH \/appointments\/:id answering 404: the body does not match/)
    expect(control.overrides()).toEqual([])
  })

  it('sends a malformed answer on purpose as it is given', async () => {
    const broken = [{ id: 7 }]
    await control.override('GET', '/faqs', { status: 200, body: broken, malformed: true })
    await control.override('GET', '/salon', { status: 418, malformed: true })
    expect(await call('GET', '/faqs')).toEqual({ status: 200, body: broken })
    expect(await call('GET', '/salon')).toEqual({ status: 418, body: null })
  })

  it('refuses an unknown route, listing the routes', async () => {
    await expect(control.override('GET', '/faq', { status: 200, body: [] })).rejects.toThrow(
      /override: no route answers GET \/faq\. The routes[\s\S]*GET \/faqs/,
    )
    await expect(
      control.override('GET', '/faqs', { status: 200, body: [] }, { times: 0 }),
    ).rejects.toThrow(/times is a number of calls/)
  })

  it('is a control call over HTTP, as the service worker and npm run api answer it', async () => {
    const made = await answerControlCall(
      'POST',
      'override',
      JSON.stringify(['GET', '/faqs', { status: 200, body: [faq] }, { times: 1 }]),
    )
    expect(made.status).toBe(200)
    expect(await answerControlCall('POST', 'overrides', '[]')).toMatchObject({
      body: { result: [{ method: 'GET', path: '/faqs', remaining: 1 }] },
    })
    const refused = await answerControlCall('POST', 'override', '["GET", "/faqs", {"status": 201}]')
    expect(refused).toMatchObject({ status: 400, body: { error: /documents 200 here, not 201/ } })
  })
})

describe("the testers' panel", () => {
  it('lists what is overridden, with the calls each still answers', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    const client = Object.fromEntries(
      Object.entries(control).map(([name, made]) => [
        name,
        async (...args: unknown[]) => (made as (...given: unknown[]) => unknown)(...args),
      ]),
    ) as MockClient
    await control.override('GET', '/faqs', { status: 200, body: [] }, { times: 2 })
    await control.override('GET', '/salon', { status: 503, malformed: true })
    render(createElement(MockPanel, { control: client }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mock back-end' }))
    const listed = await screen.findByRole('list', { name: 'Overridden answers' })
    await expect
      .poll(() =>
        within(listed)
          .queryAllByRole('listitem')
          .map((item) => item.textContent),
      )
      .toEqual(['GET /faqs → 200, 2 more times', 'GET /salon → 503 (malformed), until reset'])
  })
})
