import { lateFeeCents } from '@/api/schemas/payments'
import { POLICY_VERSION } from '@/lib/rules'
import {
  formatDuration,
  openDayAfter,
  salonDateOf,
  salonMinutesNow,
  salonToday,
  TIME_SLOTS,
  wireTime,
} from '@/lib/salon-time'
import { clock } from './clock'
import { bookingOptions, stylists } from './db/catalogue'
import { emptyState, type DbState } from './db/db'
import type {
  AccountRecord,
  AppointmentRecord,
  PaymentMethodRecord,
  PointsRecord,
  ProviderTokenRecord,
} from './db/records'
import { aboutVisit, visitEnd } from './db/visit-record'
import { hashPassword, newSalt } from './domain/passwords'
import { pointsFor } from './domain/rewards'
import { priceVisit, lineOf } from './domain/visit'

/** Ready-made states for testers; each comes with a client who can sign in (see README). */
export const scenarioNames = [
  'empty',
  'busy-day',
  'returning-client',
  'loyal-client',
  'bridal-party',
  'late-client',
  'balance-due',
] as const
export type ScenarioName = (typeof scenarioNames)[number]

const DEMO_PASSWORD = 'secret123'
const scenarioAccounts: Record<ScenarioName, { email: string; name: string }> = {
  empty: { email: 'client@example.com', name: 'Chloe Client' },
  'busy-day': { email: 'client@example.com', name: 'Chloe Client' },
  'returning-client': { email: 'regular@example.com', name: 'Rosa Martinez' },
  'loyal-client': { email: 'loyal@example.com', name: 'Nadia Brooks' },
  'bridal-party': { email: 'bride@example.com', name: 'Emma Hart' },
  'late-client': { email: 'late@example.com', name: 'Lena Ortiz' },
  'balance-due': { email: 'due@example.com', name: 'Dana Reed' },
}

async function account(email: string, name: string, createdAt: string): Promise<AccountRecord> {
  const passwordSalt = newSalt()
  return {
    id: `user_${email.split('@')[0]!.replace(/\W/g, '')}`,
    email,
    name,
    createdAt,
    passwordSalt,
    passwordHash: await hashPassword(DEMO_PASSWORD, passwordSalt),
    emailReminders: true,
    language: 'en',
  }
}

function visit(
  id: string,
  client: AccountRecord,
  serviceValue: string,
  date: string,
  time: string,
  stylistIndex: number,
  status: AppointmentRecord['status'],
): AppointmentRecord {
  const option = bookingOptions.find((o) => o.value === serviceValue)!
  const stylist = stylists[stylistIndex % stylists.length]!
  return {
    id,
    userId: client.id,
    source: 'online',
    service: option.value,
    serviceName: option.label,
    date,
    time,
    services: [lineOf(option)],
    durationMinutes: option.durationMinutes,
    duration: formatDuration(option.durationMinutes),
    stylistId: stylist.id,
    stylist: stylist.name,
    stylistChosen: false,
    status,
    ...priceVisit([lineOf(option)]),
    rewardDiscount: 0,
    pointsSpent: 0,
    name: client.name,
    email: client.email,
    phone: '(703) 555-0100',
    createdAt: clock.now().toISOString(),
  }
}

/** The points a member's completed visit earned, as the back-end credits them. */
const earned = (visit: AppointmentRecord, position: number): PointsRecord => ({
  id: `points_${visit.id}`,
  position,
  userId: visit.userId,
  at: new Date(visitEnd(visit)).toISOString(),
  kind: 'earned',
  ...pointsFor(visit),
  appointmentId: visit.id,
  description: aboutVisit(visit),
})

/**
 * A card on file for a client, as the provider's test card `number` would leave it: the
 * provider's token and her card, her default. Visa 4242 works; 0341 saves but its charges fail.
 */
function cardOnFile(
  client: AccountRecord,
  now: Date,
  number: '4242424242424242' | '4000000000000341' = '4242424242424242',
): { token: ProviderTokenRecord; card: PaymentMethodRecord } {
  const createdAt = daysAgo(now, 30)
  const expiry = { expMonth: 12, expYear: Number(salonToday(now).slice(0, 4)) + 3 }
  const id = `tok_${client.id}`
  const last4 = number.slice(-4)
  return {
    token: { id, brand: 'visa', last4, ...expiry, chargesFail: last4 === '0341', createdAt },
    card: {
      id: `card_${client.id}`,
      userId: client.id,
      token: id,
      brand: 'visa',
      last4,
      ...expiry,
      isDefault: true,
      createdAt,
    },
  }
}

/** A visit held by `card`: the policy she agreed to, its fee and her card, as a booking keeps them. */
const held = (visit: AppointmentRecord, card: PaymentMethodRecord): AppointmentRecord => ({
  ...visit,
  hold: {
    policyVersion: POLICY_VERSION,
    feeCents: lateFeeCents(visit.services),
    cardId: card.id,
    card: { brand: card.brand, last4: card.last4 },
  },
})

const daysAgo = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString()

