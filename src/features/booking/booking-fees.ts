import type { BookingOption } from '@/api'
import { lateFeeCents } from '@/api/schemas'
import { t } from '@/lib/i18n/i18n'
import type { GuestDraft } from './booking-values'
import { optionsOf } from './useChosenVisit'

/** A person's fee should she cancel late or not come: hers first, then each guest's. */
export interface PersonFee {
  name: string
  feeCents: number
}

/**
 * What a late cancellation or a no-show would cost each person, from the services and add-ons
 * chosen (her lines carry her free upgrade at the price she pays), as the back-end will hold it.
 */
export const feesOf = (
  name: string,
  lines: readonly BookingOption[],
  guests: readonly GuestDraft[],
  options: readonly BookingOption[],
): PersonFee[] => [
  { name: name || t('You'), feeCents: lateFeeCents(lines) },
  ...guests.map((guest, i) => ({
    name: guest.name || t('Guest {number}', { number: i + 1 }),
    feeCents: lateFeeCents(
      optionsOf([guest.service, guest.secondService, ...guest.addOns], options),
    ),
  })),
]
