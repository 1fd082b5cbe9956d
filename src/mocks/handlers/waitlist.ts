import { joinWaitlist, leaveWaitlist, wishesOf } from '../domain/waitlist'
import type { Resolvers } from '../http'

// The waitlist (domain/waitlist.ts): a client asks to be told when a time opens on a full day.

export const waitlistResolvers = {
  waitlist: ({ account }) => ({ wishes: wishesOf(account!.id) }),

  joinWaitlist: {
    unsaved: 'We could not add you to the waitlist. Please try again.',
    resolve: ({ body, account }) => joinWaitlist(body, account!),
  },

  leaveWaitlist: {
    unsaved: 'We could not remove you from the waitlist. Please try again.',
    resolve: ({ params, account }) => leaveWaitlist(params.id!, account!.id),
  },
} satisfies Partial<Resolvers>
