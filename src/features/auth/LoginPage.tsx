import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useRef, useState, type FormEvent } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { formMessages } from '@/api'
import { notify } from '@/components/toaster'
import { t, translate } from '@/lib/i18n/i18n'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'

/** Where to go after signing in: the guarded page that sent the visitor here, else home. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/'
}

export function LoginPage() {
  const { login } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email || !password) {
      notify('error', t('Error'), translate(formMessages.loginEmpty))
      ;(email ? passwordRef : emailRef).current?.focus()
      return
    }
    setBusy(true)
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
      passwordRef.current?.focus()
    }
  }

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
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          <Field.Root>
            <Field.Label>{t('Email')}</Field.Label>
            <Input
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('Password')}</Field.Label>
            <Input
              ref={passwordRef}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <Link asChild alignSelf="flex-end" fontSize="sm" color="gold.fg">
            <RouterLink to="/forgot-password">{t('Forgot password?')}</RouterLink>
          </Link>
          <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
            {busy ? t('Signing in...') : t('Log in')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
