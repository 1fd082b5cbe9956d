import { Box, Button, Popover, Portal } from '@chakra-ui/react'
import { CalendarDays } from 'lucide-react'
import { useState, type Ref } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import {
  addDaysToDate,
  BOOKING_HORIZON_DAYS,
  formatLongDate,
  SALON_TIME_ZONE,
  salonDateOf,
  salonDay,
  salonToday,
} from '@/lib/salon-time'


interface SalonDatePickerProps {
  ref?: Ref<HTMLButtonElement>
  id?: string
  /** The field's name, said with the chosen date: 'Date: Wednesday, November 25, 2026'. */
  label?: string
  value: string | undefined
  onChange: (date: string) => void
  invalid?: boolean
  'aria-describedby'?: string
}

/**
 * A date in salon time from a calendar popover: weeks start on Sunday, and past days, Sundays and
 * days beyond the booking horizon cannot be chosen. Every day is labelled with its full date.
 */
export function SalonDatePicker({ ref, id, label = 'Date', value, onChange, invalid, ...aria }: SalonDatePickerProps) {
  const [open, setOpen] = useState(false)
  const today = salonToday()
  const first = salonDay(today)
  const last = salonDay(addDaysToDate(today, BOOKING_HORIZON_DAYS))

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button
          ref={ref}
          id={id}
          variant="outline"
          justifyContent="flex-start"
          width="full"
          fontWeight="normal"
          bg="white"
          color={value ? 'fg' : 'fg.muted'}
          borderColor={invalid ? 'red.600' : 'border'}
          aria-invalid={invalid || undefined}
          aria-haspopup="dialog"
          aria-label={`${label}: ${value ? formatLongDate(value) : 'Pick a date'}`}
          {...aria}
        >
          <CalendarDays size={16} aria-hidden />
          {value ? formatLongDate(value) : 'Pick a date'}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" p="2" aria-label="Choose a date">
            <Box
              css={{
                '--rdp-accent-color': 'var(--chakra-colors-gold-700)',
                '--rdp-accent-background-color': 'var(--chakra-colors-gold-100)',
                '--rdp-day-height': '40px',
                '--rdp-day-width': '40px',
                '--rdp-day_button-height': '38px',
                '--rdp-day_button-width': '38px',
                '& .rdp-disabled': { opacity: 0.45, textDecoration: 'line-through' },
              }}
            >
              <DayPicker
                mode="single"
                timeZone={SALON_TIME_ZONE}
                weekStartsOn={0}
                selected={value ? salonDay(value) : undefined}
                defaultMonth={value ? salonDay(value) : first}
                startMonth={first}
                endMonth={last}
                disabled={[{ before: first }, { after: last }, { dayOfWeek: [0] }]}
                // Focus belongs in the calendar as soon as its popover opens, for keyboard use.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                onSelect={(date) => {
                  if (!date) return
                  onChange(salonDateOf(date))
                  setOpen(false)
                }}
              />
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
