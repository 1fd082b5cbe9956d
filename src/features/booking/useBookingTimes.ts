import { useMemo } from 'react'
import { useAvailability, usePartyAvailability, type PersonVisit, type VisitChoice } from '@/api'
import { slotToMinutes } from '@/lib/salon-time'
import { partyNotice } from './party-notice'

/** The free times nearest to `time`, closest first. */
const nearestTimes = (slots: readonly { time: string; available: boolean }[], time: string) =>
  slots
    .filter((s) => s.available)
    .map((s) => s.time)
    .sort(
      (a, b) =>
        Math.abs(slotToMinutes(a) - slotToMinutes(time)) -
        Math.abs(slotToMinutes(b) - slotToMinutes(time)),
    )
    .slice(0, 3)

interface TimesAsked {
  date: string
  time: string
  visit: VisitChoice
  /** Each person of the party; none when she comes alone. */
  people: PersonVisit[]
  bridal: boolean
  /** The time field shows a refusal already: it says what is wrong with the time. */
  timeRefused: boolean
}

/**
 * The times the form offers on the chosen day: her visit's slots alone, or with guests the
 * times the whole party can start (asked once everyone has a service), with who sits where.
 */
export function useBookingTimes({ date, time, visit, people, bridal, timeRefused }: TimesAsked) {
  const together = people.length > 0
  const day = useAvailability(together ? undefined : date || undefined, visit)
  const everyoneChosen = together && people.every((p) => p.service)
  const party = usePartyAvailability(
    { date, people, bridal: bridal || undefined },
    Boolean(date && everyoneChosen),
  )
  const partySlots = party.data?.slots
  const slots = useMemo(
    () => (together ? partySlots?.map(({ seats: _seats, ...slot }) => slot) : day.data?.slots),
    [together, partySlots, day.data?.slots],
  )
  const daySlot = day.data?.slots.find((s) => s.time === time)
  const partySlot = partySlots?.find((s) => s.time === time)
  // A time chosen before the party changed that no longer fits everyone: the nearest that do.
  const unfit = Boolean(together && time && partySlot && !partySlot.available && !timeRefused)
  const firstDay = together ? party.data?.firstDay : undefined

  return {
    slots,
    loading: together ? party.isFetching : day.isFetching,
    /** Her visit's slots that day (the waitlist's taken times). */
    daySlots: day.data?.slots,
    /** The stylist the back-end would give her at the chosen time. */
    assigned: daySlot?.available ? daySlot.stylist : undefined,
    /** Who sits where at the chosen time, each person in the order of the form. */
    seats: partySlot?.available ? partySlot.seats : undefined,
    unfit,
    nearest: unfit && partySlots ? nearestTimes(partySlots, time) : [],
    /** The party needs more notice than the day chosen gives. */
    tooSoon:
      firstDay && date && date < firstDay
        ? partyNotice(people.length, bridal, firstDay)
        : undefined,
    refetch: () => (together ? party.refetch() : day.refetch()),
  }
}
