import { Button } from '@chakra-ui/react'
import { CalendarDays } from 'lucide-react'
import { useEffect, useId, useState, type Ref } from 'react'
import { afterFirstInteraction } from '@/lib/idle'
import { formatLongDate } from '@/lib/salon-time'
import { onDemand } from './on-demand'

// The calendar (a popover, react-day-picker and its styles, some 20 KB) loads once the person
// acts on the page, not with the form: on a phone, loading and evaluating it on the way to the
// page going live was a dozen requests and a long task more.
const calendar = onDemand(() => import('./SalonCalendar').then((m) => m.SalonCalendar))

interface SalonDatePickerProps {
  ref?: Ref<HTMLButtonElement>
  id?: string
  /** The field's name, said with the chosen date: 'Date: Wednesday, November 25, 2026'. */
  label?: string
  value: string | undefined
  onChange: (date: string) => void
  invalid?: boolean
  'aria-describedby'?: string
  /**
   * False inside a dialog: the calendar then stays in the dialog's part of the page, which a
   * modal dialog keeps visible to assistive technology (it hides everything outside itself).
   */
  portalled?: boolean
}

/**
 * A salon date from a calendar popover (SalonCalendar) that opens below the button: weeks start
 * on Sunday, and past days, Sundays and days beyond the booking horizon cannot be chosen.
 */
export function SalonDatePicker({
  ref,
  id,
  label = 'Date',
  value,
  onChange,
  invalid,
  portalled = true,
  ...aria
}: SalonDatePickerProps) {
  const [open, setOpen] = useState(false)
  // Drawn from the first opening on, and kept: closing it then runs the popover's own closing
  // (focus back on the button), which unmounting it would skip.
  const [wanted, setWanted] = useState(false)
  const ownId = useId()
  const triggerId = id ?? `date-picker-${ownId}`
  const contentId = `${triggerId}-calendar`
  useEffect(() => {
    afterFirstInteraction(() => void calendar.preload())
  }, [])

  return (
    <>
      <Button
        ref={ref}
        id={triggerId}
        variant="outline"
        justifyContent="flex-start"
        width="full"
        fontWeight="normal"
        bg="white"
        color={value ? 'fg' : 'fg.muted'}
        borderColor={invalid ? 'red.600' : 'border'}
        aria-invalid={invalid || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={wanted ? contentId : undefined}
        aria-label={`${label}: ${value ? formatLongDate(value) : 'Pick a date'}`}
        onClick={() => {
          setWanted(true)
          setOpen((shown) => !shown)
        }}
        {...aria}
      >
        <CalendarDays size={16} aria-hidden />
        {value ? formatLongDate(value) : 'Pick a date'}
      </Button>
      {wanted && (
        <calendar.Component
          open={open}
          onOpenChange={setOpen}
          triggerId={triggerId}
          contentId={contentId}
          value={value}
          onChange={onChange}
          portalled={portalled}
        />
      )}
    </>
  )
}
