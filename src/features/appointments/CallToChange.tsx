import { Box, Link, Text } from '@chakra-ui/react'
import { salon, telHref } from '@/lib/salon'

/** Inside the 24 hours before it, a visit or a party is changed by phone: the policy and the number. */
export function CallToChange({ what }: { what: 'appointment' | 'party' }) {
  return (
    <Box bg="gold.50" borderRadius="md" p="3" fontSize="sm">
      <Text>
        This {what} is less than 24 hours away, so it can no longer be changed online. To reschedule
        or cancel, please call us at{' '}
        <Link href={telHref(salon.headerPhone)} color="gold.fg" fontWeight="600">
          {salon.headerPhone}
        </Link>
        .
      </Text>
    </Box>
  )
}