export async function buildScenario(name: ScenarioName): Promise<DbState> {
  const now = clock.now()
  const today = salonToday(now)
  const { email, name: clientName } = scenarioAccounts[name]
  const client = await account(email, clientName, daysAgo(now, 400))
  const state = { ...emptyState(), accounts: [client] }

  if (name === 'busy-day') {
    // Tomorrow every stylist is booked all day with 30-minute services, but for 10:00 AM and 4:30 PM.
    const day = openDayAfter(today, 1)
    // Walk-ins want no reminder mails: the day's dozens would bury the client's own.
    const other = {
      ...(await account('busy.bookings@example.com', 'Walk-in Guests', now.toISOString())),
      emailReminders: false,
    }
    state.accounts.push(other)
    const free = new Set(['10:00', '16:30'])
    state.appointments = TIME_SLOTS.filter((t) => !free.has(t)).flatMap((time, slot) =>
      stylists.map((_, s) =>
        visit(`appt_busy_${slot}_${s}`, other, 'classic-manicure', day, time, s, 'upcoming'),
      ),
    )
  }

  if (name === 'returning-client') {
    // A year of regular visits, one cancellation, and the next visit booked.
    const history: [string, number, string][] = [
      ['signature-manicure', -330, '10:00'],
      ['gel-pedicure', -270, '14:00'],
      ['premium-package', -200, '11:00'],
      ['gel-manicure', -130, '15:30'],
      ['luxury-pedicure', -60, '13:00'],
      ['gel-manicure', -21, '10:30'],
    ]
    state.appointments = history.map(([service, days, time], i) =>
      visit(`appt_history_${i}`, client, service, openDayAfter(today, days), time, i, 'completed'),
    )
    state.appointments.push(
      visit(
        'appt_cancelled',
        client,
        'classic-pedicure',
        openDayAfter(today, -45),
        '09:30',
        1,
        'cancelled',
      ),
    )
    state.appointments.push(
      visit(
        'appt_next',
        client,
        'signature-manicure',
        openDayAfter(today, 9),
        '11:30',
        2,
        'upcoming',
      ),
    )
    // She joined Diva Rewards before the third of them: 240 points from four visits.
    const memberSince = daysAgo(now, 210)
    state.loyaltyMembers = [{ id: 'loyal_rosa', userId: client.id, memberSince }]
    state.points = state.appointments
      .filter((a) => a.status === 'completed' && a.date > memberSince.slice(0, 10))
      .map(earned)
  }

  if (name === 'loyal-client') {
    // A member of Diva Rewards with 280 points from four visits: the fifth earns a free upgrade.
    const history: [string, number, string][] = [
      ['luxury-package', -250, '10:00'],
      ['premium-package', -180, '13:00'],
      ['signature-pedicure', -100, '11:30'],
      ['classic-pedicure', -30, '15:00'],
    ]
    state.appointments = history.map(([service, days, time], i) =>
      visit(`appt_loyal_${i}`, client, service, openDayAfter(today, days), time, i, 'completed'),
    )
    state.loyaltyMembers = [
      { id: 'loyal_nadia', userId: client.id, memberSince: daysAgo(now, 300) },
    ]
    state.points = state.appointments.map(earned)
  }
  if (name === 'bridal-party') {
    // Three weeks ahead, the bride and three of her party side by side at 10:00 AM, the bride
    // with Mia Tran, the bridal specialist (stylist 0).
    const day = openDayAfter(today, 21)
    const partyId = 'party_bridal'
    const people: [string, string, string][] = [
      [clientName, client.email, 'premium-package'],
      ['Sophie Hart', 'sophie@example.com', 'signature-manicure'],
      ['Lily Chen', '', 'signature-manicure'],
      ['Ava Patel', '', 'gel-manicure'],
    ]
    state.appointments = people.map(([person, personEmail, service], i) => ({
      ...visit(`appt_bridal_${i}`, client, service, day, '10:00', i, 'upcoming'),
      name: person,
      email: personEmail,
      partyId,
      guest: i > 0 || undefined,
      bride: i === 0 || undefined,
    }))
    state.parties = [
      {
        id: partyId,
        userId: client.id,
        kind: 'together',
        bridal: true,
        champagne: false,
        offer: { kind: 'none' },
        createdAt: daysAgo(now, 10),
      },
    ]
  }
  if (name === 'late-client') {
    // A Signature Manicure three hours from now (on the half hour before), held by her Visa:
    // cancelling it now is late. Placed then even outside opening hours: a test's scenario.
    const start = new Date(now.getTime() + 3 * 3_600_000)
    const time = wireTime(Math.floor(salonMinutesNow(start) / 30) * 30)
    const { card } = cardOnFile(client, now)
    state.appointments = [
      held(
        visit('appt_late', client, 'signature-manicure', salonDateOf(start), time, 0, 'upcoming'),
        card,
      ),
    ]
  }

  if (name === 'balance-due') {
    // Her only card is 4000 0000 0000 0341: it saved, but the fee of her late cancellation two
    // days ago failed, so $17.50 is due. She pays it with a card she adds.
    const { token, card } = cardOnFile(client, now, '4000000000000341')
    const day = openDayAfter(today, -2)
    const cancelled = held(
      visit('appt_due', client, 'signature-manicure', day, '14:00', 1, 'cancelled'),
      card,
    )
    const feeCents = cancelled.hold!.feeCents
    const chargedAt = daysAgo(now, 3)
    state.appointments = [cancelled]
    state.paymentMethods = [card]
    state.providerTokens = [token]
    state.providerCharges = [
      {
        id: 'ch_due',
        token: token.id,
        amountCents: feeCents,
        idempotencyKey: `fee_${cancelled.id}`,
        succeeded: false,
        createdAt: chargedAt,
      },
    ]
    state.fees = [
      {
        id: 'fee_due',
        userId: client.id,
        appointmentId: cancelled.id,
        reason: 'late-cancellation',
        amountCents: feeCents,
        state: 'due',
        cardId: card.id,
        createdAt: chargedAt,
      },
    ]
  }

  // Every other client has a Visa 4242 on file, her default: she books as before.
  for (const person of state.accounts) {
    if (state.paymentMethods.some((c) => c.userId === person.id)) continue
    const { token, card } = cardOnFile(person, now)
    state.providerTokens.push(token)
    state.paymentMethods.push(card)
  }
  return state
}
