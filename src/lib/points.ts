import { formatPrice, roundCents } from './money'
import { formatCount } from './text'

// How Diva Rewards points read wherever they are shown; kept apart from the helpers every page
// loads, since only a client's own pages show points.

/** '240 points', '1 point', '−300 points'. */
export const formatPoints = (points: number) =>
  `${points < 0 ? '−' : ''}${formatCount(Math.abs(points))} ${Math.abs(points) === 1 ? 'point' : 'points'}`

/**
 * A reward taken off what is left to pay after a promotion: its value, never below $0. The
 * back-end prices a booking with it and the booking summary previews the same sum.
 */
export function takeReward(total: number, value: number) {
  const rewardDiscount = Math.min(value, total)
  return { rewardDiscount, total: roundCents(total - rewardDiscount) }
}

interface RewardedVisit {
  services: readonly { name: string; upgradedFrom?: string }[]
  rewardDiscount: number
  pointsSpent: number
  pointsEarned?: number
}

/** What Diva Rewards did for a visit, as rows of its details: an upgrade, a reward, points earned. */
export function rewardRows(visit: RewardedVisit): [string, string][] {
  const rows: [string, string][] = []
  for (const line of visit.services)
    if (line.upgradedFrom) rows.push(['Free upgrade', `${line.name}, from ${line.upgradedFrom}`])
  if (visit.rewardDiscount)
    rows.push([
      'Diva Rewards',
      `${formatPrice(visit.rewardDiscount)} off for ${formatPoints(visit.pointsSpent)}`,
    ])
  if (visit.pointsEarned !== undefined)
    rows.push(['Points earned', formatPoints(visit.pointsEarned)])
  return rows
}
