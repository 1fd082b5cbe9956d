import { Box, Link, Text } from '@chakra-ui/react'
import { t, type MessageId } from '@/lib/i18n/i18n'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'
import { salon, telHref } from '@/lib/salon'

/** The policy, said whole in each language; the number goes where {phone} is, as a link. */
const policy: Record<'appointment' | 'party', MessageId> = {
  appointment:
    'This appointment is less than {hours, plural, one {# hour} other {# hours}} away, so it can no longer be changed online. To reschedule or cancel, please call us at {phone}.',
  party:
    'This party is less than {hours, plural, one {# hour} other {# hours}} away, so it can no longer be changed online. To reschedule or cancel, please call us at {phone}.',
}
// Stands in for the number while the sentence is split around its link.
const PHONE = '\uE000'

/** Within the change notice (CHANGE_NOTICE_HOURS) a visit or party is changed by phone: the policy, the number. */
export function CallToChange({ what }: { what: 'appointment' | 'party' }) {
  const [before, after] = t(policy[what], { hours: CHANGE_NOTICE_HOURS, phone: PHONE }).split(PHONE)
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
