import {
  addOnsFromQuery,
  lateFeeCents,
  type BookAppointmentRequest,
  type Birthday,
  type VisitLine,
} from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { formatDuration, slotToMinutes } from '@/lib/salon-time'
import { clock } from '../clock'
import { db, newId } from '../db/db'
import { needClientVisits, needVisit } from '../db/lazy-rows'
import type { AccountRecord, AppointmentRecord } from '../db/records'
import { fail } from '../failures'
import { assertNoBalance, holdFor } from './agreement'
import { hasOwnBookings } from './bookings'
import { assertRewardsAllowed, spendPoints } from './points'
import { isInsideNoticeWindow, startOf } from './policy'
import { checkPromotion, priceWithPromotion } from './promotions'
import { priceWithReward, REWARD_POINTS } from './rewards'
import { assertOneChair, claimSlot, daySlots } from './slots'
import { stylistName, stylistsFor } from './team'
import { visitMinutes, visitName } from './visit'
import { resolveVisit, type VisitChoice } from './visit-choice'
import { toAppointment } from './views'
import { fulfilWaitlistEntries } from './waitlist'

// Booking one visit (docs/behaviour.md, Booking): its slots, a promotion code, and the booking.

/** A visit asked for in a query string: its add-ons comma-separated. */
type VisitQuery = Omit<VisitChoice, 'addOns'> & { addOns?: string }
const visitOfQuery = (query: VisitQuery) =>
  resolveVisit({ ...query, addOns: addOnsFromQuery(query.addOns) })

/**
 * The day's slots for a visit, with the stylist chosen or any; `exclude` frees one of the caller's
 * own appointments (the one being moved).
 */
export function availabilityOf(
  query: VisitQuery & { date: string; stylist?: string; exclude?: string },
  userId: string | undefined,
) {
  const { date, exclude } = query
  const lines = visitOfQuery(query)
  if (exclude) needVisit(exclude)
  const own =
    exclude && userId && db.appointments.findFirst((q) => q.where({ id: exclude, userId }))
  const slots = daySlots(
    date,
    visitMinutes(lines),
    stylistsFor(query.stylist),
    own ? exclude : undefined,
  )
  return {
    date,
    service: query.service,
    slots: slots.map((s) => (s.stylist ? { ...s, stylist: stylistName(s.stylist) } : s)),
  }
}

/** The promotion `code` names for her visit, or 422 on the promo code field. */
export function promotionFor(
  code: string,
  visit: { lines: readonly VisitLine[]; date: string; partySize?: number },
  account: Pick<AccountRecord, 'id' | 'birthday'> | null,
  language: Language,
) {
  const verdict = checkPromotion(
    code,
    { ...visit, hasOwnBookings: hasOwnBookings(account?.id), birthday: account?.birthday },
    clock.now(),
    language,
  )
  if (!verdict.ok) throw fail.ruleOn('promoCode', verdict.message)
  return verdict.promotion
}

/** How a code applies to a visit on a date, priced. */
export function promoCheck(
  query: VisitQuery & { code: string; date: string },
  account: { id: string; birthday?: Birthday } | null,
  language: Language,
) {
  const lines = visitOfQuery(query)
  const promotion = promotionFor(query.code, { lines, date: query.date }, account, language)
  const { code, title, discountPercent, terms } = promotion
  return { code, title, discountPercent, terms, ...priceWithPromotion(lines, promotion) }
}

type Slotted = { date: string; time: string }
const startKey = (a: Slotted) => `${a.date} ${String(slotToMinutes(a.time)).padStart(4, '0')}`
const byStart = (a: Slotted, b: Slotted) => startKey(a).localeCompare(startKey(b))

/** Her upcoming visits soonest first, or her past ones latest first. */
export function appointmentsOf(userId: string, scope: 'upcoming' | 'past') {
  const upcoming = scope === 'upcoming'
  needClientVisits(userId)
  return db.appointments
    .findMany((q) => q.where({ userId }))
    .map(toAppointment)
    .filter((a) => (a.status === 'upcoming') === upcoming)
    .sort((a, b) => (upcoming ? 1 : -1) * byStart(a, b))
}

/**
 * Books one visit: no balance due, its lines held by the card she agreed to, the promotion first
 * and then the reward off what is left (docs/behaviour.md), a stylist free for all of it and the
 * client in one chair. Nothing is charged.
 */
export async function bookVisit(
  body: BookAppointmentRequest,
  account: AccountRecord,
  language: Language,
): Promise<AppointmentRecord> {
  assertNoBalance(account.id)
  const lines = resolveVisit(body)
  const feeCents = lateFeeCents(lines)
  const hold = holdFor(body.agreement, feeCents, account.id)(feeCents)
  const stylistIds = stylistsFor(body.stylist)
  const promotion = body.promoCode
    ? promotionFor(body.promoCode, { lines, date: body.date }, account, language)
    : undefined
  assertRewardsAllowed(account.id, { useReward: body.useReward, services: lines })
  const durationMinutes = visitMinutes(lines)
  assertOneChair({ ...body, userId: account.id, durationMinutes }, stylistIds, language)
  const stylistId = claimSlot({ ...body, durationMinutes }, stylistIds, language)
  const promoted = priceWithPromotion(lines, promotion)
  if (body.useReward && promoted.total <= 0)
    throw fail.ruleOn('useReward', 'This visit is already free: keep your points for another one.')
  const { price, discount, rewardDiscount, total } = body.useReward
    ? priceWithReward(promoted)
    : { ...promoted, rewardDiscount: 0 }
  const record = await db.appointments.create({
    id: newId('appt'),
    userId: account.id,
    source: 'online',
    service: lines[0]!.value,
    serviceName: visitName(lines),
    services: lines,
    date: body.date,
    time: body.time,
    durationMinutes,
    duration: formatDuration(durationMinutes),
    stylistId,
    stylist: stylistName(stylistId),
    stylistChosen: Boolean(body.stylist),
    status: 'upcoming',
    price,
    discount,
    total,
    promoCode: promotion?.code,
    rewardDiscount,
    pointsSpent: body.useReward ? REWARD_POINTS : 0,
    notes: body.notes || undefined,
    name: body.name,
    email: body.email,
    phone: body.phone,
    createdAt: clock.now().toISOString(),
    hold,
    // Booked inside the change notice, its confirmation stands for the reminder.
    remindedFor: isInsideNoticeWindow(body, clock.now()) ? startOf(body) : undefined,
  })
  if (record.pointsSpent) await spendPoints(record)
  fulfilWaitlistEntries(account.id, record)
  return record
}
