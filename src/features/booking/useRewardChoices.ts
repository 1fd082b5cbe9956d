import { useEffect, useMemo } from 'react'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { useLoyaltyProgram, useRewards, type BookingOption } from '@/api'
import type { Choice } from './BookingFields'
import type { BookingValues } from './booking-values'

/**
 * Diva Rewards at booking: the reward once she has the points, and a free upgrade for a service
 * of this visit that has a higher tier (not into the visit's other service). What the form shows
 * is what it sends: a choice whose control has gone (the service changed, the points were spent
 * in another tab) is dropped.
 */
export function useRewardChoices(
  control: Control<BookingValues>,
  setValue: UseFormSetValue<BookingValues>,
  options: readonly BookingOption[],
) {
  const [service, secondService, useReward, upgrade] = useWatch({
    control,
    name: ['service', 'secondService', 'useReward', 'upgrade'],
  })
  const rewards = useRewards()
  const program = useLoyaltyProgram()
  const upgradeAvailable = rewards.data?.upgradeAvailable ?? false
  const upgrades = useMemo(
    (): Choice[] =>
      upgradeAvailable
        ? [service, secondService]
            .map((value) => options.find((o) => o.value === value && o.upgradesTo))
            .filter(
              (o): o is BookingOption =>
                o !== undefined && o.upgradesTo !== service && o.upgradesTo !== secondService,
            )
            .map((o) => ({
              value: o.value,
              label: `${o.label} → ${options.find((to) => to.value === o.upgradesTo)?.label}`,
            }))
        : [],
    [upgradeAvailable, service, secondService, options],
  )
  const points = rewards.data?.points
  const offer = useMemo(
    () => program.data && { points: program.data.rewardPoints, value: program.data.rewardValue },
    [program.data],
  )
  const canSpend = points !== undefined && offer !== undefined && points >= offer.points
  const upgradeKept = upgrades.some((u) => u.value === upgrade) ? upgrade : ''
  const rewardKept = Boolean(useReward) && canSpend
  useEffect(() => {
    if (upgrade && !upgradeKept) setValue('upgrade', '')
    if (useReward && !rewardKept) setValue('useReward', false)
  }, [upgrade, upgradeKept, useReward, rewardKept, setValue])

  return {
    /** What the rewards' fields offer, once her points and the programme are known. */
    fields:
      points !== undefined && offer
        ? { points, reward: offer, upgradeAvailable, upgrades }
        : undefined,
    /** What the booking spends: the reward and the upgrade as the form shows them. */
    spend: { useReward: rewardKept, upgrade: upgradeKept ?? '' },
    /** The reward she chose, for the summary. */
    reward: rewardKept ? offer : undefined,
    /** Her points moved since they were read (a refused reward or upgrade): read them again. */
    refetch: rewards.refetch,
  }
}
