import { describe, expect, it } from 'vitest'
import type { Service, Stylist } from '@/api'
import { apiBaseUrl } from '@/lib/env'
import type { Language } from '@/lib/i18n/languages'
import { formatPrice } from '@/lib/money'
import { formatDayOfYear, formatLongDate, formatTime } from '@/lib/salon-time'
import spanish from '@/mocks/messages/es/catalogue.json'
import { setAuthToken } from '@/api'
import { POLICY_VERSION } from '@/lib/rules'
import { cardOnFile } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

const { control } = serveMockBackend()

const apiUrl = new URL(apiBaseUrl, window.location.href).href

/** A GET of the API's `path` as a reader of `language` sends it (no header: none sent). */
async function get<T>(path: string, language?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { Accept: 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
  })
  expect(response.status, `GET ${path}`).toBe(200)
  return (await response.json()) as T
}

const service = (services: Service[], id: string) => services.find((s) => s.id === id)

/** Every string of an answer, at any depth. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : []

const cataloguePaths = [
  '/salon',
  '/services',
  '/packages',
  '/featured-services',
  '/booking-options',
  '/stylists',
  '/testimonials',
  '/promotions',
  '/events',
  '/gallery',
  '/faqs',
]

describe('the catalogue in each language', () => {
  it('GET /services answers in Spanish with Accept-Language: es', async () => {
    const services = await get<Service[]>('/services', 'es')
    expect(service(services, 'classic-manicure')).toMatchObject({
      title: 'Manicura clásica',
      description:
        'Limado y forma, cuidado de cutículas, un relajante masaje de manos y el esmalte que usted elija.',
      category: 'manicure',
      price: 25,
      priceBasis: 'fixed',
      bookingOption: 'classic-manicure',
    })
    expect(service(services, 'spa-luxury-pedicure')).toMatchObject({
      title: 'Pedicura spa de lujo',
      description:
        'Parafina, piedras calientes, mascarilla desintoxicante y un masaje de 15 minutos.',
    })
    expect(service(services, 'nail-art-simple')?.title).toBe('Arte de uñas (sencillo)')
  })

  it('GET /services answers in Vietnamese with Accept-Language: vi', async () => {
    const services = await get<Service[]>('/services?category=manicure', 'vi')
    expect(service(services, 'gel-manicure')).toMatchObject({
      id: 'gel-manicure',
      category: 'manicure',
      title: 'Làm móng tay sơn gel',
      description:
        'Sơn gel bền màu, bóng đẹp, được làm khô bằng đèn để giữ nguyên vẹn không bong tróc từ hai đến ba tuần.',
    })
  })

  it('GET /services answers in Korean with Accept-Language: ko', async () => {
    const services = await get<Service[]>('/services?category=pedicure', 'ko-KR,ko;q=0.9,en;q=0.5')
    expect(service(services, 'signature-pedicure')).toMatchObject({
      id: 'signature-pedicure',
      category: 'pedicure',
      title: '시그니처 페디큐어',
      description: '클래식 페디큐어에 바다 소금 스크럽, 마스크, 뜨거운 타월 랩을 더했어요.',
    })
  })

  it('GET /services stays in English without the header, and with Accept-Language: en', async () => {
    for (const language of [undefined, 'en']) {
      const services = await get<Service[]>('/services', language)
      expect(service(services, 'classic-manicure')).toMatchObject({
        title: 'Classic Manicure',
        description: 'Shaping, cuticle care, a relaxing hand massage and your choice of polish.',
      })
      expect(services.map((s) => s.title)).toContain('Spa Luxury Pedicure')
    }
  })

  it('keeps ids, categories, prices, codes, stylists’ names and clients’ reviews as they are', async () => {
    type Entry = Record<string, unknown>
    /** The entry without its words: what no language changes. */
    const words = ['title', 'description', 'label', 'bio', 'specialties', 'terms', 'validThrough']
    const unchanged = (entry: Entry) =>
      Object.fromEntries(Object.entries(entry).filter(([key]) => !words.includes(key)))
    for (const path of [
      '/services',
      '/booking-options',
      '/promotions',
      '/stylists',
      '/testimonials',
    ]) {
      const english = await get<Entry[]>(path)
      const korean = await get<Entry[]>(path, 'ko')
      expect(korean.map(unchanged), `GET ${path}`).toEqual(english.map(unchanged))
    }
    const testimonials = await get<Entry[]>('/testimonials', 'es')
    expect(testimonials[0]).toMatchObject({ name: 'Jessica M.' })
    expect(testimonials[0]!.review).toMatch(/^The most relaxing hour of my month\./)
  })

  it('translates a stylist’s tags, and marks the bridal specialist in every language', async () => {
    for (const language of ['es', 'vi', 'ko']) {
      const stylists = await get<Stylist[]>('/stylists', language)
      const specialist = stylists.filter((stylist) => stylist.bridal)
      expect(
        specialist.map((stylist) => stylist.name),
        language,
      ).toEqual(['Mia Tran'])
      expect(specialist[0]!.specialties, language).not.toContain('Bridal')
    }
    const english = await get<Stylist[]>('/stylists')
    expect(english.find((stylist) => stylist.bridal)?.specialties).toContain('Bridal')
  })

  it('writes the monthly offer’s date in the reader’s language', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    const validThrough = async (language?: Language) =>
      (await get<{ id: string; validThrough: string }[]>('/promotions', language)).find(
        (p) => p.id === 'monthly',
      )?.validThrough
    expect(await validThrough()).toBe('Valid through November 30, 2026')
    expect(await validThrough('es')).toBe(`Válido hasta el ${formatLongDate('2026-11-30', 'es')}`)
    expect(await validThrough('vi')).toBe(
      `Có hiệu lực đến hết ${formatLongDate('2026-11-30', 'vi')}`,
    )
    expect(await validThrough('ko')).toBe(`${formatLongDate('2026-11-30', 'ko')}까지 유효`)
  })

  it.each(['es', 'vi', 'ko'] as const)(
    'leaves no text of the catalogue in English in %s',
    async (language) => {
      const translated = Object.entries(spanish as Record<string, string>)
        .filter(([english, inSpanish]) => english !== inSpanish)
        .map(([english]) => english)
      for (const path of cataloguePaths) {
        const strings = stringsOf(await get(path, language))
        // 'Premium' and 'Gel' are Spanish too; everything else the catalogue knows is written anew.
        const left = strings.filter((text) => translated.includes(text))
        expect(left, `GET ${path} in ${language}`).toEqual([])
      }
    },
  )
})

