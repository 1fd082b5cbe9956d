import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { BellRing } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { ApiError, useLeaveWaitlist, useWaitlist, type WaitlistWish } from '@/api'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { wishBookingPath } from '@/lib/booking-link'
import { formatLongDate, formatTime } from '@/lib/salon-time'

const wishText = (wish: WaitlistWish) =>
  `${wish.serviceName} on ${formatLongDate(wish.date)}, ${wish.time ? formatTime(wish.time) : 'any time'}, with ${wish.stylist ?? 'any available stylist'}`

/** Removes a wish, then puts focus on `focusAfter` (an id): the button goes with its wish. */
function RemoveButton({ wish, focusAfter }: { wish: WaitlistWish; focusAfter: string }) {
  const leave = useLeaveWaitlist()
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Remove from waitlist: ${wishText(wish)}`}
      disabled={leave.isPending}
      onClick={() =>
        leave.mutate(wish.id, {
          onSuccess: () => {
            notify('success', 'Removed from the waitlist', wishText(wish))
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

/** A time that opened for a wish: not held, so the notice leads straight to booking it. */
function OpenedNotice({
  wish,
  focusAfter,
}: {
  wish: WaitlistWish & { openedTime: string }
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
            A time opened: {formatTime(wish.openedTime)} on {formatLongDate(wish.date)}
          </Text>
          <Text>
            {wish.serviceName} with {wish.openedStylist ?? 'our team'}. It is not held for you:
            whoever books first gets it.
          </Text>
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="gold">
            <RouterLink to={wishBookingPath(wish)}>Book</RouterLink>
          </Button>
          <RemoveButton wish={wish} focusAfter={focusAfter} />
        </HStack>
      </Stack>
    </HStack>
  )
}

/** The client's waitlist wishes, shown only when she has some. */
export function WaitlistSection() {
  const waitlist = useWaitlist()
  if (waitlist.isPending || waitlist.data?.length === 0) return null
  return (
    <Stack as="section" gap="5" aria-labelledby="waitlist-heading">
      <Heading as="h2" id="waitlist-heading" fontSize="2xl" tabIndex={-1}>
        Waitlist
      </Heading>
      <QueryState query={waitlist} errorText="We could not load your waitlist." skeletonLines={1}>
        {(wishes) => {
          // After a removal focus stays here: on the list's heading, or the page's first one
          // when the list goes with its last wish.
          const focusAfter = wishes.length > 1 ? 'waitlist-heading' : 'upcoming-heading'
          return (
            <Stack as="ul" listStyleType="none" gap="3">
              {wishes.map((wish) =>
                wish.openedTime ? (
                  <OpenedNotice
                    key={wish.id}
                    wish={{ ...wish, openedTime: wish.openedTime }}
                    focusAfter={focusAfter}
                  />
                ) : (
                  <HStack
                    as="li"
                    key={wish.id}
                    justify="space-between"
                    gap="4"
                    bg="white"
                    p="4"
                    borderRadius="lg"
                    borderWidth="1px"
                  >
                    <Text>
                      Waiting for {wish.time ? formatTime(wish.time) : 'any time'} on{' '}
                      {formatLongDate(wish.date)}: {wish.serviceName}
                      {wish.stylist ? ` with ${wish.stylist}` : ''}
                    </Text>
                    <RemoveButton wish={wish} focusAfter={focusAfter} />
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
