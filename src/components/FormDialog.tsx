import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { t } from '@/lib/i18n/i18n'

interface FormDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** The button that closes it and changes nothing ("Keep current time", "Not now"). */
  dismissLabel: string
  /** The button that acts, and what it says while the action runs. */
  actionLabel: string
  busyLabel: string
  busy: boolean
  onAction: () => void
}

/**
 * A dialog of a few fields over the page: its title, the fields, then a button that leaves things
 * as they are and one that acts (disabled while it runs). Escape, the close button and a press
 * outside close it as the first button does.
 */
export function FormDialog({
  open,
  onClose,
  title,
  children,
  dismissLabel,
  actionLabel,
  busyLabel,
  busy,
  onAction,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                {dismissLabel}
              </Button>
              <Button colorPalette="gold" onClick={onAction} disabled={busy}>
                {busy ? busyLabel : actionLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('Close')} size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
