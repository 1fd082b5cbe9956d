import { useMemo } from 'react'
import type { BookingOption, PartyAvailability, VisitChoice } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { BookingSummary } from './BookingSummary'
import { PartySummary } from './PartySummary'
import type { GuestDraft } from './booking-values'
import { optionsOf } from './useChosenVisit'
import type { usePartyQuote } from './usePartyQuote'

type Seats = NonNullable<PartyAvailability['slots'][number]['seats']>

interface BookingFormSummaryProps {
  options: readonly BookingOption[]
  /** Her visit and its lines (with her free upgrade). */
  visit: VisitChoice
  lines: BookingOption[]
  name: string
  guests: GuestDraft[]
  date: string
  time: string
  /** Her stylist: the one she chose, or the one the back-end would give her then. */
  stylist: string | undefined
  /** Who sits where at the time chosen, when a party has one. */
  seats: Seats | undefined
  promoCode: string
  quote: ReturnType<typeof usePartyQuote>
  reward: { points: number; value: number } | undefined
}

/** Beside the form: her appointment, or with guests her party, as it will be booked. */
export function BookingFormSummary({
  options,
  visit,
  lines,
  name,
  guests,
  date,
  time,
  stylist,
  seats,
  promoCode,
  quote,
  reward,
}: BookingFormSummaryProps) {
  const together = guests.length > 0
  const people = useMemo(
    () =>
      [
        { name: name || t('You'), lines },
        ...guests.map((guest, i) => ({
          name: guest.name || t('Guest {number}', { number: i + 1 }),
          lines: optionsOf([guest.service, guest.secondService, ...guest.addOns], options),
        })),
      ].map((person, i) => ({ ...person, time: seats?.[i]?.time, stylist: seats?.[i]?.stylist })),
    [name, lines, guests, options, seats],
  )
  if (together)
    return (
      <PartySummary
        people={people}
        date={date || undefined}
        price={quote.price}
        code={quote.code}
        reward={reward}
      />
    )
  return (
    <BookingSummary
      lines={lines}
      visit={visit}
      date={date || undefined}
      time={time || undefined}
      stylist={stylist}
      promoCode={promoCode}
      reward={reward}
    />
  )
}
