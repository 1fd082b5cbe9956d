import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { ApiError, useCancelAppointment, type Appointment } from '@/api'
import { notify } from '@/components/toaster'
import { formatLongDate, formatTime } from '@/lib/salon-time'

interface CancelDialogProps {
  appointment: Appointment
  open: boolean
  onClose: () => void
}

/** Asks before cancelling; a cancelled appointment moves to Past. */
export function CancelDialog({ appointment, open, onClose }: CancelDialogProps) {
  const cancel = useCancelAppointment()

  function confirm() {
    cancel.mutate(appointment.id, {
      onSuccess: () => {
        notify(
          'success',
          'Appointment cancelled',
          `Your ${appointment.serviceName} on ${formatLongDate(appointment.date)} has been cancelled.`,
        )
        onClose()
      },
      onError: (error) => {
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
    })
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">Cancel this appointment?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {appointment.serviceName} on {formatLongDate(appointment.date)} at{' '}
                {formatTime(appointment.time)} ET with {appointment.stylist}.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Keep appointment
              </Button>
              <Button colorPalette="red" onClick={confirm} disabled={cancel.isPending}>
                {cancel.isPending ? 'Cancelling...' : 'Cancel appointment'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
