import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { formMessages, isApiError, isRefusal, MIN_PASSWORD_LENGTH } from '@/api'
import { notify } from '@/components/toaster'
import { t, translate } from '@/lib/i18n/i18n'
import { RESET_LINK_TTL_MINUTES } from '@/lib/rules'
import { resetPasswordFormSchema, type ResetPasswordForm } from './auth-schemas'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'
import { useAuthFields } from './useAuthFields'
import { useTryAgainNotice } from './useTryAgainNotice'

/** Where a reset mail's link leads: a new password, twice, with the register form's rules. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const { resetPassword } = useSession()
  const navigate = useNavigate()
  const { input, submit, showRefusal } = useAuthFields<ResetPasswordForm>(resetPasswordFormSchema, {
    password: '',
    confirmPassword: '',
  })
  const { notice, noteWait, clearWait } = useTryAgainNotice()
  const [busy, setBusy] = useState(false)
  const [expired, setExpired] = useState(false)

  const change = submit(async ({ password }) => {
    setBusy(true)
    clearWait()
    try {
      await resetPassword(token, password)
      notify('success', t('Success'), t('Your password has been changed'))
      navigate('/my-appointments', { replace: true })
    } catch (error) {
      setBusy(false)
      if (isApiError(error, 'LINK_EXPIRED')) return setExpired(true)
      notify(
        'error',
        t('Error'),
        isRefusal(error) ? error.message : t('An error occurred. Please try again later.'),
      )
      noteWait(error)
      showRefusal(error, 'password')
    }
  })

  const askAgain = (
    <Link asChild color="gold.fg" fontWeight="600" fontSize="sm">
      <RouterLink to="/forgot-password">{t('Ask for a new link')}</RouterLink>
    </Link>
  )

  if (!token || expired) {
    return (
      <AuthCard
        heading={t('Choose a New Password')}
        subtitle={t(
          'A link from a reset email works once, for {minutes, plural, one {# minute} other {# minutes}}.',
          { minutes: RESET_LINK_TTL_MINUTES },
        )}
        footer={askAgain}
      >
        <Text role="alert">{translate(formMessages.resetLinkExpired)}</Text>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      heading={t('Choose a New Password')}
      subtitle={t(
        'Pick a password of at least {length, plural, one {# character} other {# characters}}. You will be signed in with it.',
        { length: MIN_PASSWORD_LENGTH },
      )}
      footer={askAgain}
    >
      <form onSubmit={(event) => void change(event)} noValidate>
        <Stack gap="5">
          {input('password', t('New Password'), 'password', 'new-password')}
          {input('confirmPassword', t('Confirm New Password'), 'password', 'new-password')}
          <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
            {busy ? t('Saving...') : t('Change Password')}
          </Button>
          {notice}
        </Stack>
      </form>
    </AuthCard>
  )
}
