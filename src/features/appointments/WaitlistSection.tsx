import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { BellRing } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { isSignedOut, useLeaveWaitlist, useWaitlist, type WaitlistEntry } from '@/api'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { waitlistBookingPath } from '@/lib/booking-link'
import { t } from '@/lib/i18n/i18n'
import { formatLongDate, formatTime } from '@/lib/salon-time'

/** An entry's details, as its messages' placeholders take them. */
const valuesOf = (entry: WaitlistEntry) => ({
  service: entry.serviceName,
  date: formatLongDate(entry.date),
  time: entry.time ? formatTime(entry.time) : undefined,
  stylist: entry.stylist,
})

/** An entry in a few words: its service, day, time (or any) and stylist (or any). */
function entryText(entry: WaitlistEntry) {
  const values = valuesOf(entry)
  if (entry.time)
    return entry.stylist
      ? t('{service} on {date}, {time}, with {stylist}', values)
      : t('{service} on {date}, {time}, with any available stylist', values)
  return entry.stylist
    ? t('{service} on {date}, any time, with {stylist}', values)
    : t('{service} on {date}, any time, with any available stylist', values)
}

/** What an entry waits for, as its row on the list says it. */
function waitingText(entry: WaitlistEntry) {
  const values = valuesOf(entry)
  if (entry.time)
    return entry.stylist
      ? t('Waiting for {time} on {date}: {service} with {stylist}', values)
      : t('Waiting for {time} on {date}: {service}', values)
  return entry.stylist
    ? t('Waiting for any time on {date}: {service} with {stylist}', values)
    : t('Waiting for any time on {date}: {service}', values)
}

/** Removes an entry, then puts focus on `focusAfter` (an id): the button goes with its entry. */
function RemoveButton({ entry, focusAfter }: { entry: WaitlistEntry; focusAfter: string }) {
  const leave = useLeaveWaitlist()
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={t('Remove from waitlist: {entry}', { entry: entryText(entry) })}
      disabled={leave.isPending}
      onClick={() =>
        leave.mutate(entry.id, {
          onSuccess: () => {
            notify('success', t('Removed from the waitlist'), entryText(entry))
            document.getElementById(focusAfter)?.focus()
          },
          onError: (error) =>
            isSignedOut(error)
              ? undefined
              : notify('error', t('Could not remove it'), t('Please try again.')),
        })
      }
    >
      {leave.isPending ? t('Removing...') : t('Remove')}
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
            {t('A time opened: {time} on {date}', {
              time: formatTime(entry.openedTime),
              date: formatLongDate(entry.date),
            })}
          </Text>
          <Text>
            {entry.openedStylist
              ? t(
                  '{service} with {stylist}. It is not held for you: whoever books first gets it.',
                  { service: entry.serviceName, stylist: entry.openedStylist },
                )
              : t('{service} with our team. It is not held for you: whoever books first gets it.', {
                  service: entry.serviceName,
                })}
          </Text>
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="gold">
            <RouterLink to={waitlistBookingPath(entry)}>{t('Book')}</RouterLink>
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
        {t('Waitlist')}
      </Heading>
      <QueryState
        query={waitlist}
        errorText={t('We could not load your waitlist.')}
        skeletonLines={1}
      >
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
                    <Text>{waitingText(entry)}</Text>
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
