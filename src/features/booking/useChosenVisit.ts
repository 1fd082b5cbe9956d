import { useMemo } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import type { BookingOption, PersonVisit } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { peopleOf, type BookingValues } from './booking-values'
import { useStableValue } from './useStableValue'

/** A service a free upgrade lifts one tier: the higher one, at the price of the one chosen. */
function upgradedOption(from: BookingOption, options: readonly BookingOption[]): BookingOption {
  const to = options.find((o) => o.value === from.upgradesTo)
  if (!to) return from
  return {
    ...to,
    label: t('{service} (free upgrade from {from})', { service: to.label, from: from.label }),
    price: from.price,
    priceBasis: from.priceBasis,
  }
}

/** The booking options of these values, in the order given; values not offered are left out. */
export const optionsOf = (
  values: readonly (string | undefined)[],
  options: readonly BookingOption[],
) => values.map((value) => options.find((o) => o.value === value)).filter((o) => o !== undefined)

/**
 * What she has chosen: her own visit (with her free upgrade) and its lines for the summary, and
 * with guests each person's visit as the back-end seats and prices the party (none alone). Each
 * stays one object while the choices stay the same, so the memoised summary and the queries keyed
 * on them keep still as she types a name or a note.
 */
export function useChosenVisit(
  control: Control<BookingValues>,
  options: readonly BookingOption[],
  upgrade: string,
) {
  const [service, secondService, addOns, stylist, guests, bridal, brideOf] = useWatch({
    control,
    name: ['service', 'secondService', 'addOns', 'stylist', 'guests', 'bridal', 'brideOf'],
  })
  const visit = useStableValue({
    service,
    secondService,
    addOns: addOns ?? [],
    stylist,
    upgrade: upgrade || undefined,
  })
  const people: PersonVisit[] = useStableValue(
    guests.length ? peopleOf({ ...visit, guests, bridal, brideOf }) : [],
  )
  const lines = useMemo(
    () =>
      optionsOf([visit.service, visit.secondService, ...visit.addOns], options).map((o) =>
        o.value === visit.upgrade ? upgradedOption(o, options) : o,
      ),
    [visit, options],
  )
  return { visit, lines, people }
}
