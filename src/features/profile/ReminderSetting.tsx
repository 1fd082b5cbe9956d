import { HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useMe, useUpdateMe } from '@/api'
import { Checkbox } from '@/components/Checkbox'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { useSession } from '@/features/auth'
import { t } from '@/lib/i18n/i18n'
import { notifySettingNotSaved } from './setting-not-saved'

/** "Email me reminders": a mail the day before each visit, on unless the client turns it off. */
export function ReminderSetting() {
  const me = useMe(useSession().user ?? undefined)
  const update = useUpdateMe()
  const hintId = useId()
  // What was just chosen, shown at once and while it is saved; the server's answer after that.
  const [chosen, setChosen] = useState<boolean | null>(null)
  return (
    <QueryState query={me} errorText={t('We could not load your settings.')} skeletonLines={1}>
      {(user) => {
        const checked = chosen ?? user.emailReminders ?? true
        // The session's copy shows at once; it can be changed once the server has confirmed it.
        // Busy, it stays focusable (aria-disabled), so a keyboard user keeps her place.
        const busy = update.isPending || me.isPlaceholderData
        return (
          <Stack gap="1">
            <HStack as="label" gap="3" cursor="pointer" fontWeight="500">
              <Checkbox
                checked={checked}
                aria-disabled={busy || undefined}
                opacity={busy ? 0.6 : 1}
                aria-describedby={hintId}
                onChange={(event) => {
                  if (busy) return
                  setChosen(event.target.checked)
                  update.mutate(
                    { emailReminders: event.target.checked },
                    {
                      onSettled: () => setChosen(null),
                      onSuccess: ({ user: saved }) =>
                        notify(
                          'success',
                          saved.emailReminders ? t('Reminders on') : t('Reminders off'),
                          saved.emailReminders
                            ? t('We will email you the day before each visit.')
                            : t('We will not email you before your visits.'),
                        ),
                      onError: notifySettingNotSaved,
                    },
                  )
                }}
              />
              {t('Email me reminders')}
            </HStack>
            <Text id={hintId} fontSize="sm" color="fg.muted" ps="7.5">
              {t('A reminder of each visit, the day before it.')}
            </Text>
          </Stack>
        )
      }}
    </QueryState>
  )
}
