import { isCardExpired, type PaymentMethod } from '@/api/schemas/payments'
import type { Language } from '@/lib/i18n/languages'
import { formatDayOfYear, formatTime, salonToday } from '@/lib/salon-time'
import { clock } from '../clock'
import { db, newId } from '../db/db'
import { needClientVisits } from '../db/lazy-rows'
import type { AppointmentRecord, PaymentMethodRecord } from '../db/records'
import { fail } from '../failures'
import { say, serviceNameIn } from '../language'

// Her cards on file: the payment provider's token and what the salon may know of each card (its
// brand, last four and expiry). Her default card holds a new booking; a card that holds an
// upcoming visit hands it to another card when she removes it (docs/behaviour.md, Cards).

const today = () => salonToday(clock.now())

/** A card as the API shows it: without the token, marked when past its expiry month. */
const viewOf = ({ id, brand, last4, expMonth, expYear, isDefault }: PaymentMethodRecord) => ({
  id,
  brand,
  last4,
  expMonth,
  expYear,
  isDefault,
  expired: isCardExpired({ expMonth, expYear }, today()),
})

const cardRecordsOf = (userId: string) =>
  db.paymentMethods
    .findMany((q) => q.where({ userId }))
    .sort(
      (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt),
    )

/** Her cards, her default first, then in the order she added them. */
export const cardsOf = (userId: string): { cards: PaymentMethod[] } => ({
  cards: cardRecordsOf(userId).map(viewOf),
})

function ownCard(userId: string, id: string): PaymentMethodRecord {
  const card = db.paymentMethods.findFirst((q) => q.where({ id, userId }))
  if (!card) throw fail.notFound('Card not found.')
  return card
}

async function makeDefault(userId: string, id: string) {
  await db.paymentMethods.updateMany((q) => q.where({ userId }), {
    data(record) {
      record.isDefault = record.id === id
    },
  })
}

/**
 * Keeps the card a provider's token stands for. A token is good for one account; the same token
 * again for her answers the card she has. Her first card becomes her default.
 */
export async function addCard(
  userId: string,
  token: string,
  asDefault = false,
): Promise<PaymentMethod> {
  const card = db.providerTokens.findFirst((q) => q.where({ id: token }))
  const onFile = db.paymentMethods.findFirst((q) => q.where({ token }))
  if (!card || (onFile && onFile.userId !== userId))
    throw fail.ruleOn('token', 'This card could not be saved. Please enter it again.')
  if (onFile) return viewOf(onFile)
  if (isCardExpired(card, today()))
    throw fail.ruleOn('token', 'This card has expired. Please use another card.')
  const first = !db.paymentMethods.findFirst((q) => q.where({ userId }))
  const saved = await db.paymentMethods.create({
    id: newId('card'),
    userId,
    token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    isDefault: first,
    createdAt: clock.now().toISOString(),
  })
  if (asDefault && !first) await makeDefault(userId, saved.id)
  return viewOf(ownCard(userId, saved.id))
}

/** Her default card from now on: it holds her new bookings. */
export async function setDefaultCard(userId: string, id: string) {
  await makeDefault(userId, ownCard(userId, id).id)
  return cardsOf(userId)
}

/** Her visits still to come that `cardId` holds, soonest first. */
const visitsHeldBy = (userId: string, cardId: string): AppointmentRecord[] => {
  needClientVisits(userId)
  return db.appointments
    .findMany((q) => q.where({ userId, status: 'upcoming' }))
    .filter((visit) => visit.hold?.cardId === cardId)
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
}

/**
 * Removes a card. The visits it holds move to her default card (another of hers when it was the
 * default); with no other card that can hold them, it is refused, naming the first such visit.
 */
export async function removeCard(userId: string, id: string, language: Language) {
  const card = ownCard(userId, id)
  const others = cardRecordsOf(userId).filter((c) => c.id !== id)
  const heir = others.find((c) => !isCardExpired(c, today()))
  const held = visitsHeldBy(userId, id)
  if (held.length && !heir) {
    const visit = held[0]!
    throw fail.rule(
      say(
        'Your card holds your {service} on {date} at {time}. Add another card before you remove this one.',
        {
          service: serviceNameIn(visit, language),
          date: formatDayOfYear(visit.date, language),
          time: formatTime(visit.time, language),
        },
      ),
    )
  }
  for (const visit of held)
    await db.appointments.update((q) => q.where({ id: visit.id }), {
      data(record) {
        record.hold = {
          ...record.hold!,
          cardId: heir!.id,
          card: { brand: heir!.brand, last4: heir!.last4 },
        }
      },
    })
  db.paymentMethods.delete((q) => q.where({ id: card.id }))
  if (card.isDefault && others[0]) await makeDefault(userId, (heir ?? others[0]).id)
  return cardsOf(userId)
}
