import { describe, expect, it, vi } from 'vitest'
import type { PaymentMethod } from '@/api/schemas'
import { apiBaseUrl } from '@/lib/env'
import { providerBaseOf } from '@/lib/payments/provider-contract'
import { db, snapshot } from '@/mocks/db/db'
import { read, write } from '@/mocks/db/store'
import { chargeCard } from '@/mocks/provider/charges'
import { callApi, signIn, signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

// Wednesday 2026-11-18, 10:00 AM in Chantilly.
const NOW = '2026-11-18T15:00:00Z'
const providerTokens = new URL(`${providerBaseOf(apiBaseUrl)}/tokens`, window.location.href).href

/** The provider's answer: a token and its card, or its refusal. */
interface ProviderAnswer {
  token?: string
  card?: { brand: string; last4: string; expMonth: number; expYear: number }
  error?: { code: string; message: string }
}

interface CardAsTyped {
  number: string
  expMonth?: number
  expYear?: number
  cvc?: string
}

/** The provider's answer for a card as typed: its status and body. */
async function tokenFor(card: CardAsTyped | object, language?: string) {
  const response = await fetch(providerTokens, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: JSON.stringify({ expMonth: 12, expYear: 2030, cvc: '123', ...card }),
  })
  return { status: response.status, body: (await response.json()) as ProviderAnswer }
}

/** Trades the card for a token and keeps it on file for the signed-in client. */
async function saveCard(token: string, number = '4242424242424242', makeDefault?: boolean) {
  const { body } = await tokenFor({ number })
  const saved = await callApi('addPaymentMethod', {
    token,
    body: { token: body.token!, makeDefault },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(201)
  return saved.body as PaymentMethod
}

const cardsOf = async (token: string) =>
  ((await callApi('paymentMethods', { token })).body as { cards: PaymentMethod[] }).cards

describe('the simulated provider', () => {
  it('gives a token for a working card, keeping its brand, last four and expiry only', async () => {
    await control.setClock(NOW)
    const { status, body } = await tokenFor({ number: '4242424242424242' })
    expect(status).toBe(201)
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_/),
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    })
    const kept = await read(() => db.providerTokens.all())
    expect(kept).toEqual([expect.objectContaining({ id: body.token, chargesFail: false })])
    expect(JSON.stringify(kept)).not.toContain('4242424242424242')
  })

  it('finds the brand from the number', async () => {
    await control.setClock(NOW)
    const brand = async (number: string, cvc = '123') =>
      (await tokenFor({ number, cvc })).body.card?.brand
    expect(await brand('5555555555554444')).toBe('mastercard')
    expect(await brand('2223003122003222')).toBe('mastercard')
    expect(await brand('378282246310005', '1234')).toBe('amex')
    expect(await brand('6011111111111117')).toBe('discover')
  })

  it('declines 4000 0000 0000 0002 with 402, in the caller’s language', async () => {
    await control.setClock(NOW)
    expect(await tokenFor({ number: '4000000000000002' })).toEqual({
      status: 402,
      body: { error: { code: 'card_declined', message: 'Your card was declined.' } },
    })
    expect((await tokenFor({ number: '4000000000000002' }, 'es')).body).toEqual({
      error: { code: 'card_declined', message: 'Su tarjeta fue rechazada.' },
    })
    expect(await read(() => db.providerTokens.count())).toBe(0)
  })

  it('refuses an incorrect number, an expired card, a short CVC and a bad request with 400', async () => {
    await control.setClock(NOW)
    const refusal = async (card: CardAsTyped | object) => {
      const { status, body } = await tokenFor(card)
      return [status, body.error]
    }
    expect(await refusal({ number: '4242424242424241' })).toEqual([
      400,
      { code: 'incorrect_number', message: 'Your card number is incorrect.' },
    ])
    // November 2026 is good through its last day; October is past.
    expect(
      (await tokenFor({ number: '4242424242424242', expMonth: 11, expYear: 2026 })).status,
    ).toBe(201)
    expect(await refusal({ number: '4242424242424242', expMonth: 10, expYear: 2026 })).toEqual([
      400,
      { code: 'expired_card', message: 'Your card has expired.' },
    ])
    expect(await refusal({ number: '378282246310005', cvc: '123' })).toEqual([
      400,
      { code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' },
    ])
    expect(await refusal({ number: '4242 4242' })).toEqual([
      400,
      { code: 'invalid_request', message: 'Please check the card details.' },
    ])
  })

  it('charges a card once per key; 4000 0000 0000 0341 saves but its charges fail', async () => {
    await control.setClock(NOW)
    const good = (await tokenFor({ number: '4242424242424242' })).body.token!
    const failing = await tokenFor({ number: '4000000000000341' })
    expect(failing.status).toBe(201)
    const charge = (token: string, idempotencyKey: string) =>
      write(() => chargeCard({ token, amountCents: 1750, idempotencyKey }))
    const first = await charge(good, 'fee_a')
    expect(first.succeeded).toBe(true)
    expect(await charge(good, 'fee_a')).toEqual(first)
    expect((await charge(failing.body.token!, 'fee_b')).succeeded).toBe(false)
    expect((await charge('tok_unknown', 'fee_c')).succeeded).toBe(false)
    expect(await read(() => db.providerCharges.count())).toBe(3)
  })
})

