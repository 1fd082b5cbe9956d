import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { isApiError, isSignedOut, useJoinWaitlist, type VisitChoice } from '@/api'
import { FormDialog } from '@/components/FormDialog'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { formatLongDate, formatTime } from '@/lib/salon-time'

export interface WaitlistDialogProps {
  date: string
  visit: VisitChoice
  /** The visit's services by name, joined with " + ". */
  visitName: string
  /** The day's taken times, one of which she may want. */
  takenTimes: string[]
  /** The time she tried for, if it is one of them. */
  wantedTime: string
  open: boolean
  onClose: () => void
}

/** Records an entry to be told when a time opens on a full day: a time, or any time that day. */
export function WaitlistDialog({
  date,
  visit,
  visitName,
  takenTimes,
  wantedTime,
  open,
  onClose,
}: WaitlistDialogProps) {
  const [time, setTime] = useState(takenTimes.includes(wantedTime) ? wantedTime : '')
  const [problem, setProblem] = useState<string | null>(null)
  const join = useJoinWaitlist()

  function save() {
    join.mutate(
      {
        date,
        service: visit.service,
        secondService: visit.secondService || undefined,
        addOns: visit.addOns?.length ? [...visit.addOns] : undefined,
        stylist: visit.stylist || undefined,
        time: time || undefined,
      },
      {
        onSuccess: () => {
          notify(
            'success',
            t("You're on the waitlist"),
            time
              ? t('We will email you if {time} opens on {date}.', {
                  time: formatTime(time),
                  date: formatLongDate(date),
                })
              : t('We will email you if a time opens on {date}.', { date: formatLongDate(date) }),
          )
          onClose()
        },
        onError: (error) => {
          // A 401 has ended the session, which says so itself.
          if (isSignedOut(error)) onClose()
          // Her answer, or no answer at all, says why; a failure on the salon's side does not.
          else
            setProblem(
              !isApiError(error, 'SERVER_ERROR', 'UNAVAILABLE') && isApiError(error)
                ? error.message
                : t('We could not add you to the waitlist. Please try again.'),
            )
        },
      },
    )
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('Tell me if a time opens')}
      dismissLabel={t('Not now')}
      actionLabel={t('Add me to the waitlist')}
      busyLabel={t('Adding...')}
      busy={join.isPending}
      onAction={save}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t(
            '{visit} on {date}. If a time opens, we email you and show it on My Appointments. It is not held: whoever books first gets it.',
            { visit: visitName, date: formatLongDate(date) },
          )}
        </Text>
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>{t('Which time?')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={time}
              onChange={(event) => {
                setTime(event.target.value)
                setProblem(null)
              }}
              bg="white"
            >
              <option value="">{t('Any time that day')}</option>
              {takenTimes.map((taken) => (
                <option key={taken} value={taken}>
                  {formatTime(taken)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  )
}
