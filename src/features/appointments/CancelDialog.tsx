import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import {
  isApiError,
  isRefusal,
  isSignedOut,
  partyStart,
  paymentKeys,
  useCancelAppointment,
  useCancelParty,
  type Appointment,
  type Party,
} from '@/api'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { noticeHasBegun, type LateFee } from './late-fee'

type CancelDialogProps = {
  open: boolean
  onClose: () => void
  /** Where the focus goes once it closes, when the button that opened it may be gone. */
  finalFocus?: () => HTMLElement | null
  /** Held by her card: what cancelling inside the notice costs, and the card. */
  fee?: LateFee
  /** The visit the notice counts from, when not this one: a guest's party's first visit. */
  noticeFrom?: Appointment
} & (
  | { appointment: Appointment; party?: undefined }
  /** The whole party, every person still coming. */
  | { party: Party; appointment?: undefined }
)

/** Asks before cancelling a visit, a guest's visit in a party, or a whole party. */
export function CancelDialog({
  appointment,
  party,
  open,
  onClose,
  finalFocus,
  fee,
  noticeFrom,
}: CancelDialogProps) {
  const queryClient = useQueryClient()
  const cancelVisit = useCancelAppointment()
  const cancelParty = useCancelParty()
  const pending = cancelVisit.isPending || cancelParty.isPending
  const first = appointment ?? partyStart(party)
  // Read from the clock as the dialog opens: the notice may have begun since the page loaded.
  const late = fee && noticeHasBegun(noticeFrom ?? first) ? fee : undefined
  const date = formatLongDate(first.date)
  const time = formatTime(first.time)
  const words = party
    ? {
        title: t('Cancel the whole party?'),
        body: t('Everyone’s visits on {date} at {time} ET.', { date, time }),
        keep: t('Keep the party'),
        confirm: t('Cancel the party'),
        done: [t('Party cancelled'), t('Your party on {date} has been cancelled.', { date })],
      }
    : appointment.guest
      ? {
          title: t('Cancel {name}’s visit?', { name: appointment.name }),
          body: t(
            '{service} on {date} at {time} ET with {stylist}. Everyone else in your party keeps their time.',
            { service: appointment.serviceName, date, time, stylist: appointment.stylist },
          ),
          keep: t('Keep her visit'),
          confirm: t('Cancel her visit'),
          done: [
            t('Appointment cancelled'),
            t('{name}’s {service} on {date} has been cancelled.', {
              name: appointment.name,
              service: appointment.serviceName,
              date: formatLongDate(appointment.date),
            }),
          ],
        }
      : {
          title: t('Cancel this appointment?'),
          body: t('{service} on {date} at {time} ET with {stylist}.', {
            service: appointment.serviceName,
            date,
            time,
            stylist: appointment.stylist,
          }),
          keep: t('Keep appointment'),
          confirm: t('Cancel appointment'),
          done: [
            t('Appointment cancelled'),
            t('Your {service} on {date} has been cancelled.', {
              service: appointment.serviceName,
              date: formatLongDate(appointment.date),
            }),
          ],
        }

  const policy = late && { hours: CHANGE_NOTICE_HOURS, ...late }
  const feeWords =
    policy &&
    (party
      ? t(
          'This is less than {hours, plural, one {# hour} other {# hours}} before the party. Cancelling it now costs {fee}, everyone’s fees together, charged to {card}.',
          policy,
        )
      : appointment.guest
        ? t(
            'This is less than {hours, plural, one {# hour} other {# hours}} before the visit. Cancelling her visit now costs {fee}, her share, charged to {card}.',
            policy,
          )
        : t(
            'This is less than {hours, plural, one {# hour} other {# hours}} before the visit. Cancelling now costs {fee}, charged to {card}.',
            policy,
          ))

  /** After a late cancellation: the fee charged, or left as a balance when the card failed. */
  function feeOutcome(cancelled: Appointment | Party): string | undefined {
    if (!late) return undefined
    const visits = 'appointments' in cancelled ? cancelled.appointments : [cancelled]
    void queryClient.invalidateQueries({ queryKey: paymentKeys.payments })
    return visits.some((visit) => visit.fee?.state === 'due')
      ? t('We could not charge {card}: {fee} is now a balance due.', { ...late })
      : t('A late cancellation fee of {fee} was charged to {card}.', { ...late })
  }

  function confirm() {
    // Awaited rather than mutate's callbacks, which are dropped once this card is gone: a visit
    // cancelled leaves the upcoming list before they would run, and her toast (its fee) with it.
    const cancelling = party
      ? cancelParty.mutateAsync(party.id)
      : cancelVisit.mutateAsync(appointment.id)
    void cancelling.then(
      (cancelled: Appointment | Party) => {
        const fee = feeOutcome(cancelled)
        notify('success', words.done[0]!, fee ? `${words.done[1]} ${fee}` : words.done[1])
        onClose()
      },
      (error: Error) => {
        // A 401 has ended the session, which says so itself.
        if (!isSignedOut(error)) {
          notify(
            'error',
            t('Could not cancel'),
            isRefusal(error) || isApiError(error, 'NETWORK_ERROR')
              ? error.message
              : t('Please try again.'),
          )
        }
        onClose()
      },
    )
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      finalFocusEl={finalFocus}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{words.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{words.body}</Text>
                {feeWords && <Text fontWeight="500">{feeWords}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                {words.keep}
              </Button>
              <Button colorPalette="red" onClick={confirm} disabled={pending}>
                {pending ? t('Cancelling...') : words.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