describe('cards on file', () => {
  it('the first card is her default; another may become it; her default is listed first', async () => {
    await control.setClock(NOW)
    const { token } = await signUp()
    expect(await cardsOf(token)).toEqual([])
    const visa = await saveCard(token)
    expect(visa).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
      expired: false,
    })
    const mastercard = await saveCard(token, '5555555555554444')
    expect(mastercard.isDefault).toBe(false)
    const amex = await saveCard(token, '6011111111111117', true)
    expect((await cardsOf(token)).map((c) => [c.last4, c.isDefault])).toEqual([
      ['1117', true],
      ['4242', false],
      ['4444', false],
    ])
    const chosen = await callApi('setDefaultPaymentMethod', { token, params: { id: visa.id } })
    expect(chosen.status).toBe(200)
    expect((chosen.body as { cards: PaymentMethod[] }).cards[0]).toMatchObject({
      id: visa.id,
      isDefault: true,
    })
    const removed = await callApi('removePaymentMethod', { token, params: { id: visa.id } })
    expect(
      (removed.body as { cards: PaymentMethod[] }).cards.map((c) => [c.id, c.isDefault]),
    ).toEqual([
      [mastercard.id, true],
      [amex.id, false],
    ])
  })

  it('another client’s card answers 404; a token unknown, or on file for someone else, 422', async () => {
    await control.setClock(NOW)
    const ana = await signUp()
    const card = await saveCard(ana.token)
    const bea = await signUp('bea@example.com')
    expect(
      (await callApi('setDefaultPaymentMethod', { token: bea.token, params: { id: card.id } }))
        .status,
    ).toBe(404)
    expect(
      (await callApi('removePaymentMethod', { token: bea.token, params: { id: card.id } })).status,
    ).toBe(404)
    const anasToken = (await read(() => db.paymentMethods.all()))[0]!.token
    for (const token of ['tok_made_up', anasToken]) {
      const refused = await callApi('addPaymentMethod', { token: bea.token, body: { token } })
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject({
        error: { message: 'This card could not be saved. Please enter it again.' },
      })
    }
    expect(await cardsOf(bea.token)).toEqual([])
  })

  it('an expired card is marked in her list, and refused when saved', async () => {
    await control.setClock(NOW)
    const { token } = await signUp()
    const { body } = await tokenFor({ number: '4242424242424242', expMonth: 11, expYear: 2026 })
    await control.setClock('2026-12-01T15:00:00Z')
    const refused = await callApi('addPaymentMethod', { token, body: { token: body.token } })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      error: { message: 'This card has expired. Please use another card.' },
    })
    await control.setClock(NOW)
    const { body: again } = await tokenFor({
      number: '4242424242424242',
      expMonth: 11,
      expYear: 2026,
    })
    expect(
      (await callApi('addPaymentMethod', { token, body: { token: again.token } })).status,
    ).toBe(201)
    expect((await cardsOf(token))[0]!.expired).toBe(false)
    await control.setClock('2026-12-01T15:00:00Z')
    expect((await cardsOf(token))[0]!.expired).toBe(true)
  })

  it('her last card is kept while an upcoming visit relies on it, in words that name the visit', async () => {
    await control.setClock(NOW)
    await control.seed('late-client')
    const { token } = await signIn('late@example.com')
    const [card] = await cardsOf(token)
    const refused = await callApi('removePaymentMethod', { token, params: { id: card!.id } })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      error: {
        code: 'BUSINESS_RULE',
        message:
          'Your card holds your Signature Manicure on Wednesday, November 18 at 1:00 PM. Add another card before you remove this one.',
      },
    })
    const spanish = await callApi('removePaymentMethod', {
      token,
      params: { id: card!.id },
      language: 'es',
    })
    expect((spanish.body as { error: { message: string } }).error.message).toMatch(
      /: garantiza su Manicura Signature del miércoles, 18 de noviembre a las 1:00 p\. ?m\.$/,
    )

    // With another card, the visit moves to it and the first card goes.
    const other = await saveCard(token, '5555555555554444')
    const removed = await callApi('removePaymentMethod', { token, params: { id: card!.id } })
    expect(removed.status).toBe(200)
    expect((removed.body as { cards: PaymentMethod[] }).cards).toEqual([
      expect.objectContaining({ id: other.id, isDefault: true }),
    ])
    const [visit] = await read(() => db.appointments.all())
    expect(visit!.hold).toMatchObject({
      cardId: other.id,
      card: { brand: 'mastercard', last4: '4444' },
    })
  })
})