/** A call of the API as a reader of `language` sends it (no language: no header). */
async function callIn(
  method: string,
  path: string,
  { body, language, token }: { body?: unknown; language?: string; token?: string } = {},
) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(language ? { 'Accept-Language': language } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    language: response.headers.get('Content-Language'),
    body: (text ? JSON.parse(text) : null) as Record<string, never> | null,
  }
}

type Envelope = { error: { code: string; message: string; fieldErrors?: Record<string, string> } }
const errorOf = (answer: { body: unknown }) => (answer.body as Envelope).error

const ana = { name: 'Ana Garcia', email: 'ana@example.com', password: 'secret123' }

/** The card the client signed up last holds her bookings with. */
let heldCard = ''

/** Signs `ana` up as a reader of `language` sends it, with a Visa on file; her token. */
async function registerIn(language?: string, account = ana) {
  const answer = await callIn('POST', '/auth/register', { body: account, language })
  expect(answer.status).toBe(201)
  const { token } = answer.body as unknown as { token: string }
  setAuthToken(token)
  heldCard = (await cardOnFile()).id
  setAuthToken(null)
  return token
}

/** What she agrees to for a Gel Manicure ($45): a $22.50 fee, held by her card. */
const agreement = () => ({ policyVersion: POLICY_VERSION, feeCents: 2250, cardId: heldCard })

const mailsOf = async (kind: string, to = ana.email) =>
  (await control.outbox()).filter((m) => m.kind === kind && m.to === to)

