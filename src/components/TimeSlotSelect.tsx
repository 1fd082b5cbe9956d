import { NativeSelect } from '@chakra-ui/react'
import { forwardRef } from 'react'
import { t, type MessageId } from '@/lib/i18n/i18n'
import { formatTime, TIME_SLOTS, type SlotUnavailableReason } from '@/lib/salon-time'

/** Why a slot is unavailable; a party's too-soon day needs more notice (docs/behaviour.md). */
type Reason = SlotUnavailableReason | 'too-soon'

interface SlotState {
  time: string
  available: boolean
  reason?: Reason
}

// English here, put in the page's language as the options are drawn.
const reasonText: Record<Reason, MessageId> = {
  past: 'already passed',
  booked: 'fully booked',
  'after-closing': 'ends after closing',
  closed: 'closed',
  'beyond-horizon': 'too far ahead',
  'too-soon': 'needs more notice',
}

export interface TimeSlotSelectProps {
  id?: string
  name?: string
  value: string | undefined
  onChange: (time: string) => void
  onBlur?: () => void
  /** The day's slots from the back-end; undefined until a date and service are chosen. */
  slots: SlotState[] | undefined
  loading?: boolean
  invalid?: boolean
  'aria-describedby'?: string
}

/** The day's 22 slots as a dropdown (values as the API has them, labels as people read them); taken or past slots are disabled and say why. */
export const TimeSlotSelect = forwardRef<HTMLSelectElement, TimeSlotSelectProps>(
  function TimeSlotSelect({ value, onChange, slots, loading, invalid, ...field }, ref) {
    const byTime = new Map(slots?.map((slot) => [slot.time, slot]))
    const placeholder = !slots
      ? loading
        ? t('Checking availability...')
        : t('Choose a service and date first')
      : t('Select a time')
    return (
      <NativeSelect.Root disabled={!slots} invalid={invalid}>
        <NativeSelect.Field
          ref={ref}
          {...field}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          bg="white"
        >
          <option value="">{placeholder}</option>
          {TIME_SLOTS.map((time) => {
            const slot = byTime.get(time)
            const unavailable = slot && !slot.available
            const label = formatTime(time)
            return (
              <option key={time} value={time} disabled={unavailable}>
                {unavailable
                  ? `${label} (${t(slot.reason ? reasonText[slot.reason] : 'unavailable')})`
                  : label}
              </option>
            )
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    )
  },
)
