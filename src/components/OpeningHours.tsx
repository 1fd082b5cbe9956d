import { HStack, Stack, Text, type StackProps } from '@chakra-ui/react'
import { openingDays, openingTimes } from '@/lib/opening-hours'
import { salon } from '@/lib/salon'

interface OpeningHoursProps extends StackProps {
  /** The days named short ('Mon-Fri', the footer) or long ('Monday to Friday', Contact). */
  days: 'short' | 'long'
}

/** The salon's opening hours as a list of days and times, in the page's language. */
export function OpeningHours({ days, ...list }: OpeningHoursProps) {
  return (
    <Stack as="dl" gap="1" {...list}>
      {salon.hours.map((hours) => {
        const { opens, closes } = openingTimes(hours)
        return (
          <HStack key={hours.days} justify="space-between">
            <Text as="dt">{openingDays(hours, days)}</Text>
            <Text as="dd">
              {opens}-{closes}
            </Text>
          </HStack>
        )
      })}
    </Stack>
  )
}
