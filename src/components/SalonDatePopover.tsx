import { Box, mergeRefs, Popover, Portal } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState, type Ref } from 'react'
import { DayPicker, type DayButtonProps, type Locale } from 'react-day-picker'
import 'react-day-picker/style.css'
import { format } from 'date-fns'
import { pageLanguage, t } from '@/lib/i18n/i18n'
import type { Language } from '@/lib/i18n/languages'
import {
  addDaysToDate,
  BOOKING_HORIZON_DAYS,
  closedDayReason,
  formatLongDate,
  salonToday,
} from '@/lib/salon-time'
import { DateButton } from './DateButton'

// The calendar shows salon dates as plain calendar days: each is a local date at noon, so the
// visitor's own time zone can never shift a day (and "today" is the salon's today).
const calendarDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d, 12)
}
const isoOf = (day: Date) => format(day, 'yyyy-MM-dd')

// The calendar's own words (months, weekdays, its buttons) in the page's language, loaded with the
// calendar on that language's pages only; English is react-day-picker's own. The week still
// starts on Sunday, as the salon's does.
const dayPickerLocales: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  es: () => import('react-day-picker/locale/es').then((m) => m.es),
  vi: () => import('react-day-picker/locale/vi').then((m) => m.vi),
  ko: () => import('react-day-picker/locale/ko').then((m) => m.ko),
}
const language = pageLanguage()
const locale = language === 'en' ? undefined : await dayPickerLocales[language]()

/** "Today, Monday, November 30, 2026, selected": the full date, with the day's number as shown. */
const dayButtonLabel = (day: Date, modifiers: { today?: boolean; selected?: boolean }) => {
  let label = formatLongDate(isoOf(day))
  if (modifiers.today) label = t('Today, {date}', { date: label })
  if (modifiers.selected) label = t('{date}, selected', { date: label })
  return label
}

/**
 * react-day-picker's day button, focusing without scrolling: its own focuses the day it moves to
 * with a plain focus(), which scrolls the page when that runs while the popover is still being
 * placed (off screen), and the calendar jumps under the finger.
 */
function DayButton({ day: _day, modifiers, ...button }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus({ preventScroll: true })
  }, [modifiers.focused])
  return <button ref={ref} {...button} />
}

export interface SalonDatePickerProps {
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

interface SalonDatePopoverProps extends SalonDatePickerProps {
  /** Drawn in place of its stand-in (SalonDatePicker) when that was pressed: it opens at once. */
  openAtOnce?: boolean
}

/**
 * SalonDatePicker once its code has loaded: a salon date from a calendar popover. Weeks start on
 * Sunday, and past days, Sundays and days beyond the booking horizon cannot be chosen. Every day
 * is labelled with its full date.
 */
export function SalonDatePopover({
  ref,
  id,
  label,
  value,
  onChange,
  invalid,
  portalled = true,
  openAtOnce,
  ...aria
}: SalonDatePopoverProps) {
  const [open, setOpen] = useState(false)
  const calendarRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const buttonRef = useMemo(() => mergeRefs(ref, triggerRef), [ref])
  // The press on the stand-in, handed on: the popover opens the way a press on its own trigger
  // opens it (focus on a day, Escape and presses outside heard), in the task after its machine
  // has started. (A task later also makes it once under StrictMode, which in development runs
  // effects, and the machine's, twice.)
  useEffect(() => {
    if (!openAtOnce) return
    const handOn = setTimeout(() => {
      triggerRef.current?.focus()
      triggerRef.current?.click()
    })
    return () => clearTimeout(handOn)
  }, [openAtOnce])
  const today = salonToday()
  const first = calendarDay(today)
  const last = calendarDay(addDaysToDate(today, BOOKING_HORIZON_DAYS))

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      // Not drawn lazily on opening: the popover listens for Escape and presses outside only if
      // its content is in the page a frame after it opens, which a month of day buttons drawn
      // on a busy phone may not be. (It is itself drawn only when the date field is pressed.)
      // Fixed, so a dialog's scrolling body does not clip a calendar drawn inside it.
      positioning={{ placement: 'bottom-start', strategy: portalled ? 'absolute' : 'fixed' }}
      // Keyboard users land on the chosen (or first available) day, ready for the arrow keys.
      initialFocusEl={() =>
        calendarRef.current?.querySelector<HTMLElement>('.rdp-day button[tabindex="0"]') ?? null
      }
    >
      <Popover.Trigger asChild>
        <DateButton
          ref={buttonRef}
          id={id}
          label={label}
          value={value}
          invalid={invalid}
          {...aria}
        />
      </Popover.Trigger>
      <Portal disabled={!portalled}>
        <Popover.Positioner>
          {/* It fades in without growing: a day pressed while the calendar still grows would move
              under the finger between press and lift, and the press be lost. */}
          <Popover.Content
            width="auto"
            p="2"
            aria-label={t('Choose a date')}
            _open={{ animationName: 'fade-in' }}
            _closed={{ animationName: 'fade-out' }}
          >
            <Box
              ref={calendarRef}
              css={{
                '& .rdp-root': {
                  '--rdp-accent-color': 'var(--chakra-colors-gold-700)',
                  '--rdp-accent-background-color': 'var(--chakra-colors-gold-100)',
                  '--rdp-today-color': 'var(--chakra-colors-gold-700)',
                  '--rdp-day-height': '40px',
                  '--rdp-day-width': '40px',
                  '--rdp-day_button-height': '38px',
                  '--rdp-day_button-width': '38px',
                },
                '& .rdp-chevron': { fill: 'var(--chakra-colors-gold-700)' },
                '& .rdp-disabled': { opacity: 0.45, textDecoration: 'line-through' },
                '& .rdp-today:not(.rdp-selected)': { fontWeight: 700 },
              }}
            >
              <DayPicker
                mode="single"
                // The chosen day pressed again keeps it (and closes the calendar), as a person means.
                required
                locale={locale}
                today={first}
                labels={{ labelDayButton: dayButtonLabel }}
                components={{ DayButton }}
                weekStartsOn={0}
                selected={value ? calendarDay(value) : undefined}
                defaultMonth={value ? calendarDay(value) : first}
                startMonth={first}
                endMonth={last}
                disabled={(day) => closedDayReason(isoOf(day), today) !== undefined}
                onSelect={(date) => {
                  onChange(isoOf(date))
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
