import type { AppointmentRecord } from '../db/records'
import { languageOfAccount } from '../domain/accounts'
import { visitMinutes } from '../domain/visit'
import { openingAfter } from '../domain/waitlist'
import { waitlistOpeningMail } from '../mail'

/**
 * After visits were cancelled or moved: for each, the first client waiting for a time it opened
 * is told, in her account's language.
 */
export async function tellWaitlist(...was: readonly AppointmentRecord[]) {
  for (const visit of was) {
    const told = await openingAfter(visit)
    if (told)
      await waitlistOpeningMail(told, visitMinutes(told.services), languageOfAccount(told.userId))
  }
}