describe('the back-end’s messages in each language', () => {
  it.each([
    ['es', 'Ya existe una cuenta con este correo electrónico. Inicie sesión.'],
    ['vi', 'Email này đã có tài khoản. Quý khách vui lòng đăng nhập.'],
    ['ko', '이 이메일로 가입된 계정이 이미 있어요. 로그인해 주세요.'],
  ])('answers 409 for an email already taken in %s', async (language, message) => {
    await registerIn()
    const taken = await callIn('POST', '/auth/register', { body: ana, language })
    expect(taken.status).toBe(409)
    expect(taken.language).toBe(language)
    expect(errorOf(taken)).toMatchObject({ code: 'CONFLICT', message })
  })

  it('says the same 409 in English without the header', async () => {
    await registerIn()
    const taken = await callIn('POST', '/auth/register', { body: ana })
    expect(taken.status).toBe(409)
    expect(errorOf(taken).message).toBe(
      'An account with this email already exists. Please log in instead.',
    )
  })

  it('names a field that is not valid in Spanish', async () => {
    const refused = await callIn('POST', '/auth/register', {
      body: { ...ana, password: '123' },
      language: 'es-US,es;q=0.9',
    })
    expect(refused.status).toBe(400)
    expect(errorOf(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'La contraseña debe tener al menos 6 caracteres',
      fieldErrors: { password: 'La contraseña debe tener al menos 6 caracteres' },
    })
    const english = await callIn('POST', '/auth/register', { body: { ...ana, password: '123' } })
    expect(errorOf(english).fieldErrors?.password).toBe('Password must be at least 6 characters')
  })

  it('writes values of a refusal in the caller’s language: a visit she already has', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    const token = await registerIn()
    const visit = {
      name: ana.name,
      email: ana.email,
      phone: '(703) 555-0100',
      service: 'gel-manicure',
      date: '2026-11-25',
      time: '10:00',
      agreement: agreement(),
    }
    expect((await callIn('POST', '/appointments', { body: visit, token })).status).toBe(201)
    const again = await callIn('POST', '/appointments', { body: visit, token, language: 'es' })
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toBe(
      `Ya tiene una cita a esa hora: Manicura en gel, el ${formatDayOfYear('2026-11-25', 'es')} a las ${formatTime('10:00', 'es')}`,
    )
    const english = await callIn('POST', '/appointments', { body: visit, token })
    expect(errorOf(english).message).toBe(
      'You already have a visit at that time: Gel Manicure, 10:00 AM on Wednesday, November 25',
    )
  })
})

describe('the salon’s words, and only they, in the caller’s language', () => {
  const visit = {
    name: ana.name,
    email: ana.email,
    phone: '(703) 555-0100',
    service: 'gel-manicure',
    date: '2026-11-25',
    time: '10:00',
  }

  it('keeps a note that reads "Cancel" as she wrote it, and names the service in Spanish', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    const token = await registerIn()
    const booked = await callIn('POST', '/appointments', {
      body: { ...visit, notes: 'Cancel', agreement: agreement() },
      token,
      language: 'es',
    })
    expect(booked.status).toBe(201)
    expect(booked.body).toMatchObject({
      notes: 'Cancel',
      serviceName: 'Manicura en gel',
      services: [{ name: 'Manicura en gel' }],
    })
    const listed = await callIn('GET', '/appointments', { token, language: 'es' })
    const { appointments } = listed.body as unknown as { appointments: { id: string }[] }
    expect(appointments.find((a) => a.id === booked.body!.id)).toMatchObject({
      notes: 'Cancel',
      services: [{ name: 'Manicura en gel' }],
    })
  })

  it('never translates what a client typed, even a word of the catalogue', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    const token = await registerIn(undefined, { ...ana, name: 'Basic' })
    const booked = await callIn('POST', '/appointments', {
      body: { ...visit, name: 'Premium Package', notes: 'Gel Manicure', agreement: agreement() },
      token,
      language: 'es',
    })
    expect(booked.body).toMatchObject({
      name: 'Premium Package',
      notes: 'Gel Manicure',
      services: [{ name: 'Manicura en gel' }],
    })
    const me = await callIn('GET', '/auth/me', { token, language: 'es' })
    expect(me.body).toMatchObject({ user: { name: 'Basic' } })
  })
})

