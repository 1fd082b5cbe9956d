import { visitMessages, type BookingOption, type VisitLine } from '@/api/schemas'
import { isSingleService } from '@/lib/booking-link'
import { bookingOptions } from '../db/catalogue'
import { fail } from '../failures'
import { lineOf } from './visit'

// What a client asks for in one visit, checked against the booking options: its lines or 400.

const findBookingOption = (value: string): BookingOption | undefined =>
  bookingOptions.find((option) => option.value === value)

/** What a client asks for in one visit. */
export interface VisitChoice {
  service: string
  secondService?: string
  addOns?: readonly string[]
  /** The main or second service a free upgrade lifts one tier. */
  upgrade?: string
}

/** A line lifted one tier by a free upgrade: the higher service, at the price of the one it replaces. */
function upgradedLine(from: BookingOption): VisitLine {
  const to = findBookingOption(from.upgradesTo!)!
  return { ...lineOf(to), price: from.price, priceBasis: from.priceBasis, upgradedFrom: from.label }
}

/**
 * The lines of the visit asked for, in order (the main service, a second one, the add-ons), or
 * 400 naming each field that does not hold together.
 */
export function resolveVisit({
  service,
  secondService,
  addOns = [],
  upgrade,
}: VisitChoice): VisitLine[] {
  const errors: Record<string, string> = {}
  const main = findBookingOption(service)
  if (!main || main.category === 'add-on') errors.service = 'Please select a service'
  const second = secondService ? findBookingOption(secondService) : undefined
  if (secondService) {
    if (!isSingleService(second?.category))
      errors.secondService = visitMessages.secondServiceNotMain
    else if (secondService === service) errors.secondService = visitMessages.secondServiceSame
    else if (main?.category === 'package')
      errors.secondService = visitMessages.secondServiceWithPackage
  }
  const extras = addOns.map(findBookingOption)
  if (extras.some((option) => option?.category !== 'add-on'))
    errors.addOns = visitMessages.addOnUnknown
  else if (new Set(addOns).size !== addOns.length) errors.addOns = visitMessages.addOnTwice
  else if (addOns.length && errors.service) errors.addOns = visitMessages.addOnWithoutService
  const lifted = upgrade ? [main, second].find((o) => o && o.value === upgrade) : undefined
  if (upgrade && !lifted?.upgradesTo) errors.upgrade = visitMessages.upgradeNotInVisit
  else if (lifted && [service, secondService].includes(lifted.upgradesTo))
    errors.upgrade = visitMessages.secondServiceSame
  const [first] = Object.values(errors)
  if (first) throw fail.badRequest(first, errors)
  return [main!, ...(second ? [second] : []), ...(extras as BookingOption[])].map((option) =>
    option === lifted ? upgradedLine(option) : lineOf(option),
  )
}
