import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import type { JoinWaitlistRequest } from './schemas'

export const waitlistQuery = () =>
  queryOptions({
    queryKey: ['waitlist'] as const,
    queryFn: async () => (await request((s) => s.waitlistSchema, { url: '/waitlist' })).wishes,
  })

export const joinWaitlist = (body: JoinWaitlistRequest) =>
  request((s) => s.waitlistWishSchema, { method: 'POST', url: '/waitlist', data: body })

export const leaveWaitlist = (id: string) =>
  request((s) => s.unreadAnswerSchema, {
    method: 'DELETE',
    url: `/waitlist/${encodeURIComponent(id)}`,
  })

/** The client's waitlist wishes for today and later, each with the time that opened, if one did. */
export const useWaitlist = () => useQuery(waitlistQuery())

function useWaitlistChange<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQuery().queryKey }),
  })
}

export const useJoinWaitlist = () => useWaitlistChange(joinWaitlist)
export const useLeaveWaitlist = () => useWaitlistChange(leaveWaitlist)