describe('the back-end’s mails in the reader’s language', () => {
  it('welcomes an account registered with Accept-Language: vi in Vietnamese', async () => {
    await registerIn('vi')
    const [welcome] = await mailsOf('welcome')
    expect(welcome).toMatchObject({
      subject: 'Chào mừng quý khách đến với Diva Nail Spa',
      body: 'Xin chào Ana Garcia,\n\nTài khoản của quý khách đã sẵn sàng. Quý khách có thể đặt lịch hẹn tiếp theo bất cứ lúc nào trên trang web của chúng tôi.\n\nDiva Nail Spa',
    })
  })

  it('sends a Korean account’s reset link in Korean, to the Korean page, whoever asks', async () => {
    await registerIn('ko')
    // Asked without a language: the mail is in the account's.
    expect(
      (await callIn('POST', '/auth/password-reset', { body: { email: ana.email } })).status,
    ).toBe(202)
    const [reset] = await mailsOf('password-reset')
    expect(reset!.subject).toBe('비밀번호 재설정 안내')
    expect(reset!.body).toMatch(
      /^Ana Garcia님, 안녕하십니까\.\n\n비밀번호 재설정 요청을 받았습니다\./,
    )
    const link = /(\S+)\/ko\/reset-password\?token=([0-9a-f]{64})\n/.exec(reset!.body)
    expect(link?.[1]).toBe(window.location.origin)
    // The link works as any other.
    const confirmed = await callIn('POST', '/auth/password-reset/confirm', {
      body: { token: link![2], password: 'new-secret' },
    })
    expect(confirmed.status).toBe(200)
  })

  it('writes a booking’s confirmation in Spanish, with Spanish dates and prices', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    const token = await registerIn('es')
    const booked = await callIn('POST', '/appointments', {
      token,
      body: {
        name: ana.name,
        email: ana.email,
        phone: '(703) 555-0100',
        service: 'gel-manicure',
        date: '2026-11-25',
        time: '10:00',
        agreement: agreement(),
      },
    })
    expect(booked.status).toBe(201)
    const [confirmation] = await mailsOf('booking-confirmation')
    expect(confirmation!.subject).toBe(
      `Reserva confirmada: Manicura en gel, ${formatLongDate('2026-11-25', 'es')}`,
    )
    expect(confirmation!.body).toContain('Hola, Ana Garcia:\n\nSu cita está confirmada.')
    expect(confirmation!.body).toContain(
      `Fecha y hora: ${formatLongDate('2026-11-25', 'es')} a las ${formatTime('10:00', 'es')} ET`,
    )
    expect(confirmation!.body).toContain(`Precio: ${formatPrice(45)}`)
    expect(confirmation!.body).toMatch(/\n\nDiva Nail Spa$/)
  })

  it('keeps every mail in English, letter for letter, for an English account', async () => {
    await registerIn()
    await callIn('POST', '/auth/password-reset', { body: { email: ana.email }, language: 'es' })
    const [welcome] = await mailsOf('welcome')
    expect(welcome).toMatchObject({
      subject: 'Welcome to Diva Nail Spa',
      body: 'Hi Ana Garcia,\n\nYour account is ready. Book your next appointment any time on our website.\n\nDiva Nail Spa',
    })
    const [reset] = await mailsOf('password-reset')
    expect(reset!.subject).toBe('Reset your password')
    expect(reset!.body).toMatch(
      /^Hi Ana Garcia,\n\nWe received a request to reset your password\. Choose a new one here \(the link works once, for the next 60 minutes\):\n\nhttp\S+\/reset-password\?token=[0-9a-f]{64}\n\nIf you did not ask for this, you can ignore this email: your password stays as it is\.\n\nDiva Nail Spa$/,
    )
    expect(reset!.body).not.toMatch(/\/(es|vi|ko)\/reset-password/)
  })
})
