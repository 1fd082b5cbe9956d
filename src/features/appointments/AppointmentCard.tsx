import { Badge, Button, Card, Heading, HStack } from '@chakra-ui/react'
import { Suspense, useDeferredValue, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { bookAgainHref, type Appointment } from '@/api'
import { pageLanguage, t, type MessageId } from '@/lib/i18n/i18n'
import { rewardRows } from '@/lib/points'
import { DetailList } from '@/components/DetailList'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { LoadFailed } from '@/components/LoadFailed'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { CallToChange } from './CallToChange'
import { ChangeButtons } from './ChangeButtons'
import { LateCancelNote } from './LateCancelNote'
import { CancelDialog, RescheduleDialog, useDialogsWhenIdle } from './dialogs'
import { feeRows, heldFeeOf, lateFeeOf } from './late-fee'

export const statusPalette = {
  upcoming: 'gold',
  completed: 'green',
  cancelled: 'red',
  missed: 'orange',
} as const
/** A visit's status as its badge says it: in English the status itself, capitalised by CSS. */
const statusLabel: Record<Appointment['status'], MessageId> = {
  upcoming: 'upcoming',
  completed: 'completed',
  cancelled: 'cancelled',
  missed: 'missed',
}

export function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null)
  // The dialog drawn follows the one asked for once its code is here: meanwhile the card stays as
  // it is, its button busy, rather than commit a fallback that React would hold a while.
  const shown = useDeferredValue(dialog)
  const opening = dialog !== shown ? dialog : null
  const upcoming = appointment.status === 'upcoming'
  const changeable = upcoming && appointment.canChange
  // Inside the notice, held by her card: no move, but a late cancellation for its fee.
  const late = lateFeeOf(appointment)
  useDialogsWhenIdle(changeable || Boolean(late))

  return (
    <Card.Root
      as="article"
      bg="white"
      aria-label={`${appointment.serviceName}, ${formatLongDate(appointment.date)}`}
    >
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" fontSize="lg">
            {appointment.serviceName}
          </Heading>
          <Badge
            colorPalette={statusPalette[appointment.status]}
            // The other languages' words are written as they are to read.
            textTransform={pageLanguage() === 'en' ? 'capitalize' : undefined}
          >
            {t(statusLabel[appointment.status])}
          </Badge>
        </HStack>
        <DetailList
          gap="2"
          size="sm"
          rows={[
            [t('Date'), formatLongDate(appointment.date)],
            [t('Time'), t('{time} ET', { time: formatTime(appointment.time) })],
            [t('Duration'), appointment.duration],
            [t('Stylist'), appointment.stylist],
            ...rewardRows(appointment),
            ...feeRows(appointment),
          ]}
        />
        {late ? (
          <LateCancelNote what="appointment" late={late} />
        ) : (
          upcoming && !appointment.canChange && <CallToChange what="appointment" />
        )}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        {(changeable || late) && (
          <ChangeButtons
            rescheduleLabel={changeable ? t('Reschedule') : undefined}
            cancelLabel={t('Cancel')}
            onOpen={setDialog}
            opening={opening}
          />
        )}
        {!upcoming && (
          <Button asChild size="sm" colorPalette="gold" variant="outline" color="fg">
            <RouterLink
              to={bookAgainHref(appointment)}
              aria-label={t('Book Again: {service}', { service: appointment.serviceName })}
            >
              {t('Book Again')}
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
      <ErrorBoundary fallback={<LoadFailed px="6" pb="4" />}>
        {/* No fallback: `shown` is deferred, so while a dialog's code loads the card stays as it is. */}
        <Suspense fallback={null}>
          {shown === 'reschedule' && (
            <RescheduleDialog
              appointment={appointment}
              open
              onClose={() => setDialog(null)}
              onCancelInstead={() => setDialog('cancel')}
            />
          )}
          {shown === 'cancel' && (
            <CancelDialog
              appointment={appointment}
              fee={heldFeeOf(appointment)}
              open
              onClose={() => setDialog(null)}
            />
          )}
        </Suspense>
      </ErrorBoundary>
    </Card.Root>
  )
}
