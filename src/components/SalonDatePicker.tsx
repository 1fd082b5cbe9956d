import { mergeRefs, Text } from '@chakra-ui/react'
import { lazy, startTransition, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { t } from '@/lib/i18n/i18n'
import { afterFirstInteraction } from '@/lib/idle'
import { DateButton } from './DateButton'
import type { SalonDatePickerProps } from './SalonDatePopover'

// The calendar (Chakra's popover, react-day-picker and its styles, some 18 KB gzipped) loads once
// the person acts on the page, not with the form: on a phone, loading and evaluating it on the
// way to /booking going live was a dozen requests and a long task more.
const loadPopover = () => import('./SalonDatePopover')
const SalonDatePopover = lazy(() => loadPopover().then((m) => ({ default: m.SalonDatePopover })))

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
  // A failed load here is told when the field is pressed, which tries again.
  useEffect(() => afterFirstInteraction(() => void loadPopover().catch(() => undefined)), [])

  const press = async () => {
    setState('loading')
    try {
      await loadPopover()
    } catch {
      return setState('failed')
    }
    // Opened where the person still is: a slow network may have taken them elsewhere meanwhile.
    const focused = document.activeElement
    const next = focused === standIn.current || focused === document.body ? 'open' : 'closed'
    // A transition, so the popover (its code already here) takes the stand-in's place without
    // its Suspense fallback being committed first, which React would hold on screen a while.
    startTransition(() => setState(next))
  }
  const standInButton = (
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
      onClick={() => {
        // Not again while loading, nor as the fallback of the popover taking its place.
        if (state === 'stand-in' || state === 'failed') void press()
      }}
    />
  )

  if (state === 'open' || state === 'closed')
    return (
      <Suspense fallback={standInButton}>
        <SalonDatePopover {...props} openAtOnce={state === 'open'} />
      </Suspense>
    )
  return (
    <>
      {standInButton}
      {state === 'failed' && (
        <Text id={problemId} role="alert" fontSize="sm" color="red.600">
          {t('The calendar could not be loaded. Check your connection and try again.')}
        </Text>
      )}
    </>
  )
}
