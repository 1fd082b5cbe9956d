import { joinLoyalty, rewardsOf } from '../domain/points'
import type { Resolvers } from '../http'

export const rewardResolvers = {
  myRewards: ({ account, language }) => rewardsOf(account!.id, language),

  joinLoyalty: async ({ account, language }) => {
    await joinLoyalty(account!.id)
    return rewardsOf(account!.id, language)
  },
} satisfies Partial<Resolvers>
