import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import { useSingleAction } from './single-action'
import type { JoinWaitlistRequest } from './schemas'

export const waitlistQuery = () =>
  queryOptions({
    queryKey: ['waitlist'] as const,
    queryFn: async () => (await request('waitlist')).wishes,
  })

export const joinWaitlist = (body: JoinWaitlistRequest, idempotencyKey?: string) =>
  request('joinWaitlist', { body }, { idempotencyKey })

export const leaveWaitlist = (id: string, idempotencyKey?: string) =>
  request('leaveWaitlist', { params: { id } }, { idempotencyKey })

/** The client's waitlist entries for today and later, each with the time that opened, if one did. */
export const useWaitlist = () => useQuery(waitlistQuery())

function useWaitlistChange<T>(send: (variables: T, key: string) => Promise<unknown>) {
  const queryClient = useQueryClient()
  const mutationFn = useSingleAction(send)
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQuery().queryKey }),
  })
}

export const useJoinWaitlist = () => useWaitlistChange(joinWaitlist)
export const useLeaveWaitlist = () => useWaitlistChange(leaveWaitlist)
