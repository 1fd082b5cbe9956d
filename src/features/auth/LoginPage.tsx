import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { loginFormSchema, type LoginForm } from './auth-schemas'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'
import { useAuthFields } from './useAuthFields'
import { useTryAgainNotice } from './useTryAgainNotice'

/** Where to go after signing in: the guarded page that sent the visitor here, else home. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/'
}

export function LoginPage() {
  const { login } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const { input, submit, showRefusal } = useAuthFields<LoginForm>(loginFormSchema, {
    email: '',
    password: '',
  })
  const { notice, noteWait, clearWait } = useTryAgainNotice()
  const [busy, setBusy] = useState(false)

  const signIn = submit(async ({ email, password }) => {
    setBusy(true)
    clearWait()
    try {
      await login(email, password)
      notify('success', t('Success'), t('You have successfully logged in'))
      navigate(redirectTarget(location.state), { replace: true })
    } catch (error) {
      const message =
        error instanceof Error
          ? error.message || t('An error occurred during login')
          : t('An unknown error occurred')
      notify('error', t('Login Failed'), message)
      setBusy(false)
      noteWait(error)
      showRefusal(error, 'password')
    }
  })

  return (
    <AuthCard
      heading={t('Welcome back')}
      subtitle={t('Log in to book and manage your appointments.')}
      footer={
        <Text fontSize="sm">
          {t('New to Diva Nail Spa?')}{' '}
          <Link asChild color="gold.fg" fontWeight="600">
            <RouterLink to="/register">{t('Create an account')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={(event) => void signIn(event)} noValidate>
        <Stack gap="5">
          {input('email', t('Email'), 'email', 'email')}
          {input('password', t('Password'), 'password', 'current-password')}
          <Link asChild alignSelf="flex-end" fontSize="sm" color="gold.fg">
            <RouterLink to="/forgot-password">{t('Forgot password?')}</RouterLink>
          </Link>
          <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
            {busy ? t('Signing in...') : t('Log in')}
          </Button>
          {notice}
        </Stack>
      </form>
    </AuthCard>
  )
}
