import { mergeRefs, Text } from '@chakra-ui/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { afterFirstInteraction } from '@/lib/idle'
import { DateButton } from './DateButton'
import { onDemand } from './on-demand'
import type { SalonDatePickerProps } from './SalonDatePopover'

// The calendar (Chakra's popover, react-day-picker and its styles, some 18 KB gzipped) loads once
// the person acts on the page, not with the form: on a phone, loading and evaluating it on the
// way to /booking going live was a dozen requests and a long task more.
const popover = onDemand(() => import('./SalonDatePopover').then((m) => m.SalonDatePopover))

/**
 * A salon date from a calendar popover (SalonDatePopover). A button that looks the same stands
 * in for it until it is pressed; the press loads the popover's code (if the person's first
 * action on the page has not already), and the popover, drawn in its place, opens as a press on
 * its own button opens it. Only a press swaps them: a button replaced between a finger's touch
 * and its lift would lose the tap. And the form draws no month of day buttons as it appears.
 */
export function SalonDatePicker(props: SalonDatePickerProps) {
  const [state, setState] = useState<'stand-in' | 'loading' | 'failed' | 'open' | 'closed'>(
    'stand-in',
  )
  const standIn = useRef<HTMLButtonElement>(null)
  const { ref, id, label, value, invalid, 'aria-describedby': describedBy } = props
  const standInRef = useMemo(() => mergeRefs(ref, standIn), [ref])
  const problemId = `${useId()}-problem`
  useEffect(() => afterFirstInteraction(() => void popover.preload()), [])

  if (state === 'open' || state === 'closed')
    return <popover.Component {...props} openAtOnce={state === 'open'} />
  const press = async () => {
    setState('loading')
    if (!(await popover.preload())) return setState('failed')
    // Opened where the person still is: a slow network may have taken them elsewhere meanwhile.
    const focused = document.activeElement
    setState(focused === standIn.current || focused === document.body ? 'open' : 'closed')
  }
  return (
    <>
      <DateButton
        ref={standInRef}
        id={id}
        label={label}
        value={value}
        invalid={invalid}
        aria-describedby={
          [describedBy, state === 'failed' && problemId].filter(Boolean).join(' ') || undefined
        }
        aria-expanded={false}
        aria-busy={state === 'loading' || undefined}
        onClick={() => void (state !== 'loading' && press())}
      />
      {state === 'failed' && (
        <Text id={problemId} role="alert" fontSize="sm" color="red.600">
          The calendar could not be loaded. Check your connection and try again.
        </Text>
      )}
    </>
  )
}
