import { Box, Text } from '@chakra-ui/react'
import { t } from '@/lib/i18n/i18n'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'
import type { LateFee } from './late-fee'

/**
 * Inside the change notice, on a visit or party held by her card: it can no longer move, and
 * cancelling it costs its fee (the Cancel button beside this).
 */
export function LateCancelNote({ what, late }: { what: 'appointment' | 'party'; late: LateFee }) {
  const values = { hours: CHANGE_NOTICE_HOURS, ...late }
  return (
    <Box bg="gold.50" borderRadius="md" p="3" fontSize="sm">
      <Text>
        {what === 'party'
          ? t(
              'This party is less than {hours, plural, one {# hour} other {# hours}} away, so it can no longer be rescheduled online. You can still cancel it: a late cancellation costs {fee}, everyone’s fees together, charged to {card}.',
              values,
            )
          : t(
              'This appointment is less than {hours, plural, one {# hour} other {# hours}} away, so it can no longer be rescheduled online. You can still cancel it: a late cancellation costs {fee}, charged to {card}.',
              values,
            )}
      </Text>
    </Box>
  )
}
