import type { FeeReason } from '@/api/schemas'
import { pathInLanguage, type Language } from '@/lib/i18n/languages'
import { formatCents } from '@/lib/money'
import { brandNames, CARD_ENDING } from '@/lib/payments/card-label'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'
import { salon } from '@/lib/salon'
import { formatLongDate, salonToday } from '@/lib/salon-time'
import { db } from '../db/db'
import { needVisit } from '../db/lazy-rows'
import type { AccountRecord, AppointmentRecord, ReceiptRecord } from '../db/records'
import { balanceOf, type CardName, type FeeCharge } from '../domain/fees'
import { say, serviceAndDate, serviceNameIn, write, writeAsGiven } from '../language'
import { sendLetter, visitDetails, whenText } from './letters'

// The mails about money (docs/behaviour.md, Fees): a fee charged or left due, a visit missed,
// a balance paid. They go to the client whose card holds the visit (a guest's too), in her
// account's language, and name a card by its brand and last four only.

type Payer = Pick<AccountRecord, 'email' | 'name'>

const payerOf = (userId: string): Payer =>
  db.accounts.findFirst((q) => q.where({ id: userId })) ?? { email: '', name: '' }

/** "Visa ending in 4242". */
const cardText = (card: CardName, reads: Language) =>
  writeAsGiven(
    reads,
    say(CARD_ENDING, {
      brand: card.brand === 'unknown' ? write(reads, 'Card') : brandNames[card.brand],
      last4: card.last4,
    }),
  )

const reasonText = (reason: FeeReason, reads: Language) =>
  write(reads, reason === 'no-show' ? 'No-show' : 'Late cancellation')

/** Where she pays a balance: her profile, in her language. */
const profileLink = (reads: Language) => `${salon.siteUrl}${pathInLanguage('/profile', reads)}`

/** A receipt's lines: date, visit, amount, card and reason. */
function receiptLines(
  receipt: Pick<ReceiptRecord, 'at' | 'reason' | 'amountCents' | 'card'>,
  visit: AppointmentRecord,
  reads: Language,
) {
  const who = visit.guest ? ` (${visit.name})` : ''
  return [
    writeAsGiven(
      reads,
      say('Date: {date}', { date: formatLongDate(salonToday(new Date(receipt.at)), reads) }),
    ),
    writeAsGiven(
      reads,
      say('Visit: {service}, {when}', {
        service: `${serviceNameIn(visit, reads)}${who}`,
        when: whenText(visit, reads),
      }),
    ),
    writeAsGiven(reads, say('Amount: {amount}', { amount: formatCents(receipt.amountCents) })),
    writeAsGiven(reads, say('Card: {card}', { card: cardText(receipt.card, reads) })),
    writeAsGiven(reads, say('Reason: {reason}', { reason: reasonText(receipt.reason, reads) })),
  ]
}

/** Why a fee was charged, as its mail opens. */
const whyCharged = (reason: FeeReason, reads: Language) =>
  writeAsGiven(
    reads,
    reason === 'no-show'
      ? say('You did not come to your appointment, so the no-show fee you agreed to was charged.')
      : say(
          'You cancelled less than {hours, plural, one {# hour} other {# hours}} before your appointment, so the late-cancellation fee you agreed to was charged.',
          { hours: CHANGE_NOTICE_HOURS },
        ),
  )

/** A fee charged (its receipt), or a charge that failed (her balance and how to pay it). */
export function feeMail({ visit, fee, receipt, card }: FeeCharge, reads: Language) {
  const amount = formatCents(fee.amountCents)
  const { service, date } = serviceAndDate(visit, reads)
  if (receipt)
    return sendLetter(
      {
        kind: 'fee-charged',
        to: payerOf(fee.userId),
        subject: say('Receipt: {amount} for {service} on {date}', { amount, service, date }),
        lines: [whyCharged(fee.reason, reads), '', ...receiptLines(receipt, visit, reads)],
      },
      reads,
    )
  return sendLetter(
    {
      kind: 'fee-failed',
      to: payerOf(fee.userId),
      subject: say('Payment needed: {amount} for {service} on {date}', { amount, service, date }),
      lines: [
        writeAsGiven(
          reads,
          say('We could not charge the {amount} fee to your {card}.', {
            amount,
            card: cardText(card, reads),
          }),
        ),
        '',
        ...receiptLines({ ...fee, at: fee.createdAt, card }, visit, reads).slice(1),
        '',
        writeAsGiven(
          reads,
          say(
            'Your balance is {balance}. Please pay it on your profile before you book again: {link}',
            { balance: formatCents(balanceOf(fee.userId)), link: profileLink(reads) },
          ),
        ),
      ],
    },
    reads,
  )
}

/** What the no-show fee came to: charged to her card, or due when the charge failed. */
function noShowFeeLine({ fee, receipt, card }: FeeCharge, reads: Language) {
  const values = { amount: formatCents(fee.amountCents), card: cardText(card, reads) }
  return writeAsGiven(
    reads,
    receipt
      ? say(
          'As you agreed when you booked, a no-show costs {amount}, charged to your {card}.',
          values,
        )
      : say(
          'As you agreed when you booked, a no-show costs {amount}. We could not charge it to your {card}; your balance is {balance}.',
          { ...values, balance: formatCents(balanceOf(fee.userId)) },
        ),
  )
}

/**
 * A visit marked missed: what it was, and its fee as it went (`fee`, absent for a visit booked
 * before cards were held, which is never charged).
 */
export function noShowMail(visit: AppointmentRecord, reads: Language, fee?: FeeCharge) {
  return sendLetter(
    {
      kind: 'no-show',
      to: payerOf(visit.userId),
      subject: say('Missed appointment: {service} on {date}', serviceAndDate(visit, reads)),
      lines: [
        writeAsGiven(reads, say('We missed you: your appointment is marked as missed.')),
        ...visitDetails(visit, reads),
        ...(fee ? [noShowFeeLine(fee, reads)] : []),
        '',
        writeAsGiven(
          reads,
          say('If you think this is a mistake, please call us at {phone}.', {
            phone: salon.headerPhone,
          }),
        ),
      ],
    },
    reads,
  )
}

/** Her balance paid: a receipt for each fee it paid. */
export function balancePaidMail(payer: Payer, receipts: ReceiptRecord[], reads: Language) {
  const total = receipts.reduce((sum, r) => sum + r.amountCents, 0)
  const lines = receipts.flatMap((receipt) => {
    needVisit(receipt.appointmentId)
    const visit = db.appointments.findFirst((q) => q.where({ id: receipt.appointmentId }))
    return visit ? ['', ...receiptLines(receipt, visit, reads)] : []
  })
  return sendLetter(
    {
      kind: 'balance-paid',
      to: payer,
      subject: say('Receipt: balance of {amount} paid', { amount: formatCents(total) }),
      lines: [
        writeAsGiven(reads, say('Thank you: your balance is paid, and you can book online again.')),
        ...lines,
      ],
    },
    reads,
  )
}
