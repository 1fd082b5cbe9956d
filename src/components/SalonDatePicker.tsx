import { useEffect, useState } from 'react'
import { afterFirstInteraction } from '@/lib/idle'
import { DateButton } from './DateButton'
import { onDemand } from './on-demand'
import type { SalonDatePickerProps } from './SalonDatePopover'

// The calendar (Chakra's popover, react-day-picker and its styles, some 18 KB gzipped) loads once
// the person acts on the page, not with the form: on a phone, loading and evaluating it on the
// way to /booking going live was a dozen requests and a long task more.
const popover = onDemand(() => import('./SalonDatePopover').then((m) => m.SalonDatePopover))

/**
 * A salon date from a calendar popover (SalonDatePopover). Until the popover's code is there, a
 * button that looks the same stands in for it; a press on it loads the code (if the person's
 * first action on the page has not already), and the popover, drawn in its place, opens as a
 * press on its own button opens it. Only a press swaps them: a button replaced between a
 * finger's touch and its lift would lose the tap.
 */
export function SalonDatePicker(props: SalonDatePickerProps) {
  // The popover in the stand-in's place: closed when its code was there from the start,
  // opening when the stand-in was pressed.
  const [popoverDrawn, setPopoverDrawn] = useState<'closed' | 'opening' | undefined>(() =>
    popover.isLoaded() ? 'closed' : undefined,
  )
  const { ref, id, label = 'Date', value, invalid, 'aria-describedby': describedBy } = props
  useEffect(() => {
    afterFirstInteraction(() => void popover.preload())
  }, [])

  if (popoverDrawn) return <popover.Component {...props} openAtOnce={popoverDrawn === 'opening'} />
  return (
    <DateButton
      ref={ref}
      id={id}
      label={label}
      value={value}
      invalid={invalid}
      aria-describedby={describedBy}
      aria-expanded={false}
      // Loaded or not: a failed load is reported where the calendar would be (the error boundary).
      onClick={() => void popover.preload().then(() => setPopoverDrawn('opening'))}
    />
  )
}