describe('a card number is kept nowhere', () => {
  it('after a card is saved, no table, stored row, mail, storage or log holds its number or CVC', async () => {
    await control.setClock(NOW)
    const logged: unknown[] = []
    const methods = ['log', 'info', 'warn', 'error', 'debug'] as const
    const spies = methods.map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args)),
    )
    const number = '4000056655665556'
    const cvc = '739'
    const { token } = await signUp()
    const { body } = await tokenFor({ number, cvc })
    expect((await callApi('addPaymentMethod', { token, body: { token: body.token } })).status).toBe(
      201,
    )
    // A repeat keeps its first answer under its key: that store too.
    await callApi('addPaymentMethod', { token, body: { token: body.token }, idempotencyKey: 'k1' })
    spies.forEach((spy) => spy.mockRestore())

    const places: Record<string, string> = {
      snapshot: JSON.stringify(await read(snapshot)),
      outbox: JSON.stringify(await control.outbox()),
      logs: JSON.stringify(logged, (_key, value: unknown) =>
        value instanceof Error ? String(value) : value,
      ),
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      indexedDB: await everythingInIndexedDb(),
    }
    expect(places.snapshot).toContain('"last4":"5556"')
    for (const [place, text] of Object.entries(places)) {
      expect(text, place).not.toContain(number)
      expect(text, place).not.toContain('4000 0566')
      expect(text, place).not.toMatch(new RegExp(`\\b${cvc}\\b`))
      expect(text, place).not.toMatch(/"cvc"|"number"/)
    }
  })
})

/** Every row of every store of every IndexedDB database, as text. */
async function everythingInIndexedDb(): Promise<string> {
  const rows: unknown[] = []
  for (const { name } of await indexedDB.databases()) {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name!)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
    })
    for (const store of database.objectStoreNames) {
      const all = database.transaction(store).objectStore(store).getAll()
      rows.push(
        await new Promise((resolve, reject) => {
          all.onsuccess = () => resolve(all.result)
          all.onerror = () => reject(all.error as Error)
        }),
      )
    }
    database.close()
  }
  expect(rows.length).toBeGreaterThan(0)
  return JSON.stringify(rows)
}
