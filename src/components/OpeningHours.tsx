import { HStack, Stack, Text, type StackProps } from '@chakra-ui/react'

interface OpeningHoursProps extends StackProps {
  /** The days as they are to read (short or long), and that day's hours. */
  hours: readonly { days: string; opens: string; closes: string }[]
}

/** The salon's opening hours as a list of days and times, as the footer and Contact show them. */
export function OpeningHours({ hours, ...list }: OpeningHoursProps) {
  return (
    <Stack as="dl" gap="1" {...list}>
      {hours.map((h) => (
        <HStack key={h.days} justify="space-between">
          <Text as="dt">{h.days}</Text>
          <Text as="dd">
            {h.opens}-{h.closes}
          </Text>
        </HStack>
      ))}
    </Stack>
  )
}
