import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import {
  isApiError,
  isRefusal,
  isSignedOut,
  partyStart,
  useCancelAppointment,
  useCancelParty,
  type Appointment,
  type Party,
} from '@/api'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { formatLongDate, formatTime } from '@/lib/salon-time'

type CancelDialogProps = {
  open: boolean
  onClose: () => void
  /** Where the focus goes once it closes, when the button that opened it may be gone. */
  finalFocus?: () => HTMLElement | null
} & (
  | { appointment: Appointment; party?: undefined }
  /** The whole party, every person still coming. */
  | { party: Party; appointment?: undefined }
)

/** Asks before cancelling a visit, a guest's visit in a party, or a whole party. */
export function CancelDialog({ appointment, party, open, onClose, finalFocus }: CancelDialogProps) {
  const cancelVisit = useCancelAppointment()
  const cancelParty = useCancelParty()
  const pending = cancelVisit.isPending || cancelParty.isPending
  const first = appointment ?? partyStart(party)
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

  function confirm() {
    const handlers = {
      onSuccess: () => {
        notify('success', words.done[0]!, words.done[1])
        onClose()
      },
      onError: (error: Error) => {
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
    }
    if (party) cancelParty.mutate(party.id, handlers)
    else cancelVisit.mutate(appointment.id, handlers)
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
              <Text>{words.body}</Text>
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
