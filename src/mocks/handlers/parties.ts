import { isEvent } from '@/api/schemas'
import { languageOfAccount } from '../domain/accounts'
import { membersOf } from '../domain/bookings'
import { cancelParty, rescheduleParty } from '../domain/changes'
import { bookParty, partiesOf, quoteParty } from '../domain/party-booking'
import { partyTimes } from '../domain/party-seats'
import { firstSeat } from '../domain/bookings'
import { partyView } from '../domain/views'
import type { Resolvers } from '../http'
import { feeMail, partyBookedMail, partyCancelledMail, partyMovedMail } from '../mail'
import { tellWaitlist } from './shared'

// Booking together (docs/behaviour.md, Booking together): the rules are in src/mocks/domain
// (party-seats, party-booking, changes); the mails go to the client who booked and each guest
// with an email, in the client's account's language.

/** The client who booked a party: its first person. */
const hostOf = (partyId: string) => membersOf(partyId).find((m) => !m.guest)!

export const partyResolvers = {
  partyAvailability: ({ body, account }) => partyTimes(body, account!.id),

  partyPrice: ({ body, account, language }) => quoteParty(body, account!, language),

  parties: ({ query, account, language }) => ({
    parties: partiesOf(account!.id, query.scope, language),
  }),

  bookParty: {
    unsaved: 'We could not save your booking. Please try again.',
    resolve: async ({ body, account, language }) => {
      const { party, booked, offerText } = await bookParty(body, account!, language)
      const view = partyView(party, language)
      await partyBookedMail(
        booked,
        { ...party, event: isEvent(booked.length), total: view.total },
        offerText,
        languageOfAccount(party.userId),
      )
      return view
    },
  },

  rescheduleParty: {
    unsaved: 'We could not save the new time. Please try again.',
    resolve: async ({ body, params, account, language }) => {
      const { party, was, moved } = await rescheduleParty(params.id!, body, account!.id, language)
      await partyMovedMail(hostOf(party.id), moved, firstSeat(was), languageOfAccount(party.userId))
      await tellWaitlist(...was)
      return partyView(party, language)
    },
  },

  cancelParty: {
    unsaved: 'We could not cancel your party. Please try again.',
    resolve: async ({ params, account, language }) => {
      const { party, coming, cancelled, pointsBack, fees } = await cancelParty(
        params.id!,
        account!.id,
      )
      const reads = languageOfAccount(party.userId)
      await partyCancelledMail(hostOf(party.id), cancelled, pointsBack, reads)
      for (const fee of fees) await feeMail(fee, reads)
      await tellWaitlist(...coming)
      return partyView(party, language)
    },
  },
} satisfies Partial<Resolvers>
