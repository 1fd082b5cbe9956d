import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { ApiError, formMessages, MIN_PASSWORD_LENGTH } from '@/api'
import { notify } from '@/components/toaster'
import { t, translate } from '@/lib/i18n/i18n'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'
import { useAuthFields } from './useAuthFields'

type FieldName = 'password' | 'confirmPassword'

/** Where a reset mail's link leads: a new password, twice, with the register form's rules. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const { resetPassword } = useSession()
  const navigate = useNavigate()
  const { values, input, refuse } = useAuthFields<FieldName>({
    password: '',
    confirmPassword: '',
  })
  const [busy, setBusy] = useState(false)
  const [expired, setExpired] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!values.password) return refuse(translate(formMessages.registerEmpty), 'password')
    if (!values.confirmPassword)
      return refuse(translate(formMessages.registerEmpty), 'confirmPassword')
    if (values.password !== values.confirmPassword)
      return refuse(translate(formMessages.passwordsDiffer), 'confirmPassword')
    if (values.password.length < MIN_PASSWORD_LENGTH)
      return refuse(translate(formMessages.passwordTooShort), 'password')

    setBusy(true)
    try {
      await resetPassword(token, values.password)
      notify('success', t('Success'), t('Your password has been changed'))
      navigate('/my-appointments', { replace: true })
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.status === 410) return setExpired(true)
      const explained = error instanceof ApiError && error.status >= 400 && error.status < 500
      refuse(
        explained ? error.message : t('An error occurred. Please try again later.'),
        'password',
      )
    }
  }

  const askAgain = (
    <Link asChild color="gold.fg" fontWeight="600" fontSize="sm">
      <RouterLink to="/forgot-password">{t('Ask for a new link')}</RouterLink>
    </Link>
  )

  if (!token || expired) {
    return (
      <AuthCard
        heading={t('Choose a New Password')}
        subtitle={t('A link from a reset email works once, for 60 minutes.')}
        footer={askAgain}
      >
        <Text role="alert">{translate(formMessages.resetLinkExpired)}</Text>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      heading={t('Choose a New Password')}
      subtitle={t('Pick a password of at least 6 characters. You will be signed in with it.')}
      footer={askAgain}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          {input('password', t('New Password'), 'password', 'new-password')}
          {input('confirmPassword', t('Confirm New Password'), 'password', 'new-password')}
          <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
            {busy ? t('Saving...') : t('Change Password')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
