import { Grid, Text } from '@chakra-ui/react'
import type { Control } from 'react-hook-form'
import type { Availability, VisitChoice } from '@/api'
import { NearestFreeTimes } from '@/components/NearestFreeTimes'
import { t } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/salon-time'
import { DateField, TimeField } from './BookingFields'
import { WaitlistOffer } from './WaitlistOffer'
import type { BookingValues } from './booking-values'
import type { useBookingTimes } from './useBookingTimes'

interface WhenFieldsProps {
  control: Control<BookingValues>
  dateError: string | undefined
  timeError: string | undefined
  times: ReturnType<typeof useBookingTimes>
  /** The free times to offer instead of the one chosen (taken, or not fitting everyone). */
  nearest: readonly string[]
  onPickNearest: (time: string) => void
  /** A new day has other times: the time chosen is cleared. */
  onDatePicked: () => void
  /** The time chosen. */
  time: string
  /** For the waitlist, offered for a visit on its own: its day and visit. */
  waitlist: {
    date: string | undefined
    visit: VisitChoice
    visitName: string
    slots: Availability['slots'] | undefined
  }
}

/** When: the day, its times, and what to do when the time she wants is not free. */
export function WhenFields({
  control,
  dateError,
  timeError,
  times,
  nearest,
  onPickNearest,
  onDatePicked,
  time,
  waitlist,
}: WhenFieldsProps) {
  return (
    <>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <DateField control={control} error={dateError ?? times.tooSoon} onPicked={onDatePicked} />
        <TimeField
          control={control}
          error={timeError}
          slots={times.slots}
          loading={times.loading}
        />
      </Grid>
      {times.unfit && (
        <Text color="fg.error" fontSize="sm" role="status">
          {t('Not everyone can be seated at {time}. Please choose another time.', {
            time: formatTime(time),
          })}
        </Text>
      )}
      <NearestFreeTimes times={nearest} onPick={onPickNearest} />
      <WaitlistOffer {...waitlist} time={time} />
    </>
  )
}
