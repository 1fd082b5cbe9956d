import { lazy, useEffect } from 'react'
import { whenIdle } from '@/lib/idle'

// The dialogs' code (the reschedule calendar and time slots among it) is not needed to show the
// client's appointments and parties: it loads once they are drawn and the browser is idle, or as
// a button is reached, whichever comes first.
const loadReschedule = () => import('./RescheduleDialog')
const loadCancel = () => import('./CancelDialog')
export const RescheduleDialog = lazy(() =>
  loadReschedule().then((m) => ({ default: m.RescheduleDialog })),
)
export const CancelDialog = lazy(() => loadCancel().then((m) => ({ default: m.CancelDialog })))
/** Loads both dialogs' code; a failure shows when a dialog is opened. */
export const loadDialogs = () =>
  void Promise.all([loadReschedule(), loadCancel()]).catch(() => undefined)

/** A card that can be changed loads the dialogs' code once the browser is idle. */
export function useDialogsWhenIdle(changeable: boolean) {
  useEffect(() => {
    if (changeable) whenIdle(loadDialogs)
  }, [changeable])
}
