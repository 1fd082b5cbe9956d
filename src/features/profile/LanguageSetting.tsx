import { Field, NativeSelect, Stack } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useMe, useUpdateMe } from '@/api'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { useSession } from '@/features/auth'
import { pageLanguage, t } from '@/lib/i18n/i18n'
import { isLanguage, languageNames, languages, type Language } from '@/lib/i18n/languages'
import { notifySettingNotSaved } from './setting-not-saved'

/**
 * "Emails in": the language of her mails (confirmations, changes, reminders, the waitlist's news,
 * a password reset). Set when she registered, from the page's language; the site's own language
 * is the address's, chosen on the language menu.
 */
export function LanguageSetting() {
  const me = useMe(useSession().user ?? undefined)
  const update = useUpdateMe()
  const hintId = useId()
  // What was just chosen, shown at once and while it is saved; the server's answer after that.
  const [chosen, setChosen] = useState<Language | null>(null)
  return (
    <QueryState query={me} errorText={t('We could not load your settings.')} skeletonLines={1}>
      {(user) => {
        const value = chosen ?? user.language ?? pageLanguage()
        const busy = update.isPending || me.isPlaceholderData
        return (
          <Field.Root maxW="xs">
            <Field.Label>{t('Emails in')}</Field.Label>
            <Stack gap="1" w="full">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={value}
                  aria-describedby={hintId}
                  aria-disabled={busy || undefined}
                  onChange={(event) => {
                    const language = event.target.value
                    if (busy || !isLanguage(language)) return
                    setChosen(language)
                    update.mutate(
                      { language },
                      {
                        onSettled: () => setChosen(null),
                        onSuccess: () =>
                          notify(
                            'success',
                            t('Email language saved'),
                            t('We will write to you in {language}.', {
                              language: languageNames[language],
                            }),
                          ),
                        onError: notifySettingNotSaved,
                      },
                    )
                  }}
                >
                  {languages.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {languageNames[language]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText id={hintId}>
                {t('Your confirmations, reminders and other emails.')}
              </Field.HelperText>
            </Stack>
          </Field.Root>
        )
      }}
    </QueryState>
  )
}
