import { Button } from '@chakra-ui/react'
import { loadDialogs } from './dialogs'

type Change = 'reschedule' | 'cancel'

interface ChangeButtonsProps {
  /** Absent inside the notice, where a held visit may still be cancelled but not moved. */
  rescheduleLabel?: string
  cancelLabel: string
  onOpen: (change: Change) => void
  /** The dialog asked for whose code is still loading: its button shows busy meanwhile. */
  opening: string | null | undefined
}

/** Reschedule and Cancel on a card; pointing at either loads the dialogs' code ahead. */
export function ChangeButtons({
  rescheduleLabel,
  cancelLabel,
  onOpen,
  opening,
}: ChangeButtonsProps) {
  return (
    <>
      {rescheduleLabel && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen('reschedule')}
          aria-busy={opening === 'reschedule' || undefined}
          onPointerEnter={loadDialogs}
          onFocus={loadDialogs}
        >
          {rescheduleLabel}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        colorPalette="red"
        onClick={() => onOpen('cancel')}
        aria-busy={opening === 'cancel' || undefined}
        onPointerEnter={loadDialogs}
        onFocus={loadDialogs}
      >
        {cancelLabel}
      </Button>
    </>
  )
}
