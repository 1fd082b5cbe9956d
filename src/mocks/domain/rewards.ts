import type { Birthday, VisitLine } from '@/api/schemas'
import { takeReward } from '@/lib/points'
import { loyaltyProgram } from '../db/catalogue'

// The Diva Rewards rules that need no stored data (docs/behaviour.md, Diva Rewards).

const { pointsPerDollar, rewardPoints, rewardValue, birthdayMultiplier, freeUpgradeEveryVisits } =
  loyaltyProgram

/**
 * The points a visit earns: a point per whole dollar paid (its total after a promotion and a
 * reward), at the birthday multiplier when it ends in her birthday month (a visit ends on its day).
 */
export function pointsFor(visit: { total: number; date: string }, birthday?: Birthday) {
  const doubled = birthday?.month === Number(visit.date.slice(5, 7))
  const points = Math.floor(visit.total) * pointsPerDollar * (doubled ? birthdayMultiplier : 1)
  return { points, doubled }
}

/** The reward taken off what is left after a promotion: its value, never below $0. */
export function priceWithReward(priced: { price: number; discount: number; total: number }) {
  return { ...priced, ...takeReward(priced.total, rewardValue) }
}

export const REWARD_POINTS = rewardPoints

/** Where a member stands toward her free upgrades: one after every fifth completed visit. */
export function upgradeStanding(completedVisits: number, upgradesUsed: number) {
  return {
    visitsTowardUpgrade: completedVisits % freeUpgradeEveryVisits,
    upgradeAvailable: Math.floor(completedVisits / freeUpgradeEveryVisits) > upgradesUsed,
  }
}

export const isUpgraded = (visit: { services: readonly VisitLine[] }) =>
  visit.services.some((line) => line.upgradedFrom)
