import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import { ApiError, formMessages, useMe, useUpdateMe, type Birthday } from '@/api'
import { FormField } from '@/components/FormField'
import { notify } from '@/components/toaster'
import { useSession } from '@/features/auth'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1))

type Draft = { month: string; day: string }
const draftOf = (birthday: Birthday | undefined): Draft => ({
  month: birthday ? String(birthday.month) : '',
  day: birthday ? String(birthday.day) : '',
})

/** Her birthday, month and day: Diva Rewards members earn double points in its month. */
export function BirthdaySetting() {
  const me = useMe(useSession().user ?? undefined)
  const update = useUpdateMe()
  const hintId = useId()
  const saved = me.data?.birthday
  // What she has chosen and not saved yet; the saved birthday shows until she changes it.
  const [draft, setDraft] = useState<Draft | null>(null)
  const [error, setError] = useState<string>()
  const shown = draft ?? draftOf(saved)
  const busy = update.isPending

  function change(field: keyof Draft, value: string) {
    setDraft({ ...shown, [field]: value })
    setError(undefined)
  }

  function send(birthday: Birthday | null) {
    update.mutate(
      { birthday },
      {
        onSuccess: ({ user }) => {
          setDraft(null)
          notify(
            'success',
            user.birthday ? 'Birthday saved' : 'Birthday removed',
            user.birthday
              ? `Diva Rewards visits in ${MONTHS[user.birthday.month - 1]} earn double points.`
              : 'Your visits earn the usual points in every month.',
          )
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) return
          if (failure instanceof ApiError && failure.fieldErrors.birthday)
            setError(failure.fieldErrors.birthday)
          else notify('error', 'Could not save your birthday', 'Please try again.')
        },
      },
    )
  }

  function save(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!shown.month || !shown.day) {
      setError(formMessages.birthdayMissing)
      return
    }
    send({ month: Number(shown.month), day: Number(shown.day) })
  }

  return (
    <form onSubmit={save} noValidate aria-label="Birthday">
      <Stack gap="2">
        <Text fontWeight="500">Birthday (optional)</Text>
        <HStack gap="3" align="flex-start">
          <FormField label="Month" error={undefined}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={shown.month}
                onChange={(event) => change('month', event.target.value)}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                bg="white"
              >
                <option value="">Month</option>
                {MONTHS.map((name, i) => (
                  <option key={name} value={String(i + 1)}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Day" error={undefined}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={shown.day}
                onChange={(event) => change('day', event.target.value)}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                bg="white"
              >
                <option value="">Day</option>
                {DAYS.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </HStack>
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
        <Text id={hintId} fontSize="sm" color="fg.muted">
          Diva Rewards members earn double points on visits in their birthday month.
        </Text>
        <HStack gap="3">
          <Button type="submit" size="sm" colorPalette="gold" aria-disabled={busy || undefined}>
            {busy ? 'Saving...' : 'Save birthday'}
          </Button>
          {saved && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => !busy && send(null)}
              aria-disabled={busy || undefined}
            >
              Remove birthday
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  )
}
