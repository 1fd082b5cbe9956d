import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import { useSingleAction } from './single-action'

/** The signed-in client's Diva Rewards: her points, upgrades and history, or that she has not joined. */
export const rewardsQuery = () =>
  queryOptions({ queryKey: ['rewards'] as const, queryFn: () => request('myRewards') })

/** Enrols the signed-in client in Diva Rewards. */
export const joinLoyalty = (idempotencyKey?: string) =>
  request('joinLoyalty', {}, { idempotencyKey })

export const useRewards = (enabled = true) => useQuery({ ...rewardsQuery(), enabled })

export function useJoinLoyalty() {
  const queryClient = useQueryClient()
  const mutationFn = useSingleAction((_: void, key: string) => joinLoyalty(key))
  return useMutation({
    mutationFn,
    onSuccess: (rewards) => queryClient.setQueryData(rewardsQuery().queryKey, rewards),
  })
}
