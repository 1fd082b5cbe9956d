import { Button, Stack, Text, Wrap } from '@chakra-ui/react'
import { t } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/salon-time'

interface NearestFreeTimesProps {
  /** The free times the back-end offered with its 409 (HH:mm), nearest first. */
  times: readonly string[]
  onPick: (time: string) => void
}

/** When someone took the chosen time meanwhile: the nearest free times that day, one tap each. */
export function NearestFreeTimes({ times, onPick }: NearestFreeTimesProps) {
  if (times.length === 0) return null
  return (
    <Stack gap="2" role="group" aria-label={t('Nearest free times')}>
      <Text fontSize="sm">{t('These times are still free that day:')}</Text>
      <Wrap gap="2">
        {times.map((time) => (
          <Button key={time} size="sm" variant="outline" onClick={() => onPick(time)}>
            {formatTime(time)}
          </Button>
        ))}
      </Wrap>
    </Stack>
  )
}
