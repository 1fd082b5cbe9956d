import { t } from './i18n/i18n'
import { formatPrice, roundCents } from './money'
import { formatCount } from './text'

// How Diva Rewards points read wherever they are shown; kept apart from the helpers every page
// loads, since only a client's own pages show points.

/** '240 points', '1 point', '−300 points' (in the page's language). */
export const formatPoints = (points: number) =>
  `${points < 0 ? '−' : ''}${t('{points, plural, one {{count} point} other {{count} points}}', {
    points: Math.abs(points),
    count: formatCount(Math.abs(points)),
  })}`

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
    if (line.upgradedFrom)
      rows.push([
        t('Free upgrade'),
        t('{name}, from {previous}', { name: line.name, previous: line.upgradedFrom }),
      ])
  if (visit.rewardDiscount)
    rows.push([
      'Diva Rewards',
      t('{amount} off for {points}', {
        amount: formatPrice(visit.rewardDiscount),
        points: formatPoints(visit.pointsSpent),
      }),
    ])
  if (visit.pointsEarned !== undefined)
    rows.push([t('Points earned'), formatPoints(visit.pointsEarned)])
  return rows
}
