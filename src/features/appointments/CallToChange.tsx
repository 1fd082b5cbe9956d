import { Box, Link, Text } from '@chakra-ui/react'
import { t, type MessageId } from '@/lib/i18n/i18n'
import { salon, telHref } from '@/lib/salon'

/** The policy, said whole in each language; the number goes where {phone} is, as a link. */
const policy: Record<'appointment' | 'party', MessageId> = {
  appointment:
    'This appointment is less than 24 hours away, so it can no longer be changed online. To reschedule or cancel, please call us at {phone}.',
  party:
    'This party is less than 24 hours away, so it can no longer be changed online. To reschedule or cancel, please call us at {phone}.',
}
// Stands in for the number while the sentence is split around its link.
const PHONE = '\uE000'

/** Inside the 24 hours before it, a visit or a party is changed by phone: the policy and the number. */
export function CallToChange({ what }: { what: 'appointment' | 'party' }) {
  const [before, after] = t(policy[what], { phone: PHONE }).split(PHONE)
  return (
    <Box bg="gold.50" borderRadius="md" p="3" fontSize="sm">
      <Text>
        {before}
        <Link href={telHref(salon.headerPhone)} color="gold.fg" fontWeight="600">
          {salon.headerPhone}
        </Link>
        {after}
      </Text>
    </Box>
  )
}
