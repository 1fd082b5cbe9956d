// What a client agrees to when she books, for tests that book through the API as the form does.
import { lateFeeCents } from '@/api/schemas/payments'
import { POLICY_VERSION } from '@/lib/rules'
import { bookingOptions } from '@/mocks/db/catalogue'

/** Test card numbers the simulated provider knows (README, "Test cards"). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  chargesFail: '4000000000000341',
} as const

export type VisitAsked = { service: string; secondService?: string; addOns?: string[] }

/** The policy a client agrees to for a visit (booking option values): its version and fee. */
export function policyFor({ service, secondService, addOns = [] }: VisitAsked) {
  const lines = [service, secondService, ...addOns].filter(Boolean).map((value) => {
    const option = bookingOptions.find((o) => o.value === value)
    if (!option) throw new Error(`policyFor: no booking option ${value}`)
    return option
  })
  return { policyVersion: POLICY_VERSION, feeCents: lateFeeCents(lines) }
}
