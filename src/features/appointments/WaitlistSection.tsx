import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { BellRing } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { ApiError, useLeaveWaitlist, useWaitlist, type WaitlistEntry } from '@/api'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { waitlistBookingPath } from '@/lib/booking-link'
import { formatLongDate, formatTime } from '@/lib/salon-time'

const entryText = (entry: WaitlistEntry) =>
  `${entry.serviceName} on ${formatLongDate(entry.date)}, ${entry.time ? formatTime(entry.time) : 'any time'}, with ${entry.stylist ?? 'any available stylist'}`

/** Removes an entry, then puts focus on `focusAfter` (an id): the button goes with its entry. */
function RemoveButton({ entry, focusAfter }: { entry: WaitlistEntry; focusAfter: string }) {
  const leave = useLeaveWaitlist()
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Remove from waitlist: ${entryText(entry)}`}
      disabled={leave.isPending}
      onClick={() =>
        leave.mutate(entry.id, {
          onSuccess: () => {
            notify('success', 'Removed from the waitlist', entryText(entry))
            document.getElementById(focusAfter)?.focus()
          },
          onError: (error) =>
            error instanceof ApiError && error.status === 401
              ? undefined
              : notify('error', 'Could not remove it', 'Please try again.'),
        })
      }
    >
      {leave.isPending ? 'Removing...' : 'Remove'}
    </Button>
  )
}

/** A time that opened for an entry: not held, so the notice leads straight to booking it. */
function OpenedNotice({
  entry,
  focusAfter,
}: {
  entry: WaitlistEntry & { openedTime: string }
  focusAfter: string
}) {
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      bg="gold.50"
      borderColor="gold.300"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Box color="gold.700" pt="0.5">
        <BellRing size={20} aria-hidden />
      </Box>
      <Stack gap="3" flex="1">
        <Box>
          <Text fontWeight="600">
            A time opened: {formatTime(entry.openedTime)} on {formatLongDate(entry.date)}
          </Text>
          <Text>
            {entry.serviceName} with {entry.openedStylist ?? 'our team'}. It is not held for you:
            whoever books first gets it.
          </Text>
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="gold">
            <RouterLink to={waitlistBookingPath(entry)}>Book</RouterLink>
          </Button>
          <RemoveButton entry={entry} focusAfter={focusAfter} />
        </HStack>
      </Stack>
    </HStack>
  )
}

/** The client's waitlist entries, shown only when she has some. */
export function WaitlistSection() {
  const waitlist = useWaitlist()
  if (waitlist.isPending || waitlist.data?.length === 0) return null
  return (
    <Stack as="section" gap="5" aria-labelledby="waitlist-heading">
      <Heading as="h2" id="waitlist-heading" fontSize="2xl" tabIndex={-1}>
        Waitlist
      </Heading>
      <QueryState query={waitlist} errorText="We could not load your waitlist." skeletonLines={1}>
        {(entries) => {
          // After a removal focus stays here: on the list's heading, or the page's first one
          // when the list goes with its last entry.
          const focusAfter = entries.length > 1 ? 'waitlist-heading' : 'upcoming-heading'
          return (
            <Stack as="ul" listStyleType="none" gap="3">
              {entries.map((entry) =>
                entry.openedTime ? (
                  <OpenedNotice
                    key={entry.id}
                    entry={{ ...entry, openedTime: entry.openedTime }}
                    focusAfter={focusAfter}
                  />
                ) : (
                  <HStack
                    as="li"
                    key={entry.id}
                    justify="space-between"
                    gap="4"
                    bg="white"
                    p="4"
                    borderRadius="lg"
                    borderWidth="1px"
                  >
                    <Text>
                      Waiting for {entry.time ? formatTime(entry.time) : 'any time'} on{' '}
                      {formatLongDate(entry.date)}: {entry.serviceName}
                      {entry.stylist ? ` with ${entry.stylist}` : ''}
                    </Text>
                    <RemoveButton entry={entry} focusAfter={focusAfter} />
                  </HStack>
                ),
              )}
            </Stack>
          )
        }}
      </QueryState>
    </Stack>
  )
}
