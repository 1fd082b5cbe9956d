import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react'
import { Suspense, useDeferredValue, useRef, useState } from 'react'
import { formatVisitTotal, partyStart, type Appointment, type Party } from '@/api'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { DetailList } from '@/components/DetailList'
import { LoadFailed } from '@/components/LoadFailed'
import { t } from '@/lib/i18n/i18n'
import { formatPrice } from '@/lib/money'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { statusPalette } from './AppointmentCard'
import { CallToChange } from './CallToChange'
import { ChangeButtons } from './ChangeButtons'
import { LateCancelNote } from './LateCancelNote'
import { CancelDialog, loadDialogs, RescheduleDialog, useDialogsWhenIdle } from './dialogs'
import { feeRows, heldFeeOf, partyLateFeeOf } from './late-fee'

type Dialog = { kind: 'reschedule' } | { kind: 'cancel' } | { kind: 'guest'; guest: Appointment }

const titleOf = (party: Party) =>
  party.bridal
    ? t('Bridal party')
    : party.kind === 'event'
      ? t('Private event')
      : // As booked: a cancelled guest stays on the card, marked so.
        t('Party of {count}', { count: party.appointments.length })

/**
 * A party booked together, as one card: each person with her services, time and stylist; the
 * whole party moved or cancelled, or one guest cancelled (docs/behaviour.md).
 */
export function PartyCard({ party }: { party: Party }) {
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // As on a visit's card: the card stays as it is while a dialog's code loads.
  const shown = useDeferredValue(dialog)
  const opening = dialog !== shown ? dialog?.kind : null
  const coming = party.appointments.filter((a) => a.status !== 'cancelled')
  const upcoming = coming.some((a) => a.status === 'upcoming')
  // One policy for the party: the change notice before it starts, for everyone in it.
  const changeable = upcoming && coming.every((a) => a.canChange)
  // Inside the notice with everyone held by her card: no move, but a late cancellation.
  const late = upcoming && !changeable ? partyLateFeeOf(coming) : undefined
  const cancellable = changeable || Boolean(late)
  const missed = coming.length > 0 && coming.every((a) => a.status === 'missed')
  const first = partyStart(party)
  const title = titleOf(party)
  const card = useRef<HTMLDivElement>(null)
  useDialogsWhenIdle(cancellable)

  return (
    <Card.Root
      as="article"
      ref={card}
      tabIndex={-1}
      bg="white"
      aria-label={`${title}, ${formatLongDate(first.date)}`}
    >
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0">
            <Heading as="h3" fontSize="lg">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatLongDate(first.date)}
            </Text>
          </Stack>
          <Badge
            colorPalette={
              statusPalette[
                upcoming
                  ? 'upcoming'
                  : missed
                    ? 'missed'
                    : coming.length
                      ? 'completed'
                      : 'cancelled'
              ]
            }
          >
            {upcoming
              ? t('Upcoming')
              : missed
                ? t('Missed')
                : coming.length
                  ? t('Completed')
                  : t('Cancelled')}
          </Badge>
        </HStack>
        <List.Root variant="plain" gap="3" aria-label={t('Who is coming')}>
          {party.appointments.map((person) => (
            <List.Item key={person.id} display="block">
              <HStack justify="space-between" align="baseline" gap="3">
                <Text fontWeight="600">
                  {person.bride ? t('{name} (the bride)', { name: person.name }) : person.name}
                </Text>
                {person.status === 'cancelled' ? (
                  <Badge colorPalette="red">{t('Cancelled')}</Badge>
                ) : person.status === 'missed' ? (
                  <Badge colorPalette={statusPalette.missed}>{t('Missed')}</Badge>
                ) : (
                  <Text fontSize="sm">{formatVisitTotal(person.total, person.services)}</Text>
                )}
              </HStack>
              <Text fontSize="sm">{person.serviceName}</Text>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  {t('{time} ET with {stylist}', {
                    time: formatTime(person.time),
                    stylist: person.stylist,
                  })}
                </Text>
                {person.guest && person.status === 'upcoming' && cancellable && (
                  <Button
                    variant="ghost"
                    size="xs"
                    colorPalette="red"
                    onClick={() => setDialog({ kind: 'guest', guest: person })}
                    onPointerEnter={loadDialogs}
                    onFocus={loadDialogs}
                  >
                    {t('Cancel {name}', { name: person.name })}
                  </Button>
                )}
              </HStack>
              {person.fee && <DetailList size="sm" mt="1" rows={feeRows(person)} />}
            </List.Item>
          ))}
        </List.Root>
        {party.offer.text && (
          <Text fontSize="sm" color="green.700">
            {party.offer.text}
          </Text>
        )}
        <Text fontWeight="600">
          {t('Party total: {total}', { total: formatPrice(party.total) })}
        </Text>
        {late ? (
          <LateCancelNote what="party" late={late} />
        ) : (
          upcoming && !changeable && <CallToChange what="party" />
        )}
      </Card.Body>
      {cancellable && (
        <Card.Footer gap="3" flexWrap="wrap">
          <ChangeButtons
            rescheduleLabel={changeable ? t('Reschedule party') : undefined}
            cancelLabel={t('Cancel party')}
            onOpen={(kind) => setDialog({ kind })}
            opening={opening}
          />
        </Card.Footer>
      )}
      <ErrorBoundary fallback={<LoadFailed px="6" pb="4" />}>
        <Suspense fallback={null}>
          {shown?.kind === 'reschedule' && (
            <RescheduleDialog
              party={party}
              open
              onClose={() => setDialog(null)}
              onCancelInstead={() => setDialog({ kind: 'cancel' })}
            />
          )}
          {shown?.kind === 'cancel' && (
            <CancelDialog
              party={party}
              fee={partyLateFeeOf(coming)}
              open
              onClose={() => setDialog(null)}
            />
          )}
          {shown?.kind === 'guest' && (
            <CancelDialog
              appointment={shown.guest}
              // Late (the party's notice), she pays her guest's share only.
              fee={heldFeeOf(shown.guest)}
              noticeFrom={first}
              open
              onClose={() => setDialog(null)}
              // Her button goes with her visit: the focus comes back to the party's card.
              finalFocus={() => card.current}
            />
          )}
        </Suspense>
      </ErrorBoundary>
    </Card.Root>
  )
}
