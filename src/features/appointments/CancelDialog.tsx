import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import {
  ApiError,
  partyStart,
  useCancelAppointment,
  useCancelParty,
  type Appointment,
  type Party,
} from '@/api'
import { notify } from '@/components/toaster'
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
  const when = `${formatLongDate(first.date)} at ${formatTime(first.time)} ET`
  const words = party
    ? {
        title: 'Cancel the whole party?',
        body: `Everyone’s visits on ${when}.`,
        keep: 'Keep the party',
        confirm: 'Cancel the party',
        done: [
          'Party cancelled',
          `Your party on ${formatLongDate(first.date)} has been cancelled.`,
        ],
      }
    : appointment.guest
      ? {
          title: `Cancel ${appointment.name}’s visit?`,
          body: `${appointment.serviceName} on ${when} with ${appointment.stylist}. Everyone else in your party keeps their time.`,
          keep: 'Keep her visit',
          confirm: 'Cancel her visit',
          done: [
            'Appointment cancelled',
            `${appointment.name}’s ${appointment.serviceName} on ${formatLongDate(appointment.date)} has been cancelled.`,
          ],
        }
      : {
          title: 'Cancel this appointment?',
          body: `${appointment.serviceName} on ${when} with ${appointment.stylist}.`,
          keep: 'Keep appointment',
          confirm: 'Cancel appointment',
          done: [
            'Appointment cancelled',
            `Your ${appointment.serviceName} on ${formatLongDate(appointment.date)} has been cancelled.`,
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
        if (!(error instanceof ApiError && error.status === 401)) {
          notify(
            'error',
            'Could not cancel',
            error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.',
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
                {pending ? 'Cancelling...' : words.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
