import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { Clock, HeartPulse, CalendarX, type LucideIcon } from 'lucide-react'
import { t, type MessageId, type MessageValues } from '@/lib/i18n/i18n'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'

// The English text, put in the page's language as it is drawn; a rule's figure from its constant.
const policies: { icon: LucideIcon; title: MessageId; text: MessageId; values?: MessageValues }[] =
  [
    {
      icon: CalendarX,
      title: 'Cancellation Policy',
      text: 'Please give us at least {hours} hours’ notice to cancel or reschedule. Late cancellations or no-shows may be charged a fee.',
      values: { hours: CHANGE_NOTICE_HOURS },
    },
    {
      icon: Clock,
      title: 'Late Arrivals',
      text: 'Running late? Please call ahead. We will do our best to fit you in, but your appointment may need to be shortened.',
    },
    {
      icon: HeartPulse,
      title: 'Health & Safety',
      text: 'If you are feeling unwell, please reschedule: it keeps our clients and team healthy. We are happy to find you a new time.',
    },
  ]

/** The three policy blurbs under the booking form. */
export function PolicyNotes() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {policies.map(({ icon: Icon, title, text, values }) => (
        <Card.Root key={title} bg="white">
          <Card.Body gap="3">
            <Icon size={24} aria-hidden color="var(--chakra-colors-gold-600)" />
            <Heading as="h3" fontSize="lg">
              {t(title)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t(text, values)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
