import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import type { JoinWaitlistRequest } from './schemas'

export const waitlistQuery = () =>
  queryOptions({
    queryKey: ['waitlist'] as const,
    queryFn: async () => (await request('waitlist')).wishes,
  })

export const joinWaitlist = (body: JoinWaitlistRequest) => request('joinWaitlist', { body })

export const leaveWaitlist = (id: string) => request('leaveWaitlist', { params: { id } })

/** The client's waitlist entries for today and later, each with the time that opened, if one did. */
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
