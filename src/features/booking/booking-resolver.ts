import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form'
import type { z } from 'zod'
import type { BookingOption } from '@/api'
import {
  bookAppointmentRequestSchema,
  bookPartyRequestSchema,
  visitMessages,
  visitRules,
} from '@/api/schemas'
import { agreementOf, partyRequestOf, type BookingValues } from './booking-values'

// The booking form's check: the very schemas the back-end uses, one for a visit alone and one
// for a party, and the one rule that needs the catalogue: a package is booked on its own.

type Values = BookingValues

/** A package with a second service: the second service is refused. */
function checkPackageAlone(
  options: readonly BookingOption[],
  visit: { service?: string; secondService?: string },
  context: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  const main = options.find((o) => o.value === visit.service)
  if (visit.secondService && main?.category === 'package')
    context.addIssue({
      code: 'custom',
      path: [...path, 'secondService'],
      message: visitMessages.secondServiceWithPackage,
    })
}

/** Said under the policy when no card holds the visit yet. */
const cardMissing = 'Please save a card before you confirm.'

/** Each field's first refusal, nested as the form holds its fields (`guests.0.name`). */
function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  options: ResolverOptions<Values>,
): FieldErrors<Values> {
  const flat: Record<string, FieldError> = {}
  for (const issue of issues)
    flat[issue.path.join('.')] ??= { type: issue.code, message: issue.message }
  return toNestErrors(flat, options)
}

/**
 * Only the guest list's own refusal (its size): adding or removing a guest checks the list, not
 * the fields of a guest just added, which she has not filled in yet.
 */
function listOnly({ guests, ...errors }: FieldErrors<Values>): FieldErrors<Values> {
  if (!guests?.message) return errors
  return { ...errors, guests: { message: guests.message, type: guests.type, root: guests.root } }
}

/**
 * Alone she books a visit; with a guest, a party, checked as the back-end will check it. The
 * agreement's fee is the form's own figure, not a field, so the check stands in 0 for it; its
 * card is the form's `cardId`.
 */
export function bookingResolver(options: readonly BookingOption[]): Resolver<Values> {
  const alone = bookAppointmentRequestSchema.superRefine(
    (visit, context) => checkPackageAlone(options, visit, context),
    visitRules,
  )
  const together = bookPartyRequestSchema.superRefine((party, context) => {
    checkPackageAlone(options, party, context)
    party.guests.forEach((guest, i) => checkPackageAlone(options, guest, context, ['guests', i]))
  }, visitRules)

  return async (values, _context, resolverOptions) => {
    const agreement = agreementOf(values, 0)
    // No card yet is said once, under the policy, rather than as the agreement's own refusals;
    // on submit, not as a guest is added.
    const cardChecked = !resolverOptions.names || resolverOptions.names.includes('cardId')
    const card: FieldErrors<Values> =
      values.cardId || !cardChecked ? {} : { cardId: { type: 'required', message: cardMissing } }
    const issuesOf = (checked: { error?: z.ZodError }) =>
      (checked.error?.issues ?? []).filter((issue) => issue.path[0] !== 'agreement')
    if (!values.guests.length) {
      const checked = await alone.safeParseAsync({ ...values, agreement })
      if (checked.success && !card.cardId) {
        // The schema's values (trimmed), with the form's own fields it does not know.
        const { agreement: _agreement, ...data } = checked.data
        return { values: { ...values, ...data }, errors: {} }
      }
      return {
        values: {},
        errors: { ...fieldErrorsOf(issuesOf(checked), resolverOptions), ...card },
      }
    }
    const checked = await together.safeParseAsync(partyRequestOf(values, agreement))
    const all = { ...fieldErrorsOf(issuesOf(checked), resolverOptions), ...card }
    const errors = resolverOptions.names?.includes('guests') ? listOnly(all) : all
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }
  }
}
