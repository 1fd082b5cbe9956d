import { bookingPath, visitLinkOf } from '@/lib/booking-link'
import { appointmentsOf, availabilityOf, bookVisit, promoCheck } from '../domain/booking'
import { cancelVisit, rescheduleVisit } from '../domain/changes'
import { toAppointment } from '../domain/views'
import type { Resolvers } from '../http'
import {
  bookingConfirmationMail,
  cancelledMail,
  feeMail,
  guestCancelledMail,
  rescheduledMail,
} from '../mail'
import { tellWaitlist } from './shared'

// One visit: its times, a promotion code, booking it, moving and cancelling it. The mails are in
// her account's language, whoever's address she booked with.

export const appointmentResolvers = {
  // ?exclude= leaves out one of the caller's own appointments: the one being rescheduled.
  availability: ({ query, account }) => availabilityOf(query, account?.id),

  promoCheck: ({ query, account, language }) => promoCheck(query, account, language),

  appointments: ({ query, account }) => ({
    appointments: appointmentsOf(account!.id, query.scope),
  }),

  bookAppointment: {
    unsaved: 'We could not save your booking. Please try again.',
    resolve: async ({ body, account, language }) => {
      const record = await bookVisit(body, account!, language)
      await bookingConfirmationMail(record, account!.language)
      return toAppointment(record)
    },
  },

  rescheduleAppointment: {
    unsaved: 'We could not save the new time. Please try again.',
    resolve: async ({ body, params, account, language }) => {
      const { was, updated } = await rescheduleVisit(params.id!, body, account!.id, language)
      await rescheduledMail(updated, was, account!.language)
      await tellWaitlist(was)
      return toAppointment(updated)
    },
  },

  cancelAppointment: {
    unsaved: 'We could not cancel your appointment. Please try again.',
    resolve: async ({ params, account }) => {
      const { was, updated, pointsBack, host, fees } = await cancelVisit(params.id!, account!.id)
      // The client and her guests read her account's language.
      const reads = account!.language
      // A guest's visit: the client who booked her is told, and the guest if she gave an email.
      if (updated.guest && host) await guestCancelledMail(host, updated, reads)
      const bookAgain = bookingPath({
        ...visitLinkOf(updated),
        stylist: updated.stylistChosen ? updated.stylistId : undefined,
      })
      if (updated.email) await cancelledMail(updated, pointsBack, bookAgain, reads)
      // A late cancellation's fee: its receipt, or the balance it left.
      for (const fee of fees) await feeMail(fee, reads)
      await tellWaitlist(was)
      return toAppointment(updated)
    },
  },
} satisfies Partial<Resolvers>
