import { Button, type ButtonProps } from '@chakra-ui/react'
import { CalendarDays } from 'lucide-react'
import type { Ref } from 'react'
import { t } from '@/lib/i18n/i18n'
import { formatLongDate } from '@/lib/salon-time'

export interface DateButtonProps extends Omit<ButtonProps, 'value'> {
  ref?: Ref<HTMLButtonElement>
  /** The field's name, said with the chosen date: 'Date: Wednesday, November 25, 2026'. */
  label?: string
  value: string | undefined
  invalid?: boolean
}

/** The date field's face: the chosen salon date (or 'Pick a date'), opening a calendar. */
export function DateButton({ label, value, invalid, ...props }: DateButtonProps) {
  const shown = value ? formatLongDate(value) : t('Pick a date')
  return (
    <Button
      variant="outline"
      justifyContent="flex-start"
      width="full"
      fontWeight="normal"
      bg="white"
      color={value ? 'fg' : 'fg.muted'}
      borderColor={invalid ? 'red.600' : 'border'}
      aria-invalid={invalid || undefined}
      aria-haspopup="dialog"
      aria-label={t('{label}: {date}', { label: label ?? t('Date'), date: shown })}
      {...props}
    >
      <CalendarDays size={16} aria-hidden />
      {shown}
    </Button>
  )
}
