import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { isApiError, isSignedOut, loadSchemas, useMe, useUpdateMe, type Birthday } from '@/api'
import { ChoiceSelect, type Choice } from '@/components/ChoiceSelect'
import { FormField } from '@/components/FormField'
import { notify } from '@/components/toaster'
import { useSession } from '@/features/auth'
import { t, translate, type MessageId } from '@/lib/i18n/i18n'

const MONTHS: MessageId[] = [
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
  const errorId = useId()
  const monthRef = useRef<HTMLSelectElement>(null)
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

  /** Says what is wrong under the two fields and takes her back to them, her choice kept. */
  function refuse(message: string) {
    setError(message)
    monthRef.current?.focus()
  }

  function send(birthday: Birthday | null) {
    update.mutate(
      { birthday },
      {
        onSuccess: ({ user }) => {
          setDraft(null)
          notify(
            'success',
            user.birthday ? t('Birthday saved') : t('Birthday removed'),
            user.birthday
              ? t('Diva Rewards visits in {month} earn double points.', {
                  month: t(MONTHS[user.birthday.month - 1]!),
                })
              : t('Your visits earn the usual points in every month.'),
          )
        },
        onError: (failure) => {
          if (isSignedOut(failure)) return
          if (isApiError(failure) && failure.fieldErrors.birthday)
            refuse(failure.fieldErrors.birthday)
          else notify('error', t('Could not save your birthday'), t('Please try again.'))
        },
      },
    )
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    // The API's own rules (both chosen; February 29, not 30), checked before it is sent.
    const { birthdaySchema } = await loadSchemas()
    const checked = birthdaySchema.safeParse({ month: Number(shown.month), day: Number(shown.day) })
    if (!checked.success) return refuse(translate(checked.error.issues[0]!.message))
    send(checked.data)
  }

  const describedBy = error ? `${hintId} ${errorId}` : hintId
  const select = (field: keyof Draft, choices: Choice[]) => (
    <ChoiceSelect
      size="sm"
      ref={field === 'month' ? monthRef : undefined}
      value={shown[field]}
      onChange={(event) => change(field, event.target.value)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      empty={field === 'month' ? t('Month') : t('Day')}
      choices={choices}
    />
  )

  return (
    <form onSubmit={save} noValidate aria-label={t('Birthday')}>
      <Stack as="fieldset" gap="2">
        <Box as="legend" fontWeight="500" mb="2">
          {t('Birthday (optional)')}
        </Box>
        <HStack gap="3" align="flex-start">
          <FormField label={t('Month')} error={undefined}>
            {select(
              'month',
              MONTHS.map((name, i) => ({ value: String(i + 1), label: t(name) })),
            )}
          </FormField>
          <FormField label={t('Day')} error={undefined}>
            {select(
              'day',
              DAYS.map((day) => ({ value: day, label: day })),
            )}
          </FormField>
        </HStack>
        {error && (
          <Text id={errorId} color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {t('Diva Rewards members earn double points on visits in their birthday month.')}
        </Text>
        <HStack gap="3">
          <Button type="submit" size="sm" colorPalette="gold" aria-disabled={busy || undefined}>
            {busy ? t('Saving...') : t('Save birthday')}
          </Button>
          {saved && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => !busy && send(null)}
              aria-disabled={busy || undefined}
            >
              {t('Remove birthday')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  )
}
