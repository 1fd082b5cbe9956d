import type { BookingCategory, BookingOption, Package, Service } from '@/api/schemas'
import { packages, services } from './menu'

// What the booking form offers is made from the menu, never listed beside it: every manicure and
// pedicure of the services page at its price and time, every package at its price, and every
// Additional Service as an add-on (docs/behaviour.md, Catalogue and content).

/** Where the booking form names a service otherwise than its card does (SPEC §3's labels). */
const serviceLabels: Partial<Record<string, string>> = {
  'luxury-pedicure': 'Luxury Spa Pedicure',
}

/** What a package card does not show: the form's name for it, and how long its visit takes. */
const packageVisits: Partial<Record<string, { label: string; durationMinutes: number }>> = {
  'basic-package': { label: 'Basic Package (Manicure & Pedicure)', durationMinutes: 90 },
  'premium-package': { label: 'Premium Package', durationMinutes: 120 },
  'luxury-package': { label: 'Luxury Package', durationMinutes: 180 },
}

function serviceOption(service: Service): BookingOption {
  const { id, title, price, priceBasis, durationMinutes, category } = service
  if (category === 'additional')
    return { value: id, label: title, price, priceBasis, durationMinutes, category: 'add-on' }
  const value = service.bookingOption
  if (!value) throw new Error(`The service ${id} names no booking option`)
  const label = serviceLabels[value] ?? title
  return { value, label, price, priceBasis, durationMinutes, category }
}

function packageOption({ bookingOption: value, price }: Package): BookingOption {
  const visit = packageVisits[value]
  if (!visit) throw new Error(`The package option ${value} has no visit length`)
  return { value, price, priceBasis: 'fixed', category: 'package', ...visit }
}

/**
 * A Diva Rewards free upgrade climbs one tier: to the next dearer manicure or pedicure of the menu
 * (the menu's order where two cost the same), and from the Basic package to the Premium.
 */
function upgradeLadders(options: readonly BookingOption[]): string[][] {
  const byPrice = (category: BookingCategory) =>
    options
      .filter((option) => option.category === category)
      .sort((a, b) => a.price - b.price)
      .map((option) => option.value)
  return [byPrice('manicure'), byPrice('pedicure'), ['basic-package', 'premium-package']]
}

function withUpgrades(options: BookingOption[]): BookingOption[] {
  const ladders = upgradeLadders(options)
  return options.map((option) => {
    const ladder = ladders.find((values) => values.includes(option.value))
    const upgradesTo = ladder?.[ladder.indexOf(option.value) + 1]
    return upgradesTo ? { ...option, upgradesTo } : option
  })
}

const isAddOn = (service: Service) => service.category === 'additional'

/** The Service dropdown's options in the menu's order, the packages, then the add-ons. */
export const bookingOptions: BookingOption[] = withUpgrades([
  ...services.filter((service) => !isAddOn(service)).map(serviceOption),
  ...packages.map(packageOption),
  ...services.filter(isAddOn).map(serviceOption),
])
