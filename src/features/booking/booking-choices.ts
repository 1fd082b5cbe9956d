import type { BookingOption, Stylist } from '@/api'
import { isSingleService } from '@/lib/booking-link'
import { formatPrice } from '@/lib/money'
import type { Choice } from './BookingFields'

const isAddOn = (o: BookingOption) => o.category === 'add-on'

/** What the form's dropdowns and boxes offer, from the salon's booking options and its team. */
export function choicesOf(options: readonly BookingOption[], stylists: readonly Stylist[]) {
  const priced = (o: BookingOption): Choice => ({
    value: o.value,
    label: `${o.label} — ${formatPrice(o.price)}`,
  })
  return {
    /** The services and packages: a visit's main choice. */
    main: options.filter((o) => !isAddOn(o)).map(priced),
    /** A second manicure or pedicure. */
    second: options.filter((o) => isSingleService(o.category)).map(priced),
    addOns: options.filter(isAddOn),
    /** Each stylist by name and title, as About lists them. */
    stylists: stylists.map((s): Choice => ({ value: s.id, label: `${s.name} — ${s.title}` })),
    /** Every service that has a higher tier, by name. */
    upgradable: options.filter((o) => o.upgradesTo).map((o) => o.label),
    /** The bridal specialist's name, for the bride's note. */
    specialist: stylists.find((s) => s.bridal)?.name,
  }
}

export type BookingChoices = ReturnType<typeof choicesOf>
